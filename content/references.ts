import type { AreaCode, ReferenceGroup } from './types';

export const referencesHeading = 'Für wen ich arbeite – und woran';

export const referencesIntro =
  'Ich arbeite mit kleinen und mittleren Unternehmen, Startups, Einzelunternehmen sowie Hochschulen und Bildungsanbietern – an Fragen von der Markenpositionierung über den Markteintritt bis zur Förderstrategie. Namen nenne ich nur mit Zustimmung meiner Kundinnen und Kunden – gerne im persönlichen Gespräch.';

/** Kinds of clients and typical projects; never named companies, figures or results. */
export const referenceGroups: ReferenceGroup[] = [
  {
    icon: 'chart',
    title: 'KMU & Mittelstand',
    description:
      'Etablierte Unternehmen, die neue Märkte erschließen, ihr Angebot schärfen oder Innovation systematisch angehen wollen.',
    examples: [
      'Markteintritt eines Industriezulieferers in Süddeutschland',
      'Neupositionierung der Marke eines Familienunternehmens nach dem Generationenwechsel',
      'Aufbau eines strukturierten Innovationsprozesses mit passender Förderstrategie',
    ],
  },
  {
    icon: 'rocket',
    title: 'Startups',
    description:
      'Junge Unternehmen zwischen Idee und Skalierung, die Positionierung, Go-to-Market und Finanzierung auf ein solides Fundament stellen wollen.',
    examples: [
      'Go-to-Market-Strategie für ein B2B-Software-Startup',
      'Schärfung von Zielgruppe und Nutzenversprechen vor der ersten Finanzierungsrunde',
      'Auswahl und Vorbereitung passender Förderprogramme für die Gründungsphase',
    ],
  },
  {
    icon: 'compass',
    title: 'Einzelunternehmen (EPU)',
    description: 'Selbstständige, die ihr Angebot klarer positionieren und mit begrenzten Ressourcen gezielt wachsen wollen.',
    examples: [
      'Positionierung und Angebotsstruktur für eine Trainings- und Coachingpraxis',
      'Marketingplan mit klaren Prioritäten für einen Ein-Personen-Handwerksbetrieb',
      'Prüfung der Förderfähigkeit eines Digitalisierungsvorhabens',
    ],
  },
  {
    icon: 'graduation',
    title: 'Hochschulen & Bildungsanbieter',
    description:
      'Hochschulen, Weiterbildungseinrichtungen und private Bildungsanbieter, die Programme entwickeln, international sichtbar werden oder Kooperationen mit der Wirtschaft aufbauen wollen.',
    examples: [
      'Marktorientierte Entwicklung eines berufsbegleitenden Weiterbildungsangebots',
      'Internationale Positionierung eines Studienprogramms',
      'Aufbau von Kooperationen zwischen Hochschule und Unternehmen im Rahmen eines geförderten Projekts',
    ],
  },
];

export const referenceMarketsHeading = 'Märkte, in denen ich arbeite';

export const referenceMarkets: { code: AreaCode; label: string }[] = [
  { code: 'AT', label: 'Österreich' },
  { code: 'DE', label: 'Deutschland' },
  { code: 'CH', label: 'Schweiz' },
  { code: 'EU', label: 'EU-Binnenmarkt' },
  { code: 'LATAM', label: 'Lateinamerika' },
  { code: 'ASIA', label: 'Asien' },
];
