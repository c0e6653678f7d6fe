/**
 * The home page's copy: the owner's texts from content/texts/home.yaml (checked against
 * model/schemas/home.ts, settings filled in), and the strings the specification fixes.
 * Those stay here, not in the data file, so that editing the file cannot change or break them.
 */
import data from '../content/home.ts';
import { regionPhrase } from '../lists/bundeslaender.ts';
import { fillFields } from '../load/textFields.ts';
import { site } from '../site.ts';

const texts = fillFields(data, site);

/** Copy of the home page's hero, quote banner, tagline and section headings. */
export const heroCopy = {
  kicker: texts.hero.kicker,
  /** The specification's hero headline. */
  headline: 'Strategie, Marke & Umsetzung für nachhaltiges Wachstum',
  subline: texts.hero.subline,
  experienceValue: texts.hero.experienceValue,
  experienceLabel: texts.hero.experienceLabel,
  /** The specification's button labels. */
  whatsapp: 'Direkt über WhatsApp kontaktieren',
  discover: 'Mein Angebot entdecken',
  portraitAlt: texts.hero.portraitAlt,
  markets: texts.hero.markets,
};

/** The specification's quote, "Verbindungen" highlighted. */
export const quoteCopy = {
  /** Accessible name of the banner. */
  label: texts.quote.label,
  before: 'Ich erkenne ',
  highlight: 'Verbindungen',
  after: ', bevor sie Strategien werden.',
};

export const taglineCopy = {
  /** The specification's tagline. */
  title: 'Ich seh, ich seh, was du nicht siehst',
  text: texts.tagline.text,
};

/** Headings and short texts of the home page's sections. */
export const sectionCopy = texts.sections;

/** The home page's title: the federal state from the settings (address.region), typed only once. */
export const homeTitle = `${site.brand} – Strategieberatung ${regionPhrase('in', site.address.region)}`;
