import { areaCode, distinct, icon, label, pageText, texts } from './common.ts';
import { atLeast, group } from './rules.ts';

/**
 * The schema of content/texts/references.yaml: the references section of the home page, kinds
 * of clients with typical tasks (never named companies) and the markets.
 */

const clientGroup = group({
  icon: icon(),
  title: label(pageText(), 'Titel'),
  description: label(pageText(), 'Beschreibung'),
  examples: label(texts('Beispiel'), 'Typische Aufgaben'),
});

const market = group({
  code: label(areaCode(), 'Kürzel des Markts'),
  label: label(pageText(), 'Name des Markts'),
});

export const referencesSchema = group({
  heading: label(pageText(), 'Überschrift'),
  intro: label(pageText(), 'Einleitung'),
  groups: label(atLeast(label(clientGroup, 'Kundengruppe'), 1, 'Kundengruppe'), 'Kundengruppen'),
  marketsHeading: label(pageText(), 'Überschrift der Märkte'),
  markets: label(
    atLeast(label(market, 'Markt'), 1, 'Markt').superRefine((markets, context) =>
      distinct(
        markets.map((entry) => entry.code),
        context,
        (index) => [index, 'code'],
      ),
    ),
    'Märkte',
  ),
});
