/**
 * The words of the browser editor (`npm run edit`) that are not in the schemas or data files: the
 * names and descriptions of its collections and pages. Decap CMS brings the rest in German.
 */
export const editorText = {
  title: 'Website bearbeiten',
  articles: {
    label: 'Artikel',
    singular: 'Artikel',
    description:
      'Ihre Blog-Artikel. Ein neuer Artikel erscheint nach dem nächsten Build unter /blog, im Feed und in der Sitemap; seine Adresse entsteht aus dem Titel.',
    body: 'Text',
    bodyHint:
      'Zwischenüberschriften mit „Überschrift 2“ und „Überschrift 3“ (die Hauptüberschrift ist der Titel). Bilder über „+“ → „Bild“, immer mit Bildbeschreibung.',
  },
  image: {
    label: 'Bild',
    file: 'Bilddatei',
    alt: 'Bildbeschreibung (Alternativtext)',
    altHint: 'Was das Bild zeigt, in einem Satz – für Menschen, die es nicht sehen, und für Suchmaschinen.',
    title: 'Bildtitel (optional)',
  },
  settings: {
    label: 'Einstellungen',
    description:
      'Ihr Name, Ihre Kontaktdaten, rechtlichen Angaben und Dienste – eine Angabe, überall auf der Website verwendet.',
    placeholder: '**Noch der Beispielwert der Vorlage:** bitte Ihren eigenen Wert eintragen.',
  },
  pages: {
    label: 'Seiten',
    description:
      'Die Texte der Seiten. {name}, {region} und {years} setzen Ihren Namen, Ihr Bundesland und Ihre Jahre Erfahrung aus den Einstellungen ein.',
    files: {
      home: { label: 'Startseite' },
      about: { label: 'Über mich' },
      services: { label: 'Beratungsfelder', entries: 'Die vier Beratungsfelder' },
      packages: { label: 'Pakete', entries: 'Die Pakete' },
      references: { label: 'Referenzen' },
      contact: { label: 'Kontaktformular' },
    },
  },
  saveRefused: 'Nicht gespeichert – die Website würde so nicht gebaut:',
} as const;
