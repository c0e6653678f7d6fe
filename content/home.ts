import { site } from './site';

/** Copy of the home page's hero, quote banner, tagline and section headings. */
export const heroCopy = {
  kicker: `Strategieberatung aus ${site.address.region}`,
  headline: 'Strategie, Marke & Umsetzung für nachhaltiges Wachstum',
  subline:
    'Ich begleite KMU, Startups, Einzelunternehmen und Hochschulen von der klaren Positionierung über den Markteintritt bis zur Förderung – unabhängig, auf Augenhöhe und mit dem Blick fürs Machbare.',
  experienceValue: `${site.yearsOfExperience}+`,
  experienceLabel: 'Jahre Erfahrung in Strategie, Marketing und Internationalisierung',
  whatsapp: 'Direkt über WhatsApp kontaktieren',
  discover: 'Mein Angebot entdecken',
  portraitAlt: `Porträt von ${site.person.name}`,
  markets: 'Österreich · Deutschland · Schweiz · international',
};

export const quoteCopy = {
  before: 'Ich erkenne ',
  highlight: 'Verbindungen',
  after: ', bevor sie Strategien werden.',
};

export const taglineCopy = {
  title: 'Ich seh, ich seh, was du nicht siehst',
  text: 'Neue Perspektiven verbinden Märkte, Ideen und Wachstum – und machen sichtbar, was im Tagesgeschäft leicht übersehen wird.',
};
