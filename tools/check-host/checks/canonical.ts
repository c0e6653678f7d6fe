import { said } from '../../deploy/said.ts';
import type { CheckContext, CheckResult } from '../context.ts';
import { linkHref, metaContent } from '../html.ts';

/** The home page's canonical link and og:url name the deployed origin. */
export async function checkCanonical({ origin, home }: CheckContext): Promise<CheckResult> {
  const expected = `${origin.origin}/`;
  const fix = said(
    'Die Website-Adresse (url in content/settings/site.yaml oder PUBLIC_ENV__SITE_URL) setzen, neu bauen und hochladen.',
    'Die „Adresse der Website“ unter Einstellungen › Dienste richtigstellen, speichern und noch einmal veröffentlichen.',
  );
  const found = [
    ['Der kanonische Link (rel="canonical")', linkHref(home.body, 'canonical')],
    ['og:url', metaContent(home.body, 'property', 'og:url')],
  ] as const;
  const problems = found
    .filter(([, value]) => value !== expected)
    .map(([what, value]) => {
      const found = `${what} der Startseite ist „${value ?? '–'}“ statt „${expected}“.`;
      return said(`${found} ${fix.terminal}`, `${found} ${fix.owner}`);
    });
  return { problems, checked: 'kanonische Adresse' };
}
