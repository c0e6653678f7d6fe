import type { Bundesland } from '../lists/bundeslaender.ts';

/** The federal states' English names, as an English text's {region} reads: "from Carinthia". */
export const englishRegionNames: Record<Bundesland, string> = {
  Burgenland: 'Burgenland',
  Kärnten: 'Carinthia',
  Niederösterreich: 'Lower Austria',
  Oberösterreich: 'Upper Austria',
  Salzburg: 'Salzburg',
  Steiermark: 'Styria',
  Tirol: 'Tyrol',
  Vorarlberg: 'Vorarlberg',
  Wien: 'Vienna',
};

/** The English name of the region setting's value; a value outside the nine (the schema refuses it) as it is. */
export const englishRegionName = (region: string): string =>
  Object.hasOwn(englishRegionNames, region) ? englishRegionNames[region as Bundesland] : region;

/**
 * Every `{region}` of an English text (any string in `data`) replaced by the English name, before the
 * German filling runs: English has no case after a preposition, and the German filling would read
 * "in {region}" as the German „in“.
 */
export function fillEnglishRegion<T>(data: T, region: string): T {
  if (typeof data === 'string') return data.replaceAll('{region}', englishRegionName(region)) as T;
  if (Array.isArray(data)) return data.map((item) => fillEnglishRegion(item, region)) as T;
  if (data !== null && typeof data === 'object')
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillEnglishRegion(value, region)])) as T;
  return data;
}
