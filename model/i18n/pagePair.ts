/** A page in both languages: its German and its English address (model/i18n/counterparts.ts). */
export interface PagePair {
  de: string;
  en: string;
}
