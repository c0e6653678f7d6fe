// https://vike.dev/onBeforePrerenderStart — the URLs to prerender; +data runs for each.
import { packages } from '#model/copy/packages.ts';
import { paths } from '#model/paths.ts';

export default function onBeforePrerenderStart() {
  return packages.map((pkg) => paths.package(pkg.slug));
}
