import { homeAssets } from '../assets.ts';
import type { CheckContext, CheckResult } from '../context.ts';
import { type Answer, get, header } from '../request.ts';

const year = 31_536_000;

function compressed(answer: Answer, what: string): string | null {
  const encoding = header(answer, 'content-encoding')?.trim().toLowerCase();
  return encoding === 'br' || encoding === 'gzip'
    ? null
    : `${what} (${answer.url.pathname}) wird nicht komprimiert (weder Brotli noch gzip): Seiten laden langsamer.`;
}

const cachedForAYear = (answer: Answer) => {
  const value = header(answer, 'cache-control') ?? '';
  return Number(value.match(/max-age\s*=\s*(\d+)/i)?.[1] ?? 0) >= year && /\bimmutable\b/i.test(value);
};

/** One line for all files under /assets/ that may not stay a year in the browser's cache. */
function notCached(answers: Answer[]): string | null {
  const short = answers.filter((answer) => !cachedForAYear(answer));
  const [first] = short;
  if (!first) return null;
  const value = header(first, 'cache-control') ?? '–';
  const files =
    short.length === 1 ? first.url.pathname : `${short.length} Dateien unter /assets/ (z. B. ${first.url.pathname})`;
  return `${files}: Cache-Control „${value}“ statt „public, max-age=${year}, immutable“ – Dateien unter /assets/ ändern nie ihren Inhalt, nur ihren Namen, und dürfen ein Jahr im Browser bleiben.`;
}

function revalidated(answer: Answer): string | null {
  const value = header(answer, 'cache-control') ?? '';
  if (/\bno-cache\b|\bno-store\b|max-age\s*=\s*0\b/i.test(value)) return null;
  return `Die Startseite hat Cache-Control „${value || '–'}“ statt „no-cache“: Browser zeigen nach einer Änderung womöglich die alte Fassung.`;
}

/** Brotli or gzip for HTML, CSS and JavaScript; a year of caching for /assets/, revalidation for HTML. */
export async function checkDelivery(context: CheckContext): Promise<CheckResult> {
  const assets = homeAssets(context);
  const code = [assets.get('css'), assets.get('js')].filter((url): url is URL => url !== undefined);
  const answers = await Promise.all(code.map((url) => get(url, { readBody: false })));
  const hashed = [...assets.values()].filter((url) => url.pathname.startsWith('/assets/'));
  const cached = await Promise.all(
    hashed.filter((url) => !code.includes(url)).map((url) => get(url, { readBody: false })),
  );
  const problems = [
    compressed(context.home, 'Die Startseite'),
    ...answers.map((answer) => compressed(answer, answer.url.pathname.endsWith('.css') ? 'CSS' : 'JavaScript')),
    revalidated(context.home),
    notCached([...answers, ...cached].filter((answer) => answer.url.pathname.startsWith('/assets/'))),
  ];
  return { problems: problems.filter((line): line is string => line !== null), checked: 'Komprimierung und Caching' };
}
