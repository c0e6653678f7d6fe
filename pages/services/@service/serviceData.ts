import { packageLink } from '../../../components/detail/PackageLinks';
import { getPackage } from '../../../content/packages';
import { getService } from '../../../content/services';
import type { Package } from '../../../content/types';

/** Everything the service page shows, or `undefined` for an unknown slug. */
export function serviceData(slug: string) {
  const service = getService(slug);
  if (!service) return undefined;
  const related = service.relatedPackages
    .map((relatedSlug) => getPackage(relatedSlug))
    .filter((pkg): pkg is Package => pkg !== undefined)
    .map(packageLink);
  return { service, related };
}
