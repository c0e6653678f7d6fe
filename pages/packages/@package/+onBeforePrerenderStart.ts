// https://vike.dev/onBeforePrerenderStart — the URLs to prerender; +data runs for each.
import { packages } from '#model/copy/packages';
import { paths } from '#model/paths';

export default function onBeforePrerenderStart() {
  return packages.map((pkg) => paths.package(pkg.slug));
}
