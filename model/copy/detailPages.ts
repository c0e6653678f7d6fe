/** UI copy of the service pages (`/services/{slug}`) and package pages (`/packages/{slug}`). */
export const detailCopy = {
  backHome: 'Zurück zur Startseite',
  /** Visible call to action at the bottom of a package card. */
  cardMore: 'Paket ansehen →',
  service: {
    kicker: 'Beratungsfeld',
    contents: 'Auf dieser Seite',
    offeringsTitle: 'Leistungen im Überblick',
    offeringsIntro:
      'Sieben Bausteine, die ich je nach Ausgangslage kombiniere – als einzelne Leistung oder als durchgängige Begleitung vom ersten Workshop bis zur Umsetzung.',
    ctaTitle: 'Sprechen wir über Ihr Vorhaben',
    ctaText:
      'In einem unverbindlichen Erstgespräch klären wir gemeinsam Ihre Ausgangslage, Ihre Ziele und welche Leistungen Sie tatsächlich brauchen.',
    ctaLabel: 'Jetzt Beratung anfragen',
    relatedTitle: 'Passende Pakete',
    relatedIntro:
      'Klar umrissene Pakete, in denen diese Leistungen zusammenkommen – mit festem Fokus und greifbarem Ergebnis.',
  },
  package: {
    kicker: 'Paket',
    /** Page title: says it is a package, so it differs from the service area of the same name. */
    metaTitle: (title: string) => `Paket ${title}`,
    audienceTitle: 'Für wen',
    itemsTitle: 'Was Sie in diesem Paket erwartet',
    itemsIntro: 'Fünf aufeinander abgestimmte Bausteine, die ich an Ihre Situation und Ihr Tempo anpasse.',
    outcomeTitle: 'Ihr Ergebnis',
    ctaTitle: 'Passt dieses Paket zu Ihnen?',
    ctaText:
      'In einem unverbindlichen Erstgespräch klären wir gemeinsam Ihre Ausgangslage und ob dieses Paket der richtige Rahmen ist – oder was Sie stattdessen weiterbringt.',
    othersTitle: 'Weitere Pakete',
    othersIntro:
      'Jedes Paket hat einen eigenen Schwerpunkt. Vielleicht passt eines davon noch besser zu Ihrer Situation.',
    /** `serviceType` of packages whose topic matches no service area (education, sparring). */
    defaultServiceType: 'Strategieberatung',
  },
  /** Names in the `BreadcrumbList` and the `OfferCatalog` of the structured data. */
  schema: {
    /** The home page's crumb. */
    home: 'Start',
    services: 'Beratungsfelder',
    packages: 'Pakete',
    catalog: (title: string) => `Leistungen: ${title}`,
  },
} as const;
