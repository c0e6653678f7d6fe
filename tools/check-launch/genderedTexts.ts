import { type DataKey, dataFiles } from '#model/collections.ts';
import { readYamlFile } from '#model/load/yamlFile.ts';

/**
 * The template speaks of its consultant as a man („Ich bin {name}, unabhängiger Strategieberater
 * aus {region}“). Once the professional title is a woman's (Unternehmensberaterin), every text
 * about her that still names her so is an open launch item at its field.
 *
 * A launch item rather than a setting the sentences follow: the words around the noun change with
 * it (unabhängiger → unabhängige, Berater → Beraterin, and the owner may have rewritten the
 * sentence since), which only the owner can word; and the title she enters already says which
 * form is hers, so nothing new is asked.
 */

/**
 * The template's masculine words for its consultant, with an adjective before them: „unabhängiger
 * Strategieberater“, „Sparringspartner“, „Gesprächspartner, nicht Besserwisser“.
 */
const masculinePhrase =
  /(?:(?<!\p{L})\p{L}+er\s+)?(?<!\p{L})\p{L}*(?:[Bb]erater|[Pp]artner|[Ww]isser)(?!in)(?:s|n)?(?!\p{L})/gu;

/**
 * Where the template speaks of its consultant: the person in the settings and the page „Über mich“
 * (elsewhere „Partner“ are the clients' business partners).
 */
const aboutThePerson: readonly DataKey[] = ['settings', 'about'];

/** A woman's professional title: Unternehmensberaterin, Ingenieurin. */
export const isWomansTitle = (title: unknown): boolean => typeof title === 'string' && /\p{L}in$/u.test(title.trim());

/** A masculine job word found in one text of a data file. */
export interface MasculineText {
  key: DataKey;
  path: (string | number)[];
  /** The words as they stand: „Unabhängiger Strategieberater“. */
  words: string;
}

/** Every text of a value with its path, and the first masculine phrase in it. */
function findIn(value: unknown, path: (string | number)[], found: (path: (string | number)[], words: string) => void) {
  if (typeof value === 'string') {
    const match = value.match(masculinePhrase)?.[0];
    if (match) found(path, match);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) findIn(item, [...path, index], found);
  } else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) findIn(child, [...path, key], found);
}

/**
 * The texts that still speak of a man, in the settings' person and the page „Über mich“, when the
 * professional title in `settings` is a woman's; none otherwise. Reads the files as written, so the
 * fields are those the editor shows.
 */
export function masculineTexts(root: string, settings: { legal: { professionalTitle: { title: string } } }) {
  if (!isWomansTitle(settings.legal.professionalTitle.title)) return [];
  const texts: MasculineText[] = [];
  for (const key of aboutThePerson) {
    const data = readYamlFile(root, dataFiles[key].file).document.toJS() as Record<string, unknown>;
    // Of the settings, the texts about the person: the legal texts name the trade, not her.
    const scope = key === 'settings' ? { person: data.person } : data;
    findIn(scope, [], (path, words) => texts.push({ key, path, words }));
  }
  return texts;
}
