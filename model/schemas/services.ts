import { packageSlugs, serviceSlugs } from '../lists/specLists.ts';
import { areaCode, distinct, eachOnce, icon, label, metaDescription, pageText, texts, topic } from './common.ts';
import { atLeast, exactly, group, oneOf } from './rules.ts';

/**
 * The schema of content/texts/services.yaml: the four service areas, one page each at
 * `/services/{slug}`. The addresses are the specification's routes, each exactly once; every
 * area lists exactly 7 offerings (spec). "Jetzt Beratung anfragen" and the other fixed labels of
 * the page are in model/copy/detailPages.ts, not in the file.
 */

const offering = group({
  title: label(pageText(), 'Titel der Leistung'),
  description: label(pageText('ein bis drei Sätze'), 'Beschreibung der Leistung'),
});

const service = group({
  slug: label(oneOf(serviceSlugs), 'Adresse der Seite (/services/…)').meta({ readOnly: true }),
  title: label(pageText(), 'Titel'),
  summary: label(pageText('ein Satz'), 'Kurztext auf der Startseite'),
  description: label(metaDescription(), 'Beschreibung für Suchmaschinen'),
  intro: label(texts('Absatz'), 'Einleitung'),
  icon: icon(),
  offerings: label(exactly(label(offering, 'Leistung'), 7, 'Leistungen'), 'Leistungen'),
  benefits: label(
    group({
      title: label(pageText(), 'Überschrift des Kastens'),
      items: label(texts('Punkt'), 'Punkte'),
    }),
    'Kasten „Was Sie gewinnen“',
  ),
  topic: topic(),
  areaServed: label(
    atLeast(label(areaCode(), 'Gebiet'), 1, 'Gebiet').superRefine(distinct),
    'Gebiete (für Suchmaschinen)',
  ),
  // packages.yaml holds each of these addresses exactly once, so every one of them exists.
  relatedPackages: label(
    atLeast(label(oneOf(packageSlugs), 'Paket'), 1, 'Paket').superRefine(distinct),
    'Passende Pakete',
  ),
});

export const servicesSchema = exactly(
  label(service, 'Beratungsfeld'),
  serviceSlugs.length,
  'Beratungsfelder',
).superRefine(eachOnce(serviceSlugs, 'jede Adresse'));
