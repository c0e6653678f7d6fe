import { fixedText, icon, label, pageText } from './common.ts';
import { exactly, group, text } from './rules.ts';

/**
 * The schema of content/texts/about.yaml: the "Über mich" section. The page shows four paragraphs
 * on wide screens and two on phones (with "Mehr über mich" opening the four), and four cards; the
 * heading "Über mich" and the button "Mehr über mich" are fixed and stay in model/copy/about.ts.
 */

/** The specification names the four cards; the file shows their titles so each card is found. */
export const aboutCardTitles = [
  'Sparring auf Augenhöhe',
  'Verbindet Perspektiven',
  'Denkt & macht',
  'Global geprägt',
] as const;

/** The same four titles on the English pages (content/en/texts/about.yaml, model/i18n/englishData.ts). */
export const englishAboutCardTitles = [
  'Sparring on equal terms',
  'Connects perspectives',
  'Thinks & does',
  'Shaped internationally',
] as const;

const card = group({
  icon: icon(),
  title: label(text('der vorgegebene Titel der Karte'), 'Titel').meta({ readOnly: true }),
  description: label(pageText(), 'Kurztext'),
  insightText: label(pageText(), 'Text beim Aufklappen'),
});

/** The schema with the cards' fixed titles in one language. */
const aboutSchemaWith = (titles: readonly string[]) =>
  group({
    kicker: label(pageText(), 'Kleine Zeile über der Überschrift'),
    long: label(exactly(label(pageText(), 'Absatz'), 4, 'Absätze'), 'Langer Text (große Bildschirme)'),
    short: label(exactly(label(pageText(), 'Absatz'), 2, 'Absätze'), 'Kurzer Text (Handy)'),
    dialogTitle: label(pageText(), 'Titel des Fensters mit dem ganzen Text'),
    closeLabel: label(pageText(), 'Knopf zum Schließen des Fensters'),
    dialogCloseLabel: label(pageText(), 'Name des X-Knopfs für Bildschirmleser'),
    cards: label(
      exactly(label(card, 'Karte'), 4, 'Karten').superRefine((cards, context) => {
        cards.forEach((entry, index) => {
          const fixed = fixedText(titles[index]!).safeParse(entry.title);
          if (!fixed.success)
            context.addIssue({
              code: 'custom',
              path: [index, 'title'],
              input: entry.title,
              message: fixed.error.issues[0]!.message,
            });
        });
      }),
      'Karten',
    ),
  });

export const aboutSchema = aboutSchemaWith(aboutCardTitles);

/** The English file's schema: the same fields, the English titles. */
export const englishAboutSchema = aboutSchemaWith(englishAboutCardTitles);
