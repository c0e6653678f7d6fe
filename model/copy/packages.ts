/**
 * The six packages: the owner's texts from content/texts/packages.yaml, checked against
 * model/schemas/packages.ts (the spec's six addresses, 5 items each, icons, topics),
 * settings filled in. The button label is the specification's and stays here.
 */
import data from '../content/packages.ts';
import { fillFields } from '../load/textFields.ts';
import { site } from '../site.ts';
import type { Package, PackageSlug } from '../types.ts';

/** The specification's button: "Jetzt Sparring anfragen" on the sparring package, else "Jetzt Beratung anfragen". */
const ctaLabel = (slug: PackageSlug) => (slug === 'sparring' ? 'Jetzt Sparring anfragen' : 'Jetzt Beratung anfragen');

/** The six packages, in the order shown on the home page and the packages overview. */
export const packages: Package[] = fillFields(data, site).map(({ topic, ...texts }) => ({
  ...texts,
  ctaLabel: ctaLabel(texts.slug),
  topic,
}));

/** The package with the given slug, or `undefined` when there is none. */
export function getPackage(slug: string): Package | undefined {
  return packages.find((pkg) => pkg.slug === slug);
}
