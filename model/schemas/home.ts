import type { z } from 'zod';
import { label, pageText, texts } from './common.ts';
import { group } from './rules.ts';

/**
 * The schema of content/texts/home.yaml: the home page's texts. The spec's fixed strings (the
 * headline, the WhatsApp and "Mein Angebot entdecken" buttons, the quote and the tagline's title)
 * are not in the file: model/copy/home.ts adds them.
 */

/** A section's heading and introduction, and what else it shows. */
const section = <T extends z.ZodRawShape>(title: string, more: T) =>
  label(
    group({
      kicker: label(pageText(), 'Kleine Zeile über der Überschrift'),
      title: label(pageText(), 'Überschrift'),
      intro: label(pageText(), 'Einleitung'),
      ...more,
    }),
    title,
  );

export const homeSchema = group({
  hero: label(
    group({
      kicker: label(pageText(), 'Kleine Zeile über der Überschrift'),
      subline: label(pageText(), 'Text unter der Überschrift'),
      experienceValue: label(pageText('die Zahl der Jahre, z. B. „{years}+“'), 'Zahl neben dem Porträt'),
      experienceLabel: label(pageText(), 'Text zur Zahl'),
      portraitAlt: label(pageText('ein Satz, der das Porträt beschreibt'), 'Beschreibung des Porträts'),
      markets: label(pageText(), 'Märkte unter den Knöpfen'),
    }),
    'Startbereich',
  ),
  quote: label(group({ label: label(pageText(), 'Name des Zitats für Bildschirmleser') }), 'Zitat'),
  tagline: label(group({ text: label(pageText(), 'Text unter dem Leitsatz') }), 'Leitsatz'),
  sections: label(
    group({
      packages: section('Abschnitt Pakete', { more: label(pageText(), 'Link auf jeder Karte') }),
      services: section('Abschnitt Beratungsfelder', { more: label(pageText(), 'Link auf jeder Karte') }),
      references: label(
        group({
          kicker: label(pageText(), 'Kleine Zeile über der Überschrift'),
          examplesLabel: label(pageText(), 'Überschrift der Beispiele'),
        }),
        'Abschnitt Referenzen',
      ),
      contact: section('Abschnitt Kontakt', {
        formButton: label(pageText(), 'Knopf zum Formular'),
        whatsapp: label(pageText(), 'Knopf WhatsApp'),
        linkedin: label(pageText(), 'Knopf LinkedIn'),
        emailLabel: label(pageText(), 'Text vor der E-Mail-Adresse'),
        promise: label(texts('Zusage'), 'Zusagen'),
      }),
      blog: section('Abschnitt Insights', { all: label(pageText(), 'Link zur Blogliste') }),
      about: label(
        group({
          cardsTitle: label(pageText(), 'Überschrift der Karten'),
          insightLabel: label(pageText(), 'Knopf zum Aufklappen einer Karte'),
        }),
        'Abschnitt Über mich',
      ),
    }),
    'Abschnitte',
  ),
});
