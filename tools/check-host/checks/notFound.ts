import { randomBytes } from 'node:crypto';
import type { CheckContext, CheckResult } from '../context.ts';
import { get } from '../request.ts';

/** The site's own 404 page carries this attribute (pages/_error/+Page.tsx); a server's own error page does not. */
const marker = 'data-not-found';

/** An unknown path answers 404 with the site's own 404 page (404.html). */
export async function checkNotFound({ origin }: CheckContext): Promise<CheckResult> {
  const path = `/gibt-es-nicht-${randomBytes(4).toString('hex')}`;
  const answer = await get(new URL(path, origin));
  const problems: string[] = [];
  if (answer.status !== 404) {
    problems.push(
      `Eine unbekannte Adresse (${path}) antwortet mit ${answer.status} statt 404: Suchmaschinen halten solche Adressen für echte Seiten.`,
    );
  }
  if (!answer.body.includes(marker)) {
    problems.push(
      `Eine unbekannte Adresse (${path}) zeigt nicht die eigene 404-Seite (404.html), sondern ${answer.status === 404 ? 'die Fehlerseite des Servers' : 'etwas anderes'}.`,
    );
  }
  return { problems, checked: '404-Seite' };
}
