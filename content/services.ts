import type { ServiceArea } from './types';

/** The four service areas, in the order shown on the home page and in the navigation. */
export const services = [
  {
    slug: 'marketing',
    title: 'Marketing & Go-to-Market',
    summary:
      'Eine klare Positionierung, die richtigen Zielgruppen und ein Markteintritt, bei dem Marketing und Vertrieb an einem Strang ziehen.',
    description:
      'Positionierung, Zielgruppen, Pricing und Launch-Plan: Go-to-Market-Beratung für KMU, Startups und EPU in Österreich, Deutschland und der Schweiz.',
    intro: [
      'Gute Produkte scheitern selten an ihrer Qualität, sondern daran, dass der Markt sie nicht versteht: Die Positionierung ist unscharf, die Zielgruppe zu breit, der Preis aus dem Bauch heraus gesetzt – und Marketing und Vertrieb arbeiten nebeneinander statt miteinander.',
      'Gemeinsam mit Ihnen schärfe ich Ihre Marke und Ihr Angebot und übersetze beides in einen Go-to-Market-Plan, der zu Ihren Ressourcen passt. Ob Sie als Startup den ersten Markteintritt vorbereiten, als KMU ein neues Produkt einführen oder als EPU Ihr Profil schärfen: Am Ende stehen klare Entscheidungen und konkrete nächste Schritte, keine Konzepte für die Schublade.',
    ],
    icon: 'target',
    offerings: [
      {
        title: 'Positionierungs-Workshop',
        description:
          'In einem moderierten Workshop erarbeiten wir gemeinsam, wofür Ihr Unternehmen steht, wofür nicht und was Sie vom Wettbewerb unterscheidet. Ergebnis ist ein Positionierungsstatement mit Kernbotschaften, das Team, Website und Vertrieb gleichermaßen nutzen können.',
      },
      {
        title: 'Zielgruppen- & Persona-Analyse',
        description:
          'Ich segmentiere Ihren Markt, priorisiere die Zielgruppen mit dem größten Potenzial und beschreibe Buyer Personas mit ihren Aufgaben, Problemen und Kaufkriterien. Wo möglich, stütze ich mich auf Gespräche mit echten Kundinnen und Kunden statt auf Annahmen.',
      },
      {
        title: 'Preisstrategie',
        description:
          'Ich leite Ihre Preise aus Kundennutzen, Wettbewerb und Kosten ab und entwickle ein Preismodell mit klaren Paketen und Staffeln. Sie erhalten eine nachvollziehbare Argumentation, die auch im Verkaufsgespräch trägt.',
      },
      {
        title: 'Kanal- & Kommunikationsplan',
        description:
          'Welche Kanäle erreichen Ihre Zielgruppe tatsächlich – LinkedIn, Messen, Partner, Suchmaschinen oder der direkte Vertrieb? Sie erhalten einen priorisierten Kanalmix mit Botschaften, Formaten und Verantwortlichkeiten.',
      },
      {
        title: 'Launch-Plan',
        description:
          'Für die Einführung eines Produkts oder den Eintritt in einen neuen Markt erstelle ich einen Launch-Plan mit Meilensteinen, Aufgaben und Budgetrahmen. So wissen alle Beteiligten, was bis wann zu tun ist.',
      },
      {
        title: 'Sales Enablement',
        description:
          'Ich statte Ihren Vertrieb mit dem aus, was er braucht: Gesprächsleitfäden, Argumente für typische Einwände, Angebotsvorlagen und Präsentationsunterlagen. Marketing und Vertrieb sprechen damit dieselbe Sprache.',
      },
      {
        title: 'Marketing-Controlling',
        description:
          'Ich definiere wenige, aussagekräftige Kennzahlen entlang Ihres Vertriebstrichters und richte ein einfaches Reporting ein. So sehen Sie, welche Maßnahmen wirken, und können Budgets gezielt umschichten.',
      },
    ],
    benefits: {
      title: 'Was Sie gewinnen',
      items: [
        'Eine Positionierung, die Sie in einem Satz erklären können – und die Ihre Kundinnen und Kunden verstehen',
        'Klarheit darüber, welche Zielgruppen Sie zuerst ansprechen und welche Sie bewusst auslassen',
        'Preise, die Sie mit dem Nutzen Ihres Angebots begründen können',
        'Einen umsetzbaren Plan mit Kanälen, Meilensteinen und Verantwortlichkeiten',
        'Kennzahlen, mit denen Sie Marketing-Entscheidungen auf Fakten stützen',
      ],
    },
    topic: 'go-to-market',
    areaServed: ['AT', 'DE', 'CH'],
    relatedPackages: ['market-entry', 'international-expansion', 'sparring'],
  },
  {
    slug: 'international',
    title: 'Internationalisierung',
    summary:
      'Neue Auslandsmärkte strukturiert erschließen – von der Marktauswahl über die Eintrittsstrategie bis zu den ersten Partnern vor Ort.',
    description:
      'Internationalisierung für KMU und Startups: Marktauswahl, Markteintrittsstrategie und Partnersuche in DACH, Europa, Lateinamerika und Asien.',
    intro: [
      'Der Schritt über die Grenze ist für viele Unternehmen der logische nächste Wachstumsschritt – und zugleich einer der riskantesten. Welcher Markt passt wirklich? Braucht es eine eigene Niederlassung, einen Vertriebspartner oder reicht der Online-Vertrieb? Welche rechtlichen, kulturellen und preislichen Unterschiede sind zu beachten?',
      'Ich begleite Sie von der ersten Marktbewertung bis zum operativen Markteintritt: im DACH-Raum, in weiteren Ländern der EU sowie in Lateinamerika und Asien. Dabei verbinde ich strategische Analyse mit einem pragmatischen Blick auf das, was vor Ort tatsächlich funktioniert, und beziehe bestehende Unterstützungsangebote für den Export von Anfang an mit ein.',
    ],
    icon: 'globe',
    offerings: [
      {
        title: 'Marktauswahl & Länderbewertung',
        description:
          'Anhand klarer Kriterien – Marktgröße, Wettbewerb, Zugangshürden und Passung zu Ihrem Angebot – vergleiche ich mögliche Zielmärkte. Sie erhalten eine begründete Priorisierung statt einer Entscheidung nach Bauchgefühl.',
      },
      {
        title: 'Markteintrittsstrategie',
        description:
          'Direktvertrieb, Vertriebspartner, Kooperation, Joint Venture oder eigene Niederlassung: Ich wäge die Eintrittsformen nach Risiko, Kapitalbedarf und Kontrolle ab und empfehle jene, die zu Ihrer Situation passt.',
      },
      {
        title: 'Lokalisierung von Angebot & Marke',
        description:
          'Ich prüfe, wie Produkt, Preise, Botschaften und Unterlagen an den Zielmarkt angepasst werden müssen – von der Tonalität bis zu lokalen Kaufgewohnheiten. So wirkt Ihr Auftritt vor Ort nicht wie eine bloße Übersetzung.',
      },
      {
        title: 'Partner- & Distributorensuche',
        description:
          'Ich definiere das Profil geeigneter Vertriebs- und Kooperationspartner, recherchiere Kandidaten und bereite die ersten Gespräche vor. Auf Wunsch begleite ich Sie bei Verhandlungen und bei der Gestaltung der Zusammenarbeit.',
      },
      {
        title: 'Business Case & Ressourcenplanung',
        description:
          'Ich rechne durch, was der Markteintritt kostet, welche Ressourcen er bindet und unter welchen Annahmen er sich trägt. Damit entscheiden Sie für oder gegen einen Markt auf einer belastbaren Grundlage.',
      },
      {
        title: 'Förderungen für die Internationalisierung',
        description:
          'Viele Internationalisierungsschritte lassen sich mit Förderprogrammen und Unterstützungsangeboten abfedern, etwa jenen der Außenwirtschaft Austria oder der EU. Ich identifiziere passende Instrumente und plane sie frühzeitig ein.',
      },
      {
        title: 'Umsetzungsbegleitung im Zielmarkt',
        description:
          'In der Anfangsphase begleite ich den Markteintritt operativ: mit einem Maßnahmenplan, regelmäßigen Reviews und Anpassungen, sobald erste Rückmeldungen aus dem Markt vorliegen.',
      },
    ],
    benefits: {
      title: 'Was Sie gewinnen',
      items: [
        'Eine begründete Entscheidung, welche Märkte Sie zuerst angehen – und welche (noch) nicht',
        'Eine Eintrittsform, die zu Ihrem Risiko- und Budgetrahmen passt',
        'Einen Auftritt, der im Zielmarkt verstanden wird',
        'Ein klares Partnerprofil und eine vorbereitete Partneransprache',
        'Einen Business Case, der auch vor Bank, Investoren und Förderstellen besteht',
      ],
    },
    topic: 'international',
    areaServed: ['AT', 'DE', 'CH', 'EU', 'LATAM', 'ASIA'],
    relatedPackages: ['international-expansion', 'market-entry', 'funding-growth'],
  },
  {
    slug: 'innovation',
    title: 'Innovation & Transformation',
    summary:
      'Neue Geschäftsmodelle entwickeln, Ideen früh am Markt testen und Veränderung so gestalten, dass Ihr Team sie mitträgt.',
    description:
      'Innovation und Transformation für KMU, Startups und Bildungsanbieter: Geschäftsmodelle entwickeln, Ideen testen und Veränderung wirksam umsetzen.',
    intro: [
      'Märkte, Technologien und Kundenerwartungen verändern sich schneller als viele Geschäftsmodelle. Wer nur das bestehende Geschäft optimiert, verliert früher oder später den Anschluss – wer alles gleichzeitig umkrempeln will, überfordert die Organisation.',
      'Ich unterstütze Sie dabei, den richtigen Weg dazwischen zu finden: Chancen systematisch zu erkennen, Ideen mit überschaubarem Aufwand am Markt zu testen und die vielversprechendsten konsequent umzusetzen. Methoden wie Business Model Canvas, Design Thinking oder Lean Startup setze ich dort ein, wo sie Ihnen tatsächlich weiterhelfen – pragmatisch und angepasst an die Größe Ihrer Organisation.',
    ],
    icon: 'lightbulb',
    offerings: [
      {
        title: 'Innovations-Standortbestimmung',
        description:
          'Ich analysiere, wo Ihr Unternehmen heute steht: Geschäftsmodell, Angebotsportfolio, Markttrends und interne Innovationsfähigkeit. Daraus entstehen konkrete Handlungsfelder mit klaren Prioritäten.',
      },
      {
        title: 'Geschäftsmodellentwicklung',
        description:
          'Mit dem Business Model Canvas und verwandten Werkzeugen entwickeln wir gemeinsam neue oder erweiterte Geschäftsmodelle – etwa Service- und Abo-Angebote, digitale Produkte oder zusätzliche Erlösquellen. Jede Variante prüfe ich auf Kundennutzen, Machbarkeit und Wirtschaftlichkeit.',
      },
      {
        title: 'Ideenworkshops & Design Thinking',
        description:
          'In moderierten Workshops erarbeite ich mit Ihrem Team Lösungen für konkrete Kundenprobleme. Der Fokus liegt auf wenigen, gut begründeten Ideen statt auf langen Ideenlisten.',
      },
      {
        title: 'Validierung & Prototyping',
        description:
          'Bevor Sie investieren, teste ich zentrale Annahmen mit Kundeninterviews, Landingpages, Prototypen oder Pilotprojekten. So erfahren Sie früh, was der Markt tatsächlich annimmt.',
      },
      {
        title: 'Innovations-Roadmap',
        description:
          'Ich übersetze die ausgewählten Vorhaben in eine Roadmap mit Meilensteinen, Verantwortlichkeiten und Entscheidungspunkten. So bleibt Innovation kein Nebenprojekt, das im Tagesgeschäft untergeht.',
      },
      {
        title: 'Change-Begleitung',
        description:
          'Veränderung gelingt nur, wenn die Menschen sie mittragen. Ich unterstütze Sie bei der Kommunikation, bei der Einbindung von Schlüsselpersonen und im Umgang mit Widerständen – von der Geschäftsführung bis ins Team.',
      },
      {
        title: 'Digitalisierung von Prozessen & Angeboten',
        description:
          'Ich identifiziere, wo digitale Werkzeuge Ihre Abläufe oder Ihr Angebot spürbar verbessern, und priorisiere Vorhaben nach Nutzen und Aufwand. Dabei berate ich unabhängig von Software-Anbietern.',
      },
    ],
    benefits: {
      title: 'Was Sie gewinnen',
      items: [
        'Einen klaren Überblick, wo sich Innovation für Ihr Unternehmen lohnt',
        'Geprüfte Geschäftsmodell-Ideen statt teurer Experimente ins Blaue',
        'Eine Roadmap, die Innovation neben dem Tagesgeschäft möglich macht',
        'Ein Team, das Veränderung versteht und mitgestaltet',
        'Eine solide Grundlage für Anträge in Innovationsförderprogrammen',
      ],
    },
    topic: 'innovation',
    areaServed: ['AT', 'DE', 'CH'],
    relatedPackages: ['innovation-transformation', 'funding-growth', 'sparring'],
  },
  {
    slug: 'funding',
    title: 'Förderungen & Finanzierung',
    summary:
      'Passende Förderprogramme finden, schlüssige Anträge vorbereiten und eine Finanzierung aufstellen, die Ihr Wachstum trägt.',
    description:
      'Förderberatung für KMU, Startups und EPU: passende Programme finden, Anträge vorbereiten, Businessplan erstellen und den Investoren-Pitch schärfen.',
    intro: [
      'Die Förderlandschaft in Österreich, Deutschland und der Schweiz ist vielfältig – und unübersichtlich. Zwischen Landes- und Bundesförderungen, EU-Programmen, Zuschüssen, Darlehen und Garantien den Überblick zu behalten, kostet Zeit, die im Tagesgeschäft fehlt.',
      'Ich helfe Ihnen, die für Ihr Vorhaben passenden Instrumente zu finden – in Österreich etwa bei FFG, aws oder Landesförderstellen wie dem KWF in Kärnten – und Ihr Projekt so aufzubereiten, dass es fachlich und formal überzeugt. Ebenso unterstütze ich Sie bei Businessplan, Finanzplanung und der Vorbereitung auf Gespräche mit Banken und Investoren. Über eine Förderung entscheidet die jeweilige Förderstelle; eine sorgfältige Vorbereitung schafft dafür die bestmögliche Ausgangslage.',
    ],
    icon: 'coins',
    offerings: [
      {
        title: 'Förder-Check',
        description:
          'Ich prüfe Ihr Vorhaben auf passende Förderprogramme auf Landes-, Bundes- und EU-Ebene und bewerte Voraussetzungen, Fristen und Aufwand. Sie erhalten eine priorisierte Übersicht mit konkreten Empfehlungen.',
      },
      {
        title: 'Antragsvorbereitung & -begleitung',
        description:
          'Ich unterstütze Sie beim Aufbau des Antrags, bei Projektbeschreibung, Arbeitsplan und Kostenplan. Dabei achte ich darauf, dass Ihr Vorhaben die Bewertungskriterien des jeweiligen Programms nachvollziehbar adressiert.',
      },
      {
        title: 'Businessplan & Finanzplanung',
        description:
          'Gemeinsam erstellen wir einen Businessplan mit Planrechnung, Liquiditäts- und Finanzierungsplan. Er dient Förderstellen, Banken und Investoren als Grundlage – und Ihnen selbst als Steuerungsinstrument.',
      },
      {
        title: 'Finanzierungsstrategie',
        description:
          'Wir stellen den passenden Mix aus Eigenmitteln, Förderungen, Bankfinanzierung, Garantien und gegebenenfalls Beteiligungskapital zusammen. So erkennen Sie Finanzierungslücken früh und vermeiden unnötige Abhängigkeiten.',
      },
      {
        title: 'Investor Readiness & Pitch-Deck',
        description:
          'Für Startups und wachstumsorientierte KMU bereite ich Pitch-Deck, Kennzahlen und Unterlagen für Gespräche mit Business Angels, Venture-Capital-Gebern oder Crowdinvesting-Plattformen vor. Gemeinsam proben wir den Pitch und die kritischen Fragen.',
      },
      {
        title: 'EU- und Kooperationsprojekte',
        description:
          'Für Vorhaben mit Partnern aus Wirtschaft, Forschung und Bildung unterstütze ich Sie bei Konsortialaufbau, Projektarchitektur und Antragsstruktur – etwa in Programmen wie Horizon Europe, Interreg oder Erasmus+.',
      },
      {
        title: 'Fördermanagement nach der Zusage',
        description:
          'Auch nach der Bewilligung begleite ich Sie: bei Zwischen- und Endberichten, Änderungsanträgen, Dokumentation und Abrechnung. So behalten Sie Auflagen und Fristen im Blick.',
      },
    ],
    benefits: {
      title: 'Was Sie gewinnen',
      items: [
        'Einen Überblick über die Förderprogramme, die für Ihr Vorhaben wirklich infrage kommen',
        'Anträge, die formal vollständig und inhaltlich schlüssig sind',
        'Einen Businessplan, den Sie auch selbst zur Steuerung nutzen',
        'Eine Finanzierungsstruktur, die zu Ihrem Wachstumstempo passt',
        'Mehr Sicherheit in Gesprächen mit Banken und Investoren',
      ],
    },
    topic: 'funding',
    areaServed: ['AT', 'DE', 'CH'],
    relatedPackages: ['funding-growth', 'innovation-transformation', 'sparring'],
  },
] satisfies ServiceArea[];

/** The service area with the given slug, or `undefined` when there is none. */
export function getService(slug: string): ServiceArea | undefined {
  return services.find((service) => service.slug === slug);
}
