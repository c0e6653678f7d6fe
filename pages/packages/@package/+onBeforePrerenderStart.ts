// https://vike.dev/onBeforePrerenderStart — the URLs to prerender; +data runs for each.
import { packages } from '#content/packages';
import { paths } from '#content/paths';

export default function onBeforePrerenderStart() {
  return packages.map((pkg) => paths.package(pkg.slug));
}
