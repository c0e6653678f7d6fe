import { z } from 'zod';
import { iconNames } from '../lists/iconNames.ts';
import { areaCodes } from '../lists/specLists.ts';
import type { TopicValue } from '../lists/topics.ts';
import { topics } from '../lists/topics.ts';
import { allowedFields, fieldPattern, isTextField } from '../load/textFields.ts';
import { atLeast, foundText, label, lengthText, oneOf, optionalText, shown, text } from './rules.ts';

/**
 * Building blocks of the schemas of the page texts (content/texts/*.yaml), on top of the rules of
 * model/schemas/rules.ts: texts that may name a setting in braces, icons, topics and areas.
 *
 * The specification's own UI strings (the hero headline, the quote, the tagline's title, "Mein
 * Angebot entdecken", "Mehr über mich", "Jetzt Beratung anfragen", "Was Sie in diesem Paket
 * erwartet", the form's states and error messages …) are not in the data files at all: the
 * adapters in content/*.ts add them, so the owner cannot change or break them by accident, and the
 * files hold only what is the owner's to write. Only where a fixed text names an entry the owner
 * edits (the titles of the four about cards) does the file show it, and the schema insists on it.
 */

export { label } from './rules.ts';

/** A text names only known settings in braces, and has no other braces. */
export function knownFields(value: string, context: z.RefinementCtx<string>): void {
  for (const [whole, name = ''] of value.matchAll(fieldPattern)) {
    if (!isTextField(name))
      context.addIssue({
        code: 'custom',
        input: value,
        message: `${shown(whole)} ist unbekannt – erlaubt: ${allowedFields}`,
      });
  }
  const rest = value.replace(fieldPattern, '');
  if (/[{}]/.test(rest))
    context.addIssue({
      code: 'custom',
      input: value,
      message: `eine geschweifte Klammer ohne Feld – erlaubt: Klammern nur um ein Feld: ${allowedFields}`,
    });
}

/** A text that must not be empty and may name settings: "Strategieberatung aus {region}". */
export const pageText = (allowed?: string) => text(allowed).superRefine(knownFields);

/** A text that may be empty. */
export const optionalPageText = (allowed?: string) => optionalText(allowed).superRefine(knownFields);

/** A meta description: what search engines show, 50–160 characters. */
export const metaDescription = () => lengthText(50, 160, 'eine Beschreibung').superRefine(knownFields);

/** Paragraphs or list items: at least one text; `what` names one of them. */
export const texts = (what: string, min = 1) => atLeast(label(pageText(), what), min, what);

/** One of the icons the site can draw (model/lists/iconNames.ts). */
export const icon = () => label(oneOf(iconNames), 'Symbol');

/** One of the contact form's topics (model/lists/topics.ts, fixed by the specification). */
export const topic = () =>
  label(oneOf(topics.map((entry) => entry.value) as [TopicValue, ...TopicValue[]]), 'Thema im Kontaktformular');

/** A country or region code of `areaServed`. */
export const areaCode = () => oneOf(areaCodes);

/** A text the specification fixes, shown in the file for orientation: any other text is refused. */
export const fixedText = <const T extends string>(value: T) =>
  z.literal(value, {
    error: (issue) => `${foundText(issue.input)} – erlaubt: ${shown(value)} (durch die Spezifikation fest vorgegeben)`,
  });

/**
 * Entries named by a fixed address (`slug`): each may appear once. Together with a fixed count and
 * `oneOf(slugs)` this means: each address of the specification exactly once, in any order.
 */
export const eachOnce =
  (slugs: readonly string[], what: string) =>
  <T extends { slug: string }>(list: T[], context: z.RefinementCtx<T[]>): void => {
    list.forEach((entry, index) => {
      if (list.findIndex((other) => other.slug === entry.slug) < index)
        context.addIssue({
          code: 'custom',
          path: [index, 'slug'],
          input: entry.slug,
          message: `${shown(entry.slug)} kommt doppelt vor – erlaubt: ${what} genau einmal: ${slugs.join(', ')}`,
        });
    });
  };

/** A list of values in which none appears twice; `at` says where a value sits in the checked list. */
export const distinct = <T extends string>(
  list: T[],
  context: Pick<z.RefinementCtx, 'addIssue'>,
  at: (index: number) => (string | number)[] = (index) => [index],
): void => {
  list.forEach((value, index) => {
    if (list.indexOf(value) < index)
      context.addIssue({
        code: 'custom',
        path: at(index),
        input: value,
        message: `${shown(value)} kommt doppelt vor – erlaubt: jeden Eintrag einmal`,
      });
  });
};
