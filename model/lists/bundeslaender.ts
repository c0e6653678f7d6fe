/**
 * The nine Bundesländer, the values the region setting allows, and how a sentence names each after
 * a preposition. The owner types the name once; „aus {region}“ then reads „aus Kärnten“ or „aus der
 * Steiermark“ without a second field to fill.
 */
export const bundeslaender = [
  'Burgenland',
  'Kärnten',
  'Niederösterreich',
  'Oberösterreich',
  'Salzburg',
  'Steiermark',
  'Tirol',
  'Vorarlberg',
  'Wien',
] as const;

export type Bundesland = (typeof bundeslaender)[number];

/** The case a preposition asks for; "nach" is a direction and takes its own form. */
type Case = 'dative' | 'accusative' | 'direction';

/** Prepositions a text may put before {region}, with the case of the name after them. */
export const regionPrepositions = {
  aus: 'dative',
  in: 'dative',
  bei: 'dative',
  von: 'dative',
  mit: 'dative',
  über: 'accusative',
  für: 'accusative',
  durch: 'accusative',
  nach: 'direction',
} as const satisfies Record<string, Case>;

export type RegionPreposition = keyof typeof regionPrepositions;

/**
 * The article each Bundesland takes, by case: only die Steiermark has one; the other eight are
 * neuter names used without article („aus Kärnten“, „in Niederösterreich“, „nach Wien“).
 */
const withArticle: Record<Bundesland, { dative: string; accusative: string } | null> = {
  Burgenland: null,
  Kärnten: null,
  Niederösterreich: null,
  Oberösterreich: null,
  Salzburg: null,
  Steiermark: { dative: 'der', accusative: 'die' },
  Tirol: null,
  Vorarlberg: null,
  Wien: null,
};

const isBundesland = (name: string): name is Bundesland => (bundeslaender as readonly string[]).includes(name);

export const isRegionPreposition = (word: string): word is RegionPreposition =>
  Object.hasOwn(regionPrepositions, word.toLowerCase());

/**
 * The preposition and the name as a sentence needs them: ("aus", "Steiermark") → „aus der
 * Steiermark“, ("nach", "Steiermark") → „in die Steiermark“, ("in", "Kärnten") → „in Kärnten“.
 * A capital preposition stays capital. A name outside the nine (the schema refuses it) is used as it is.
 */
export function regionPhrase(preposition: string, region: string): string {
  const lower = preposition.toLowerCase();
  const grammaticalCase: Case | undefined = isRegionPreposition(lower) ? regionPrepositions[lower] : undefined;
  const article = isBundesland(region) ? withArticle[region] : null;
  if (!article || !grammaticalCase) return `${preposition} ${region}`;
  if (grammaticalCase === 'direction') {
    const into = preposition === lower ? 'in' : 'In';
    return `${into} ${article.accusative} ${region}`;
  }
  return `${preposition} ${article[grammaticalCase]} ${region}`;
}
