/** Copy of the 404 page and the generic error screen (the spec keeps these in English). */
export const errorCopy = {
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    text: 'Die angeforderte Seite gibt es nicht (mehr). Vielleicht hilft Ihnen der Weg zurück zur Startseite weiter.',
    home: 'Return to Home',
    metaTitle: 'Seite nicht gefunden (404)',
    metaDescription: 'Diese Seite gibt es nicht (mehr). Über die Startseite finden Sie Beratungsfelder, Pakete, Insights und den Kontakt.',
  },
  generic: {
    title: 'Unexpected Application Error!',
    fallback: 'Internal Server Error',
    metaTitle: 'Unerwarteter Fehler',
    metaDescription: 'Beim Anzeigen dieser Seite ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
  },
};
