import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CheckContext, CheckResult } from '../context.ts';
import { get } from '../request.ts';

/** The site's own 404 page carries this attribute (pages/_error/+Page.tsx); a server's own error page does not. */
const marker = 'data-not-found';

/** The English 404 page is the English build's (`<html lang="en">`, docs/english.md). */
const englishPage = /<html[^>]*\slang="en"/;

/** An unknown path answers 404 with the site's own 404 page (404.html). */
async function germanProblems(origin: URL): Promise<string[]> {
  const unknown = `/gibt-es-nicht-${randomBytes(4).toString('hex')}`;
  const answer = await get(new URL(unknown, origin));
  const problems: string[] = [];
  if (answer.status !== 404) {
    problems.push(
      `Eine unbekannte Adresse (${unknown}) antwortet mit ${answer.status} statt 404: Suchmaschinen halten solche Adressen für echte Seiten.`,
    );
  }
  if (!answer.body.includes(marker)) {
    problems.push(
      `Eine unbekannte Adresse (${unknown}) zeigt nicht die eigene 404-Seite (404.html), sondern ${answer.status === 404 ? 'die Fehlerseite des Servers' : 'etwas anderes'}.`,
    );
  }
  return problems;
}

/**
 * Where the build has the English pages: an unknown address under /en/ answers 404 with the English
 * 404 page (en/404.html), as the build's hosting rules make it (docs/deployment.md).
 */
async function englishProblems(origin: URL, distDir: string): Promise<string[]> {
  if (!existsSync(path.join(distDir, 'client', 'en', '404.html'))) return [];
  const unknown = `/en/does-not-exist-${randomBytes(4).toString('hex')}`;
  const answer = await get(new URL(unknown, origin));
  if (answer.status === 404 && answer.body.includes(marker) && englishPage.test(answer.body)) return [];
  return [
    `Eine unbekannte englische Adresse (${unknown}) zeigt nicht die englische 404-Seite (en/404.html) mit Status 404, sondern ${answer.status === 404 ? 'eine andere Fehlerseite' : `Status ${answer.status}`}: auf Apache die Datei .htaccess aus dist/client mit hochladen, auf nginx den Block für /en/ einrichten, auf Netlify die Regel „/en/* /en/404.html 404“ (docs/deployment.md).`,
  ];
}

/** Unknown paths answer 404 with the site's own 404 page, under /en/ with the English one. */
export async function checkNotFound({ origin, distDir }: CheckContext): Promise<CheckResult> {
  const [german, english] = await Promise.all([germanProblems(origin), englishProblems(origin, distDir)]);
  return { problems: [...german, ...english], checked: '404-Seite' };
}
