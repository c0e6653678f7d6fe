// https://vike.dev/onBeforePrerenderStart
import { packages } from '../../../content/packages';
import { paths } from '../../../content/paths';
import { packageData } from './packageData';

// The data goes along with each URL, so the +data hook doesn't run again at prerender time.
export default function onBeforePrerenderStart() {
  return packages.map((pkg) => ({ url: paths.package(pkg.slug), pageContext: { data: packageData(pkg.slug) } }));
}
