/**
 * Values the specification fixes: the routes of the service and package pages and the areas a
 * service can cover. The types in `types.ts` are made from these lists, and the schemas of the
 * owner's page texts (model/schemas/) allow nothing else.
 */

/** `/services/{slug}`, in the specification's order. */
export const serviceSlugs = ['marketing', 'international', 'innovation', 'funding'] as const;

/** `/packages/{slug}`, in the specification's order. */
export const packageSlugs = [
  'market-entry',
  'innovation-transformation',
  'international-expansion',
  'funding-growth',
  'education',
  'sparring',
] as const;

/** Country or region codes of `areaServed`. */
export const areaCodes = ['AT', 'DE', 'CH', 'EU', 'LATAM', 'ASIA'] as const;

/** Their German names: in the structured data and in the browser editor's choices. */
export const areaNames: Record<(typeof areaCodes)[number], string> = {
  AT: 'Österreich',
  DE: 'Deutschland',
  CH: 'Schweiz',
  EU: 'Europäische Union',
  LATAM: 'Lateinamerika',
  ASIA: 'Asien',
};
