// https://vike.dev/onBeforePrerenderStart
import { packages } from '../../../content/packages';
import { packageData } from './packageData';

// The data goes along with each URL, so the +data hook doesn't run again at prerender time.
export default function onBeforePrerenderStart() {
  return packages.map((pkg) => ({ url: `/packages/${pkg.slug}`, pageContext: { data: packageData(pkg.slug) } }));
}
