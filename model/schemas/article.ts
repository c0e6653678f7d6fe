import { z } from 'zod';
import { articleCategories } from '../lists/categories.ts';
import { iconNames } from '../lists/iconNames.ts';
import { foundText, label, lengthText, rule, shown, text } from './rules.ts';

const descriptionLength = { min: 50, max: 160 } as const;
const fields = [
  'title',
  'category',
  'description',
  'excerpt',
  'icon',
  'datePublished',
  'dateModified',
  'draft',
] as const;
/** Fields people may expect to set, and why they are not in the frontmatter. */
const notFields: Record<string, string> = {
  readTime: 'die Lesezeit rechnet der Build aus dem Text aus',
  slug: 'die Adresse ergibt sich aus dem Dateinamen',
  content: 'der Text steht unter dem Steckbrief',
};

/** YYYY-MM-DD and a day that exists (2025-02-30 does not). */
const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const dateRule = (issue: { input?: unknown }) =>
  `${typeof issue.input === 'string' && issue.input.trim() !== '' ? `${shown(issue.input)} ist kein Datum` : foundText(issue.input)} – erlaubt: ein Datum als JJJJ-MM-TT, z. B. 2025-01-15`;
const date = z.string({ error: dateRule }).refine(isIsoDate, { error: dateRule });

/** "Feld „readTime“ ist unbekannt – …": why, for a field people expect; else the allowed fields. */
const unknownFields = (keys: readonly string[]) =>
  keys
    .map((key) => `Feld ${shown(key)} ist unbekannt – ${notFields[key] ?? `erlaubt: ${fields.join(', ')}`}`)
    .join('\n');

/** The frontmatter of an article file; unknown fields are mistakes, not ignored. */
export const frontmatterSchema = z
  .strictObject(
    {
      title: label(text(), 'Titel', 'Die Überschrift des Artikels; aus ihr entsteht die Adresse seiner Seite.'),
      category: label(
        z.enum(articleCategories, { error: rule(articleCategories.join(', ')) }),
        'Kategorie',
        'Nach ihr filtern Leserinnen und Leser die Artikelübersicht.',
      ),
      description: label(
        lengthText(descriptionLength.min, descriptionLength.max),
        'Beschreibung für Suchmaschinen',
        `Ein, zwei Sätze, ${descriptionLength.min}–${descriptionLength.max} Zeichen: Google zeigt sie unter dem Titel, soziale Netzwerke in der Vorschau.`,
      ),
      excerpt: label(
        text(),
        'Kurztext',
        'Zwei, drei Sätze für die Karte in der Artikelübersicht und für die Vorschau, wenn jemand Ihre Artikel abonniert hat.',
      ),
      icon: label(
        z.enum(iconNames, { error: rule(iconNames.join(', ')) }),
        'Symbol',
        'Das Symbol auf der Karte und im Vorschaubild.',
      ),
      datePublished: label(
        date,
        'Veröffentlicht am',
        'Der Tag, ab dem der Artikel auf der Website steht. Liegt er in der Zukunft, erscheint der Artikel mit der ersten Veröffentlichung der Website an oder nach diesem Tag.',
      ),
      dateModified: label(
        date,
        'Zuletzt geändert am',
        'Derselbe Tag wie die Veröffentlichung oder ein späterer. Der Editor setzt heute ein, wenn sich Titel, Beschreibung oder Text ändern; Sie können das Datum ändern.',
      ),
      // Optional, so the articles written before drafts existed stay as they are.
      draft: label(
        z.boolean({ error: rule('Ja oder Nein (true oder false)') }).optional(),
        'Entwurf',
        'Ja: Der Artikel steht im Editor und in seiner Vorschau, aber nicht auf der veröffentlichten Website.',
      ),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? unknownFields(issue.keys)
          : 'der Steckbrief ist keine Liste von Feldern – erlaubt: Zeilen „name: Wert“ zwischen zwei Zeilen --- am Anfang der Datei',
    },
  )
  .refine((data) => data.dateModified >= data.datePublished, {
    path: ['dateModified'],
    error: (issue) => datesOutOfOrder(issue.input as DatedEntry, 'datePublished'),
  });

interface DatedEntry {
  datePublished: string;
  dateModified: string;
}

/** dateModified before datePublished; `published` names the other date (its key for the build, words for the editor). */
export const datesOutOfOrder = (data: DatedEntry, published: string) =>
  `${shown(data.dateModified)} liegt vor ${published} ${shown(data.datePublished)} – erlaubt: derselbe Tag oder ein späterer`;
