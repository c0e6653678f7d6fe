import data from '../../content/packages.ts';
import { fillFields } from '../../load/textFields.ts';
import { site } from '../../site.ts';
import type { Package, PackageSlug } from '../../types.ts';

/** The specification's buttons, in English (see ../packages.ts). */
const ctaLabel = (slug: PackageSlug) => (slug === 'sparring' ? 'Request sparring' : 'Request a consultation');

/** The six packages, from content/en/texts/packages.yaml. */
export const packages: Package[] = fillFields(data, site).map(({ topic, ...texts }) => ({
  ...texts,
  ctaLabel: ctaLabel(texts.slug),
  topic,
}));

/** The package with the given slug, or `undefined` when there is none. */
export function getPackage(slug: string): Package | undefined {
  return packages.find((pkg) => pkg.slug === slug);
}
