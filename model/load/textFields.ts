import { regionPhrase, regionPrepositions } from '../lists/bundeslaender.ts';

/**
 * What the fields are filled from: the site, or the settings file before the site is made of it.
 * Spelled out rather than taken from the site's type, which is made with this module's help.
 */
export type FieldSource = {
  yearsOfExperience: number;
  person: { name: string };
  address: { region: string };
  regionalFunding: { name: string; shortName: string };
};

/**
 * Settings a page text can name in braces: "Strategieberatung aus {region}" shows the federal state
 * of content/settings/site.yaml, so a change there reaches every page. The schemas refuse any other
 * name (model/schemas/common.ts); `fillFields` puts the values in.
 */
export const textFields = {
  name: { label: 'Ihr Name', value: (site: FieldSource) => site.person.name },
  region: { label: 'Ihr Bundesland', value: (site: FieldSource) => site.address.region },
  years: { label: 'Ihre Jahre Erfahrung', value: (site: FieldSource) => String(site.yearsOfExperience) },
  funding: {
    label: 'Kurzname der Förderstelle Ihres Bundeslandes',
    value: (site: FieldSource) => site.regionalFunding.shortName,
  },
  fundingname: {
    label: 'Name der Förderstelle Ihres Bundeslandes',
    value: (site: FieldSource) => site.regionalFunding.name,
  },
} as const;

export type TextField = keyof typeof textFields;

export const isTextField = (name: string): name is TextField => Object.hasOwn(textFields, name);

/** The fields a text may name, as messages list them: "{name} (Ihr Name), …". */
export const allowedFields = Object.entries(textFields)
  .map(([name, field]) => `{${name}} (${field.label})`)
  .join(', ');

/** A field in a text: `{region}`. */
export const fieldPattern = /\{(\w*)\}/g;

/** `{region}` after one of the prepositions the region table knows: „aus {region}“, „In {region}“. */
const regionAfterPreposition = new RegExp(
  `(?<!\\p{L})(${Object.keys(regionPrepositions).join('|')})\\s+\\{region\\}`,
  'giu',
);

/**
 * The data of a page file with every `{field}` of every text replaced by its value from the
 * settings; after a preposition the region takes the form the sentence needs („aus der Steiermark“,
 * model/lists/bundeslaender.ts).
 */
export function fillFields<T>(data: T, site: FieldSource): T {
  if (typeof data === 'string')
    return data
      .replace(regionAfterPreposition, (_whole, preposition: string) => regionPhrase(preposition, site.address.region))
      .replace(fieldPattern, (whole, name: string) => (isTextField(name) ? textFields[name].value(site) : whole)) as T;
  if (Array.isArray(data)) return data.map((item) => fillFields(item, site)) as T;
  if (data !== null && typeof data === 'object')
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillFields(value, site)])) as T;
  return data;
}
