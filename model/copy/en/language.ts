import type { languageCopy as german } from '../language.ts';

/** The language switch on an English page (see ../language.ts). */
export const languageCopy: typeof german = {
  name: 'Deutsch',
  short: 'DE',
  lang: 'de-AT',
  samePage: ' – this page in German',
  homePage: ' – the German home page',
};
