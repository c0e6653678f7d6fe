import { packageLink } from '../../../components/detail/PackageLinks';
import { getPackage, packages } from '../../../content/packages';

/** Everything the package page shows, or `undefined` for an unknown slug. */
export function packageData(slug: string) {
  const pkg = getPackage(slug);
  if (!pkg) return undefined;
  const others = packages.filter((other) => other.slug !== pkg.slug).map(packageLink);
  return { pkg, others };
}
