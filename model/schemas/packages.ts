import { packageSlugs } from '../lists/specLists.ts';
import { eachOnce, icon, label, metaDescription, pageText, topic } from './common.ts';
import { exactly, group, oneOf } from './rules.ts';

/**
 * The schema of content/texts/packages.yaml: the six packages, one page each at
 * `/packages/{slug}`. The addresses are the specification's routes, each exactly once; every
 * package lists exactly 5 items (spec). The button labels ("Jetzt Beratung anfragen", for sparring
 * "Jetzt Sparring anfragen") and "Was Sie in diesem Paket erwartet" are fixed by the spec and stay
 * in model/copy/packages.ts and model/copy/detailPages.ts.
 */

const item = group({
  title: label(pageText(), 'Titel des Bausteins'),
  description: label(pageText('ein, zwei Sätze'), 'Beschreibung des Bausteins'),
});

const pkg = group({
  slug: label(oneOf(packageSlugs), 'Adresse der Seite (/packages/…)').meta({ readOnly: true }),
  title: label(pageText(), 'Titel'),
  pitch: label(pageText('ein, zwei Sätze'), 'Kurztext (Karte und Einleitung der Seite)'),
  description: label(metaDescription(), 'Beschreibung für Suchmaschinen'),
  audience: label(pageText(), 'Für wen'),
  icon: icon(),
  items: label(exactly(label(item, 'Baustein'), 5, 'Bausteine'), 'Bausteine'),
  outcome: label(pageText(), 'Ihr Ergebnis'),
  topic: topic(),
});

export const packagesSchema = exactly(label(pkg, 'Paket'), packageSlugs.length, 'Pakete').superRefine(
  eachOnce(packageSlugs, 'jede Adresse'),
);
