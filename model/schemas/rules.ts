import { stdnum } from 'stdnum';
import { z } from 'zod';

/**
 * Building blocks of the schemas of the owner's data files (settings, page texts). Each rule
 * carries its German message: what was found, then what is allowed. `loadData.ts` puts the file,
 * the field and its label in front.
 */

/**
 * A field with its German label, used in messages (`legal.vatId (UID-Nummer): …`) and as the
 * editor's field name; `hint` is the editor's help text where the file has no comment for it.
 */
export const label = <T extends z.ZodType>(schema: T, title: string, hint?: string) =>
  schema.meta(hint ? { title, description: hint } : { title });

/** How a found value is quoted in a message. */
export function shown(value: unknown): string {
  return typeof value === 'string' ? `„${value}“` : (JSON.stringify(value) ?? String(value));
}

interface Found {
  input?: unknown;
}

/** What was found: missing, empty, or the value itself. */
export function foundText(input: unknown): string {
  if (input === undefined || input === null) return 'fehlt';
  if (typeof input === 'string' && input.trim() === '') return 'ist leer';
  if (Array.isArray(input)) return `hat ${input.length} ${input.length === 1 ? 'Eintrag' : 'Einträge'}`;
  if (typeof input === 'object') return 'ist eine Gruppe von Feldern';
  return `${shown(input)} ist nicht erlaubt`;
}

/** An error function for zod: "<found> – erlaubt: <allowed>". */
export const rule =
  (allowed: string) =>
  (issue: Found): string =>
    `${foundText(issue.input)} – erlaubt: ${allowed}`;

/** A text that must not be empty. */
export const text = (allowed = 'ein Text') =>
  z
    .string({ error: rule(allowed) })
    .trim()
    .min(1, { error: rule(allowed) });

/** A text that may be empty (e.g. an academic title the owner does not have). */
export const optionalText = (allowed = 'ein Text, oder leer lassen') => z.string({ error: rule(allowed) }).trim();

/** A text of bounded length, e.g. a meta description. */
export const lengthText = (min: number, max: number, what = 'ein Text') => {
  const lengthRule = (issue: Found) =>
    typeof issue.input === 'string' && issue.input.trim() !== ''
      ? `hat ${issue.input.trim().length} Zeichen – erlaubt: ${what} mit ${min}–${max} Zeichen`
      : rule(`${what} mit ${min}–${max} Zeichen`)(issue);
  return z.string({ error: lengthRule }).trim().min(min, { error: lengthRule }).max(max, { error: lengthRule });
};

/**
 * An address typed with http:// where the rule asks for https://, named as the mistake it is
 * („… beginnt mit http:// (unverschlüsselt)“) rather than only quoted; the editor's own check says
 * it in the same words (tools/edit/app/forms/FieldControl.tsx).
 */
export const httpMistake = (input: unknown, allowed: string): string | undefined =>
  typeof input === 'string' && /^\s*http:\/\//i.test(input) && allowed.includes('https://')
    ? `${shown(input.trim())} beginnt mit http:// (unverschlüsselt)`
    : undefined;

/** A text that matches a pattern; `allowed` says it in words, with an example. */
export const pattern = (expression: RegExp, allowed: string) => {
  const patternRule = (issue: Found) => {
    const http = httpMistake(issue.input, allowed);
    return http ? `${http} – erlaubt: ${allowed}` : rule(allowed)(issue);
  };
  return z
    .string({ error: rule(allowed) })
    .trim()
    .regex(expression, { error: patternRule });
};

const austrianUid = stdnum.AT?.uid;

/**
 * An Austrian UID-Nummer (ATU and 8 digits), or empty. The last digit is a check digit
 * (stdnum's `AT.uid`), so a typing slip is caught before it reaches the Impressum.
 */
export const austrianVatId = (allowed: string) =>
  pattern(/^(ATU\d{8})?$/, allowed).refine(
    // Only a value of the right form has a check digit to check; the pattern's own message covers the rest.
    (value) => !/^ATU\d{8}$/.test(value) || austrianUid?.validate(value).isValid === true,
    {
      error: (issue) =>
        `${shown(issue.input)}: die letzte Ziffer (Prüfziffer) passt nicht zu den anderen, ein Tippfehler? – erlaubt: ${allowed}`,
    },
  );

/**
 * An address on the web that starts with https://: `what` it is and an example. The rule always says
 * https://, so that an http:// address is refused with its reason (in the editor too, whose field
 * shows the "erlaubt" part alone).
 */
export const httpsUrl = (what = 'eine Adresse', example?: string) => {
  const allowed = `${what}, die mit https:// beginnt${example ? `, z. B. ${example}` : ''}`;
  const httpsRule = (issue: Found) => {
    const http = httpMistake(issue.input, allowed);
    return http ? `${http} – erlaubt: ${allowed}` : rule(allowed)(issue);
  };
  return z
    .string({ error: httpsRule })
    .trim()
    .regex(/^https:\/\/[^\s/?#]+\.[^\s/?#]+(\/\S*)?$/, { error: httpsRule });
};

/** A whole number of at least 1. */
export const positiveNumber = (allowed = 'eine ganze Zahl ab 1') =>
  z
    .number({ error: rule(allowed) })
    .int({ error: rule(allowed) })
    .min(1, { error: rule(allowed) });

/** A list of exactly `count` entries: "hat 6 Einträge – erlaubt: genau 7 Leistungen". */
export const exactly = <T extends z.ZodType>(item: T, count: number, what: string) =>
  z
    .array(item, { error: rule(`eine Liste mit genau ${count} ${what}`) })
    .length(count, { error: rule(`genau ${count} ${what}`) });

/** A list of at least `min` entries. */
export const atLeast = <T extends z.ZodType>(item: T, min: number, what: string) =>
  z
    .array(item, { error: rule(`eine Liste mit mindestens ${min} ${what}`) })
    .min(min, { error: rule(`mindestens ${min} ${what}`) });

/** One of fixed values. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: rule(`eine von: ${values.join(', ')}`) });

/** A group of fields; a field name that is not in it (a typo) is a mistake, not ignored. */
export const group = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.map((key) => `Feld „${key}“`).join(', ')} ${issue.keys.length === 1 ? 'ist' : 'sind'} unbekannt – erlaubt: ${Object.keys(shape).join(', ')}`
        : rule(`eine Gruppe mit den Feldern ${Object.keys(shape).join(', ')}`)(issue),
  });
