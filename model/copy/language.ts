/**
 * The language switch on a German page (components/layout/LanguageSwitch.tsx): the other language's
 * name in that language, and what the link does, in this page's language; together they are its
 * accessible name, each part marked with its language.
 */
export const languageCopy = {
  /** The link's text in the mobile menu, in the language it leads to. */
  name: 'English',
  /** Its text in the header, beside the colour scheme switch: the language's code. */
  short: 'EN',
  /** `lang` of the name and `hreflang` of the link. */
  lang: 'en',
  /** Read after the name where the page has an English version. */
  samePage: ' – diese Seite auf Englisch',
  /** Read after the name where it has none: the link leads to the English home page. */
  homePage: ' – zur englischen Startseite',
};
