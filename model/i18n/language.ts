/**
 * The site's languages: German at the root, English under /en/ (docs/english.md). German is the
 * original, every English page a translation of a German one.
 */
export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];

/** `<html lang>`, `hreflang` and the feed's language of each. */
export const htmlLang: Record<Language, string> = { de: 'de-AT', en: 'en' };

/**
 * `og:locale` of each. British English (en_GB): the English is written in British spelling, for
 * clients in Europe first.
 */
export const ogLocale: Record<Language, string> = { de: 'de_AT', en: 'en_GB' };

/** The English pages' address prefix. */
export const englishPrefix = '/en';

/** The environment variable that makes a build the English one (integrations/buildLanguage.ts). */
export const languageVariable = 'SITE_LANGUAGE';

/**
 * The language a build makes: German unless `SITE_LANGUAGE=en`, which the build script sets for the
 * English pass (integrations/buildSite.mjs) and `npm run dev:en` for the English dev server.
 */
export function buildLanguage(env: Readonly<Record<string, string | undefined>> = process.env): Language {
  const set = env[languageVariable]?.trim();
  if (!set) return 'de';
  if ((languages as readonly string[]).includes(set)) return set as Language;
  throw new Error(`${languageVariable}=${set}: erlaubt ist ${languages.join(' oder ')}`);
}
