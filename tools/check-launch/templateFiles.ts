/**
 * The template's placeholder images (dev/make-placeholders.mjs), by their SHA-256: while a
 * file still has this content, the owner has not replaced it yet. A file of the same name with
 * other content counts as replaced.
 */
export const templateImages = [
  {
    file: 'content/images/portrait.jpg',
    sha256: '15b0edc4488610c4befed703c37bd299514d0d38809fa5380257ee90e7051513',
    todo: 'durch Ihr Porträt ersetzen (gleicher Dateiname, JPEG, 640 × 853 Pixel, hochformatig)',
  },
  {
    file: 'public/og-default.jpg',
    sha256: '39029b1475a8309292503b48509ab61a902fa88dfbc5f63a84477dd1169074c3',
    todo: 'durch Ihr Vorschaubild für soziale Netzwerke ersetzen (gleicher Dateiname, JPEG, 1200 × 630 Pixel) und es in defaultImageAlt beschreiben',
  },
] as const;

/** Addresses that only a template or a test machine uses, never a live site. */
export const exampleHosts = /(^|\.)(example\.(com|org|net)|localhost)$|^127\.|^\[?::1\]?$/;
