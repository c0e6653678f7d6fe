/** Copy of the 404 page and the generic error screen (the spec keeps these in English). */
export const errorCopy = {
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    text: 'Die angeforderte Seite gibt es nicht (mehr). Vielleicht hilft Ihnen der Weg zurück zur Startseite weiter.',
    home: 'Return to Home',
    metaTitle: 'Seite nicht gefunden (404)',
    metaDescription:
      'Diese Seite gibt es nicht (mehr). Über die Startseite finden Sie Beratungsfelder, Pakete, Insights und den Kontakt.',
  },
  generic: {
    title: 'Unexpected Application Error!',
    /** HTTP reason phrases shown with the status code. */
    statusTexts: {
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      410: 'Gone',
      500: 'Internal Server Error',
      503: 'Service Unavailable',
    } as Record<number, string>,
    fallback: 'Error',
    metaTitle: 'Unerwarteter Fehler',
    metaDescription:
      'Beim Anzeigen dieser Seite ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
  },
};
