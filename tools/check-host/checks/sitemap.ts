import type { CheckContext, CheckResult } from '../context.ts';
import { unescapeHtml } from '../html.ts';
import { HostError } from '../netErrors.ts';
import { inPool } from '../pool.ts';
import { get } from '../request.ts';

const maxUrls = 200;
const parallel = 4;
const budgetMs = 90_000;
/** More failures than this become one line with examples. */
const maxLines = 3;

/** A sitemap URL that does not answer 200: the whole line, and a short form for a list of examples. */
interface Failure {
  url: string;
  short: string;
  text: string;
}

/** Every URL of sitemap.xml (at most 200, four at a time) is on the origin and answers 200. */
export async function checkSitemap({ origin }: CheckContext): Promise<CheckResult> {
  const sitemap = await get(new URL('/sitemap.xml', origin));
  if (sitemap.status !== 200)
    return { problems: [`/sitemap.xml antwortet mit ${sitemap.status} statt 200.`], checked: 'sitemap.xml' };
  const urls = [...sitemap.body.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)]
    .map((match) => unescapeHtml(match[1] ?? ''))
    .filter((url) => URL.canParse(url));
  const foreign = urls.filter((url) => new URL(url).origin !== origin.origin);
  const own = urls.filter((url) => new URL(url).origin === origin.origin).slice(0, maxUrls);
  const problems: string[] = [];
  if (foreign.length > 0) {
    problems.push(
      `sitemap.xml nennt ${foreign.length} Adressen auf ${new URL(foreign[0] ?? '').origin} statt ${origin.origin}: die Website wurde für eine andere Adresse gebaut (url in content/settings/site.yaml oder PUBLIC_ENV__SITE_URL).`,
    );
  }
  const results = await inPool(own, parallel, budgetMs, async (url): Promise<Failure | null> => {
    try {
      const { status } = await get(url, { readBody: false });
      return status === 200 ? null : { url, short: String(status), text: `antwortet mit ${status} statt 200.` };
    } catch (error) {
      if (error instanceof HostError) return { url, short: 'nicht erreichbar', text: error.message };
      throw error;
    }
  });
  const failed = results.filter((result): result is Failure => result !== null);
  if (failed.length <= maxLines) problems.push(...failed.map(({ url, text }) => `${url} (aus sitemap.xml): ${text}`));
  else {
    const examples = failed.slice(0, maxLines).map(({ url, short }) => `${new URL(url).pathname} (${short})`);
    problems.push(
      `${failed.length} von ${results.length} Adressen aus sitemap.xml antworten nicht mit 200, z. B. ${examples.join(', ')}.`,
    );
  }
  if (results.length < own.length)
    problems.push(
      `Die Website antwortet langsam: in ${budgetMs / 1000} s waren nur ${results.length} von ${own.length} Adressen der sitemap.xml zu prüfen.`,
    );
  const more = urls.length - foreign.length > maxUrls ? ` (die ersten ${maxUrls})` : '';
  return { problems, checked: `${results.length} Adressen der sitemap.xml${more}` };
}
