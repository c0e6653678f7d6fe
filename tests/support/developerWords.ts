/**
 * Commands, files, environment variables and settings keys: the terminal's words (README,
 * ANLEITUNG.md, `npm run deploy`), never on the owner's screens or in the editor's publish log.
 */
export const developerWords = [
  /npm run/,
  /--no-build|--yes|--allow-ftp/,
  /\bdeploy\.\w/,
  /DEPLOY_/,
  /\.env\b/,
  /\.ya?ml\b/,
  /ANLEITUNG\.md/,
  /dist\/client/,
  /\.htaccess|_headers/,
  /content\/settings/,
  /PUBLIC_ENV__/,
];

/** The developer words found in `text`, as their patterns. */
export const developerWordsIn = (text: string): string[] =>
  developerWords.filter((word) => word.test(text)).map(String);
