import { distDir } from '#integrations/distDir.mjs';
import { forOwner, inTerminal, type Line, mapLine, said } from '../deploy/said.ts';
import { runChecks } from './checks.ts';
import { HostError } from './netErrors.ts';
import { originFrom } from './origin.ts';
import { print } from './print.ts';
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
    const found = `${home.url.href} leitet auf ${target.href} um. Ist ${target.origin} die Adresse der Website? Dann`;
    return fail([
      said(
        `${found}: npm run check:host -- ${target.origin}`,
        `${found} diese Adresse unter Einstellungen › Dienste als „Adresse der Website“ eintragen, speichern und noch einmal veröffentlichen.`,
      ),
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
  const checked = (rendering: (line: Line) => string) => results.map((result) => rendering(result.checked)).join(', ');
  print(said(`✓ Alles in Ordnung: ${checked(inTerminal)}.`, `✓ Alles in Ordnung: ${checked(forOwner)}.`));
  return 0;
}

function fail(problems: Line[]): number {
  for (const problem of problems) print(mapLine(problem, (text) => `✗ ${text}`));
  const count = problems.length === 1 ? 'Ein Problem' : `${problems.length} Probleme`;
  print(
    said(
      `${count} gefunden. Was zu tun ist: ANLEITUNG.md, Abschnitt „Live-Website prüfen“.`,
      `${count} gefunden. Was zu tun ist, steht in der Anleitung im Abschnitt „Live-Website prüfen“.`,
    ),
  );
  return 1;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.log(`✗ Die Prüfung ist unerwartet abgebrochen: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
