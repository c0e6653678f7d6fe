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
  /** Accessible name of the banner. */
  label: 'Leitgedanke',
  before: 'Ich erkenne ',
  highlight: 'Verbindungen',
  after: ', bevor sie Strategien werden.',
};

export const taglineCopy = {
  title: 'Ich seh, ich seh, was du nicht siehst',
  text: 'Neue Perspektiven verbinden Märkte, Ideen und Wachstum – und machen sichtbar, was im Tagesgeschäft leicht übersehen wird.',
};

/** Headings and short texts of the home page's sections. */
export const sectionCopy = {
  packages: {
    kicker: 'Pakete',
    title: 'Klare Pakete für Ihre nächste Etappe',
    intro:
      'Sechs Formate mit klarem Ziel und klarem Ergebnis – vom Markteintritt bis zum persönlichen Sparring. Den Umfang stimmen wir gemeinsam auf Ihre Situation ab.',
    more: 'Paket ansehen →',
  },
  services: {
    kicker: 'Beratungsfelder',
    title: 'Worin ich Sie unterstütze',
    intro:
      'Vier Felder, die in der Praxis eng zusammenhängen: Wer international wachsen will, braucht eine klare Marke, einen durchdachten Markteintritt, Innovationskraft und die passende Finanzierung.',
    more: 'Mehr erfahren →',
  },
  references: {
    kicker: 'Referenzen',
    examplesLabel: 'Typische Aufgaben',
  },
  contact: {
    kicker: 'Kontakt',
    title: 'Sprechen wir über Ihr Vorhaben',
    intro:
      'Ein erstes Gespräch ist unverbindlich. Sie schildern Ihre Ausgangslage, ich sage Ihnen ehrlich, ob und wie ich helfen kann – und was ein sinnvoller erster Schritt wäre.',
    formButton: 'Anfrage schreiben',
    whatsapp: 'Per WhatsApp schreiben',
    linkedin: 'Auf LinkedIn vernetzen',
    emailLabel: 'Oder per E-Mail:',
    promise: ['Antwort innerhalb von zwei Werktagen', 'Vertraulich und unverbindlich', 'Persönlich, ohne Callcenter'],
  },
  blog: {
    kicker: 'Insights',
    title: 'Tips & Insights aus der Praxis',
    intro:
      'Praxiswissen zu Go-to-Market, Förderungen, Innovation und Internationalisierung – für Unternehmen, Startups und Hochschulen.',
    all: 'Alle Insights ansehen',
  },
  about: {
    cardsTitle: 'Wie ich arbeite',
    insightLabel: 'Mehr dazu',
  },
};
