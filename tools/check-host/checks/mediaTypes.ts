import { extensionMediaTypes, fileMediaTypes, withCharset } from '#integrations/emit/hosting/mediaTypes.ts';
import { homeAssets } from '../assets.ts';
import type { CheckContext, CheckResult } from '../context.ts';
import { type Answer, get, header } from '../request.ts';

interface Expectation {
  types: readonly string[];
  charset?: true;
}

/** The line for a wrong Content-Type, or null when it is one of the expected ones. */
function wrongType(answer: Answer, expected: Expectation): string | null {
  const served = header(answer, 'content-type') ?? '';
  const [essence = '', ...parameters] = served
    .toLowerCase()
    .split(';')
    .map((part) => part.trim());
  const charset = parameters
    .find((part) => part.startsWith('charset='))
    ?.slice(8)
    .replace(/"/g, '');
  const ok =
    expected.types.includes(essence) &&
    (expected.charset ? charset === 'utf-8' : charset === undefined || charset === 'utf-8');
  if (ok) return null;
  const want = expected.charset ? withCharset(expected.types[0] ?? '') : expected.types.join('“ oder „');
  return `${answer.url.pathname} wird als „${served || '(ohne Content-Type)'}“ ausgeliefert statt als „${want}“.`;
}

/** Exact Content-Type of the home page, the files it uses and the site's special files. */
export async function checkMediaTypes(context: CheckContext): Promise<CheckResult> {
  const html = extensionMediaTypes.html as Expectation;
  const targets: [URL, Expectation][] = [
    ...[...homeAssets(context)].flatMap(([extension, url]): [URL, Expectation][] => {
      const expected = extensionMediaTypes[extension];
      return expected ? [[url, expected]] : [];
    }),
    ...fileMediaTypes.map(({ file, type }): [URL, Expectation] => [
      new URL(`/${file}`, context.origin),
      { types: [type], charset: true },
    ]),
    [new URL('/robots.txt', context.origin), extensionMediaTypes.txt as Expectation],
  ];
  const answers = await Promise.all(
    targets.map(async ([url, expected]) => [await get(url, { readBody: false }), expected] as const),
  );
  const problems = [
    wrongType(context.home, html),
    ...answers.map(([answer, expected]) =>
      answer.status === 200
        ? wrongType(answer, expected)
        : `${answer.url.pathname} antwortet mit ${answer.status} statt 200.`,
    ),
  ];
  const kinds = [...new Set(targets.map(([url]) => url.pathname.match(/\.(\w+)$/)?.[1]))].join(', ');
  return {
    problems: problems.filter((line): line is string => line !== null),
    checked: `Medientypen (html, ${kinds})`,
  };
}
