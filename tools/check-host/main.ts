import { distDir } from '#integrations/distDir.mjs';
import { runChecks } from './checks.ts';
import { HostError } from './netErrors.ts';
import { originFrom } from './origin.ts';
import { get, header } from './request.ts';
import { sendTestEnquiry } from './testEnquiry.ts';

const testFlag = '--testanfrage';

/**
 * `npm run check:host -- https://www.meine-domain.at [--testanfrage]`: checks the deployed site and
 * prints one German line per problem (exit code 1), or a short summary when all is well (exit code
 * 0). With `--testanfrage` it also sends one marked test enquiry through the live form.
 */
async function main(args: string[]): Promise<number> {
  const unknown = args.find((arg) => arg.startsWith('--') && arg !== testFlag);
  if (unknown) {
    console.log(
      `Unbekannte Option „${unknown}“ – erlaubt ist nur ${testFlag}. Aufruf: npm run check:host -- https://www.meine-domain.at ${testFlag}`,
    );
    return 1;
  }
  const origin = originFrom(args.find((arg) => !arg.startsWith('--')));
  if (typeof origin === 'string') {
    console.log(origin);
    return 1;
  }
  console.log(`Prüfe ${origin.origin} …`);
  let home: Awaited<ReturnType<typeof get>>;
  try {
    home = await get(new URL('/', origin));
  } catch (error) {
    if (error instanceof HostError) return fail([error.message]);
    throw error;
  }
  const location = header(home, 'location');
  if (home.status >= 300 && home.status < 400 && location) {
    const target = new URL(location, home.url);
    if (target.href === home.url.href)
      return fail([`${home.url.href} leitet auf sich selbst um: Browser melden „zu viele Umleitungen“.`]);
    return fail([
      `${home.url.href} leitet auf ${target.href} um. Ist ${target.origin} die Adresse der Website? Dann: npm run check:host -- ${target.origin}`,
    ]);
  }
  if (home.status !== 200) return fail([`Die Startseite ${home.url.href} antwortet mit ${home.status} statt 200.`]);
  const [results, enquiry] = await Promise.all([
    runChecks({ origin, home, distDir: distDir() }),
    args.includes(testFlag) ? sendTestEnquiry(origin) : undefined,
  ]);
  const problems = [...results.flatMap((result) => result.problems), ...(enquiry && !enquiry.ok ? [enquiry.line] : [])];
  if (enquiry?.ok) console.log(`✓ ${enquiry.line}`);
  if (problems.length > 0) return fail(problems);
  console.log(`✓ Alles in Ordnung: ${results.map((result) => result.checked).join(', ')}.`);
  return 0;
}

function fail(problems: string[]): number {
  for (const problem of problems) console.log(`✗ ${problem}`);
  const count = problems.length === 1 ? 'Ein Problem' : `${problems.length} Probleme`;
  console.log(`${count} gefunden. Was zu tun ist: ANLEITUNG.md, Abschnitt „Live-Website prüfen“.`);
  return 1;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.log(`✗ Die Prüfung ist unerwartet abgebrochen: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
