import data from '../../content/home.ts';
import { englishRegionName } from '../../i18n/regionNames.ts';
import type { Words } from '../../i18n/words.ts';
import { fillFields } from '../../load/textFields.ts';
import { site } from '../../site.ts';
import type * as German from '../home.ts';

// The owner's texts come from content/en/texts/home.yaml; the specification's fixed words, in English.
const texts = fillFields(data, site);

export const heroCopy: Words<typeof German.heroCopy> = {
  kicker: texts.hero.kicker,
  headline: 'Strategy, brand & implementation for sustainable growth',
  subline: texts.hero.subline,
  experienceValue: texts.hero.experienceValue,
  experienceLabel: texts.hero.experienceLabel,
  whatsapp: 'Contact me directly on WhatsApp',
  discover: 'Discover what I offer',
  portraitAlt: texts.hero.portraitAlt,
  markets: texts.hero.markets,
};

export const quoteCopy: Words<typeof German.quoteCopy> = {
  label: texts.quote.label,
  before: 'I see ',
  highlight: 'connections',
  after: ' before they become strategies.',
};

export const taglineCopy: Words<typeof German.taglineCopy> = {
  title: 'I spy with my little eye what you don’t see',
  text: texts.tagline.text,
};

export const sectionCopy: Words<typeof German.sectionCopy> = texts.sections;

export const homeTitle: Words<typeof German.homeTitle> =
  `${site.brand} – strategy consulting in ${englishRegionName(site.address.region)}`;
