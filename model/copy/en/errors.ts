import type { Words } from '../../i18n/words.ts';
import type * as German from '../errors.ts';

/** The 404 page and the error screen on the English pages (see ../errors.ts). */
export const errorCopy: Words<typeof German.errorCopy> = {
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    text: 'The page you asked for does not exist (any more). The way back to the home page may help.',
    home: 'Return to Home',
    metaTitle: 'Page not found (404)',
    metaDescription:
      'This page does not exist (any more). The home page leads to the consulting areas, packages, insights and contact.',
  },
  generic: {
    title: 'Unexpected Application Error!',
    statusTexts: {
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      410: 'Gone',
      500: 'Internal Server Error',
      503: 'Service Unavailable',
    },
    fallback: 'Error',
    metaTitle: 'Unexpected error',
    metaDescription: 'An unexpected error occurred while showing this page. Please try again later.',
  },
};
