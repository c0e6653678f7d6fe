import type { Package } from './types';

/** The six packages, in the order shown on the home page and the packages overview. */
export const packages = [
  {
    slug: 'market-entry',
    title: 'Market Entry',
    pitch:
      'Vom Produkt zum Markt: Ich schärfe Positionierung, Zielgruppen und Angebot und entwickle einen Launch-Plan, mit dem Sie strukturiert in einen neuen Markt starten.',
    description:
      'Market-Entry-Paket für Startups, KMU und EPU: Positionierung, Zielgruppen, Pricing und Launch-Plan für einen strukturierten Markteintritt.',
    audience:
      'Für Startups vor oder kurz nach dem Marktstart, KMU mit einem neuen Produkt oder einer neuen Zielgruppe und EPU, die ihr Angebot klarer aufstellen wollen.',
    icon: 'rocket',
    items: [
      {
        title: 'Markt- & Wettbewerbsanalyse',
        description:
          'Ich verschaffe mir einen fundierten Überblick über Marktumfeld, Wettbewerber und die Alternativen, die Ihre Kundinnen und Kunden heute nutzen.',
      },
      {
        title: 'Positionierung & Nutzenversprechen',
        description:
          'Sie erhalten ein klares Positionierungsstatement und Kernbotschaften, die Ihr Angebot vom Wettbewerb abheben.',
      },
      {
        title: 'Zielgruppen & Personas',
        description:
          'Ich priorisiere Ihre Zielsegmente und beschreibe die wichtigsten Personas mit ihren Problemen und Kaufkriterien.',
      },
      {
        title: 'Pricing & Angebotsstruktur',
        description:
          'Ich entwickle ein nachvollziehbares Preismodell und eine Angebotsstruktur, die Ihre Zielgruppen auf Anhieb verstehen.',
      },
      {
        title: 'Launch- & Kanalplan',
        description:
          'Ein konkreter Plan mit Kanälen, Maßnahmen, Meilensteinen und Kennzahlen für Ihre ersten Schritte am Markt.',
      },
    ],
    outcome:
      'Sie haben eine geschärfte Positionierung, priorisierte Zielgruppen, ein durchdachtes Preismodell und einen umsetzbaren Launch-Plan – und wissen, welche Schritte als Nächstes anstehen.',
    ctaLabel: 'Jetzt Beratung anfragen',
    topic: 'go-to-market',
  },
  {
    slug: 'innovation-transformation',
    title: 'Innovation & Transformation',
    pitch:
      'Neue Geschäftsmodelle entwickeln und Veränderung gezielt steuern: Ich identifiziere Ihre Chancen, teste Ideen am Markt und mache daraus eine umsetzbare Roadmap.',
    description:
      'Innovation & Transformation: Geschäftsmodelle entwickeln, Ideen am Markt testen und Veränderung mit einer klaren Roadmap umsetzen – für KMU und Startups.',
    audience:
      'Für KMU, deren Geschäftsmodell unter Druck gerät oder die neue Wachstumsfelder suchen, und für Startups, die ihr Modell nachschärfen wollen.',
    icon: 'layers',
    items: [
      {
        title: 'Standortbestimmung',
        description:
          'Eine Analyse von Geschäftsmodell, Portfolio, Markttrends und interner Innovationsfähigkeit als gemeinsame Ausgangsbasis.',
      },
      {
        title: 'Chancenfelder & Ideenentwicklung',
        description:
          'In moderierten Workshops entwickeln Ihr Team und ich gemeinsam Ideen und bewerten sie nach Kundennutzen, Machbarkeit und Wirtschaftlichkeit.',
      },
      {
        title: 'Geschäftsmodell-Design',
        description:
          'Die vielversprechendsten Ideen arbeite ich mit dem Business Model Canvas zu durchdachten Geschäftsmodellen aus.',
      },
      {
        title: 'Validierung am Markt',
        description:
          'Zentrale Annahmen teste ich mit Kundeninterviews, Prototypen oder Pilotprojekten, bevor größere Investitionen anfallen.',
      },
      {
        title: 'Roadmap & Change-Begleitung',
        description:
          'Sie erhalten eine Umsetzungs-Roadmap und Unterstützung dabei, Ihr Team auf dem Weg der Veränderung mitzunehmen.',
      },
    ],
    outcome:
      'Sie haben geprüfte Geschäftsmodell-Optionen, eine priorisierte Innovations-Roadmap und einen Plan, wie Sie Ihr Team in die Veränderung einbinden.',
    ctaLabel: 'Jetzt Beratung anfragen',
    topic: 'innovation',
  },
  {
    slug: 'international-expansion',
    title: 'International Expansion',
    pitch:
      'Ihr nächster Markt liegt jenseits der Grenze: Gemeinsam wählen wir die passenden Zielmärkte, legen die Eintrittsstrategie fest und bereiten den Start vor Ort vor.',
    description:
      'International Expansion: Zielmärkte bewerten, Markteintrittsstrategie festlegen und Partner finden – in DACH, Europa, Lateinamerika und Asien.',
    audience:
      'Für KMU und Startups, die im Heimmarkt etabliert sind und ihre ersten oder nächsten Auslandsmärkte strukturiert erschließen wollen.',
    icon: 'map',
    items: [
      {
        title: 'Marktauswahl',
        description: 'Ich bewerte und priorisiere mögliche Zielmärkte anhand klarer, auf Ihr Angebot abgestimmter Kriterien.',
      },
      {
        title: 'Eintrittsstrategie',
        description:
          'Ich wäge die Eintrittsformen – vom Vertriebspartner bis zur eigenen Niederlassung – nach Risiko, Kapitalbedarf und Kontrolle ab und empfehle Ihnen die passende.',
      },
      {
        title: 'Lokalisierung',
        description:
          'Gemeinsam passen wir Angebot, Preise und Botschaften an die Erwartungen und Gepflogenheiten im Zielmarkt an.',
      },
      {
        title: 'Partnerprofil & Partneransprache',
        description:
          'Ich definiere, welche Partner Sie brauchen, recherchiere Kandidaten und bereite die ersten Gespräche vor.',
      },
      {
        title: 'Business Case & Markteintrittsplan',
        description:
          'Ein durchgerechneter Business Case und ein Maßnahmenplan für die ersten Schritte im neuen Markt, einschließlich passender Förder- und Unterstützungsangebote.',
      },
    ],
    outcome:
      'Sie wissen, welchen Markt Sie auf welchem Weg betreten, was das kostet und mit welchen Partnern Sie starten wollen – und haben einen konkreten Plan für die Umsetzung.',
    ctaLabel: 'Jetzt Beratung anfragen',
    topic: 'international',
  },
  {
    slug: 'funding-growth',
    title: 'Funding & Growth',
    pitch:
      'Die passende Finanzierung für Ihr nächstes Wachstumskapitel: Ich finde geeignete Förderprogramme, bereite Anträge vor und mache Sie fit für Gespräche mit Banken und Investoren.',
    description:
      'Funding & Growth: passende Förderungen finden, Anträge vorbereiten, Businessplan erstellen und den Investoren-Pitch schärfen – für Startups und KMU.',
    audience:
      'Für Startups vor einer Finanzierungsrunde, KMU mit einem Investitions-, Innovations- oder Wachstumsvorhaben und EPU, die Förderungen für ihr Vorhaben prüfen wollen.',
    icon: 'chart',
    items: [
      {
        title: 'Förder-Check',
        description:
          'Eine priorisierte Übersicht der Förderprogramme auf Landes-, Bundes- und EU-Ebene, die zu Ihrem Vorhaben passen.',
      },
      {
        title: 'Antragsbegleitung',
        description:
          'Unterstützung bei Projektbeschreibung, Arbeits- und Kostenplan, damit Ihr Antrag formal vollständig und inhaltlich schlüssig ist.',
      },
      {
        title: 'Businessplan & Finanzplan',
        description:
          'Ein Businessplan mit Planrechnung, Liquiditäts- und Finanzierungsplan als Grundlage für Förderstellen, Banken und Investoren.',
      },
      {
        title: 'Finanzierungsmix',
        description:
          'Eine Finanzierungsstrategie aus Eigenmitteln, Förderungen, Bankfinanzierung und gegebenenfalls Beteiligungskapital.',
      },
      {
        title: 'Pitch-Deck & Investorengespräche',
        description:
          'Gemeinsam erarbeiten wir Ihr Pitch-Deck und proben die Präsentation; ich bereite Sie auf die kritischen Fragen vor.',
      },
    ],
    outcome:
      'Sie haben einen klaren Finanzierungsplan, eine konkrete Förderstrategie samt vorbereiteter Anträge und Unterlagen, mit denen Sie gut vorbereitet in Gespräche mit Banken und Investoren gehen.',
    ctaLabel: 'Jetzt Beratung anfragen',
    topic: 'funding',
  },
  {
    slug: 'education',
    title: 'Education',
    pitch:
      'Strategieberatung für Hochschulen, Fachhochschulen und Bildungsanbieter: Gemeinsam schärfen wir das Profil Ihrer Programme, stärken die Zusammenarbeit mit der Wirtschaft und erschließen neue Zielgruppen.',
    description:
      'Beratung für Hochschulen, Fachhochschulen und Bildungsanbieter: Programmpositionierung, Studiengangsmarketing, Kooperationen und Weiterbildung.',
    audience:
      'Für Universitäten, Fachhochschulen, Privatuniversitäten und Weiterbildungsanbieter, die Studien- und Lehrgänge neu ausrichten, besser vermarkten oder international öffnen wollen.',
    icon: 'graduation',
    items: [
      {
        title: 'Programmpositionierung',
        description:
          'Ich schärfe das Profil Ihrer Studien- und Lehrgänge gegenüber vergleichbaren Angeboten und leite klare Botschaften für Studieninteressierte ab.',
      },
      {
        title: 'Studiengangsmarketing',
        description:
          'Ein Marketing- und Kanalplan, der Studieninteressierte und Berufstätige dort erreicht, wo sie sich informieren und entscheiden.',
      },
      {
        title: 'Kooperationen mit der Wirtschaft',
        description:
          'Ich entwickle Modelle für Praxisprojekte, Forschungs- und Transferkooperationen sowie langfristige Partnerschaften mit Unternehmen.',
      },
      {
        title: 'Executive Education & Weiterbildung',
        description:
          'Ich konzipiere berufsbegleitende Weiterbildungs- und Executive-Education-Angebote, die am konkreten Bedarf von Unternehmen und Führungskräften ansetzen.',
      },
      {
        title: 'Internationale Studierendengewinnung',
        description:
          'Ich bewerte Herkunftsmärkte, Partnerinstitutionen und Kanäle, um internationale Studierende gezielt anzusprechen.',
      },
    ],
    outcome:
      'Sie haben ein geschärftes Programmprofil, einen Plan zur Gewinnung von Studierenden und Teilnehmenden sowie konkrete Ansätze für Kooperationen mit der Wirtschaft und mit internationalen Partnern.',
    ctaLabel: 'Jetzt Beratung anfragen',
    topic: 'general',
  },
  {
    slug: 'sparring',
    title: '1:1 Sparring & Coaching',
    pitch:
      'Ein erfahrener Sparringspartner an Ihrer Seite: für strategische Entscheidungen, Ihren nächsten Pitch und Ihre Rolle als Führungskraft – in persönlichen Sessions und zwischendurch per WhatsApp oder Slack.',
    description:
      '1:1 Sparring & Coaching für Gründerinnen, Gründer und Führungskräfte: Strategie-Sessions, Pitch-Feedback und Begleitung per WhatsApp oder Slack.',
    audience:
      'Für Gründerinnen und Gründer, Geschäftsführende von KMU, EPU und Führungskräfte, die wichtige Entscheidungen nicht allein treffen wollen und einen unabhängigen Blick von außen schätzen.',
    icon: 'chat',
    items: [
      {
        title: 'Strategische 1:1-Sessions',
        description:
          'Regelmäßige Gespräche zu Ihren aktuellen Fragen – von Positionierung und Wachstum bis zu Organisation und Prioritäten.',
      },
      {
        title: 'Sparring zwischen den Sessions',
        description:
          'Wenn es schnell gehen muss, erreichen Sie mich per WhatsApp oder Slack für kurze Rückfragen und Einschätzungen zwischen den Terminen.',
      },
      {
        title: 'Pitch-Feedback',
        description:
          'Ob Investoren-, Kunden- oder Partnerpitch: Sie erhalten ehrliches Feedback zu Storyline, Unterlagen und Auftritt und proben den Ernstfall.',
      },
      {
        title: 'Entscheidungsvorbereitung',
        description:
          'Gemeinsam strukturieren wir anstehende Entscheidungen, wägen Optionen und Risiken ab und machen Ihre Kriterien explizit.',
      },
      {
        title: 'Leadership-Reflexion',
        description:
          'Raum, um Ihre Rolle als Führungskraft zu reflektieren: Führungsstil, Zusammenarbeit im Team, Delegation und der Umgang mit Druck.',
      },
    ],
    outcome:
      'Sie haben einen unabhängigen Sparringspartner, der Ihr Unternehmen und Ihre Ziele kennt, gehen vorbereitet in wichtige Gespräche und treffen Entscheidungen auf einer klareren Grundlage.',
    ctaLabel: 'Jetzt Sparring anfragen',
    topic: 'general',
  },
] satisfies Package[];

/** The package with the given slug, or `undefined` when there is none. */
export function getPackage(slug: string): Package | undefined {
  return packages.find((pkg) => pkg.slug === slug);
}
