import { projectRoot } from '#model/load/dataFile.ts';
import { targetText } from '#tools/text/target.ts';
import type { CopySummary } from '../deploy/backup/copyManifest.ts';
import { copyText, restoredText } from '../deploy/backup/copyText.ts';
import { fetchCopy } from '../deploy/backup/fetchCopy.ts';
import { describeError } from '../deploy/errors.ts';
import type { Remote } from '../deploy/remote.ts';
import { bytes, files } from '../deploy/report.ts';
import { secretsOf } from '../deploy/target.ts';
import { applyCopy, changesOf } from './applyCopy.ts';
import { openBackup } from './connect.ts';
import { type Questions, terminalQuestions } from './questions.ts';
import { targetChangesIn, targetQuestion } from './restoredTarget.ts';
import { restoreTarget } from './restoreTarget.ts';

/**
 * `npm run restore`: a copy of the owner's work from the server back into this project (docs/backup.md;
 * ANLEITUNG.md, „Sicherung“). Nothing is written before the chosen copy arrived whole and matched its checksums,
 * and nothing the project already holds is replaced without asking; what is replaced is kept.
 */

const allowed = ['--allow-ftp'];

async function chooseAndFetch(backup: Remote, copies: readonly CopySummary[], questions: Questions) {
  if (copies.length === 0) {
    console.log(
      `✗ In ${backup.root} liegt keine Sicherung – erlaubt: der Ordner, in den Ihre Veröffentlichungen gesichert haben (deploy.backupFolder, sonst website-sicherung neben dem Ordner der Website).`,
    );
    return undefined;
  }
  console.log(`Sicherungen in ${backup.root}:`);
  for (const [index, copy] of copies.entries()) console.log(`  ${index + 1}  ${copyText(copy)}`);
  let chosen = copies[0];
  for (;;) {
    const answer = await questions.ask(`Welche Sicherung zurückholen? (Nummer, Enter: 1 – die neueste) `);
    if (answer === undefined) return undefined;
    const number = answer === '' ? 1 : Number(answer);
    if (Number.isInteger(number) && copies[number - 1]) {
      chosen = copies[number - 1];
      break;
    }
    console.log(`  Erlaubt: eine Nummer von 1 bis ${copies.length}.`);
  }
  if (!chosen) return undefined;
  const started = performance.now();
  const copy = await fetchCopy(backup, chosen.id, `vom Server (${copyText(chosen)})`);
  console.log(
    `✓ Geladen und geprüft: ${files(copy.files.length)}, ${bytes(copy.manifest.bytes)} in ${((performance.now() - started) / 1000).toLocaleString('de-AT', { maximumFractionDigits: 1 })} s – alle Prüfsummen stimmen.`,
  );
  return copy;
}

async function main(args: string[], questions: Questions): Promise<number> {
  const unknown = args.find((arg) => !allowed.includes(arg));
  if (unknown) {
    console.log(`✗ Unbekannte Angabe „${unknown}“ – erlaubt: ${allowed.join(', ')}`);
    return 1;
  }
  const root = projectRoot();
  console.log('Sicherung vom Server zurückholen (npm run restore)');
  const target = await restoreTarget(root, process.env, questions, args.includes('--allow-ftp'));
  if (!target) {
    console.log('Abgebrochen: nichts wurde geschrieben.');
    return 1;
  }
  const redact = (text: string) => secretsOf(target).reduce((line, secret) => line.split(secret).join('•••'), text);
  let remote: Remote | undefined;
  let copy: Awaited<ReturnType<typeof chooseAndFetch>>;
  try {
    console.log(`Verbinde mit ${target.protocol}://${target.user}@${target.host}:${target.port} …`);
    const opened = await openBackup(target, {
      line: (text = '') => console.log(text),
      askHostKey: ({ server }) => questions.yes(`Diesem Server (${server}) vertrauen?`),
    });
    if (!opened) return 1;
    remote = opened.remote;
    copy = await chooseAndFetch(opened.backup, opened.copies, questions);
  } catch (error) {
    console.log(`✗ ${redact(describeError(error, target))}`);
    console.log('Nichts wurde geschrieben.');
    return 1;
  } finally {
    await remote?.close();
  }
  if (!copy) return 1;
  const subject = copyText(copy.manifest);
  // Another server for the publish is shown and asked about first: the copy may have been changed on the server.
  const otherServer = targetQuestion(targetChangesIn(root, copy.files));
  if (otherServer) {
    console.log(otherServer);
    if (!(await questions.yes(targetText.question))) {
      console.log('Abgebrochen: nichts wurde geschrieben.');
      return 1;
    }
  }
  const { replaced } = changesOf(root, copy.files);
  if (replaced.length > 0) {
    console.log(
      `In diesem Projekt liegen schon Inhalte: ${files(replaced.length)} würden ersetzt oder entfernt (z. B. ${replaced.slice(0, 3).join(', ')}). Sie bleiben im Ordner .vor-wiederherstellung erhalten und, wenn das Projekt einen Verlauf hat, als Eintrag im „Verlauf“ des Editors.`,
    );
    if (!(await questions.yes(`Durch die ${subject} ersetzen?`))) {
      console.log('Abgebrochen: nichts wurde geschrieben.');
      return 1;
    }
  }
  const kept = await applyCopy(root, copy.files, subject);
  console.log(
    `✓ ${subject} wiederhergestellt: ${files(copy.files.length)}. ${restoredText(copy.files.map((file) => file.path))}`,
  );
  if (kept) console.log(`  Was vorher da war, liegt in ${kept}.`);
  console.log('Weiter mit npm run edit (Inhalte bearbeiten) oder npm run deploy (veröffentlichen).');
  return 0;
}

const questions = terminalQuestions();
try {
  process.exitCode = await main(process.argv.slice(2), questions);
} catch (error) {
  console.log(
    `✗ Die Wiederherstellung ist unerwartet abgebrochen: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  questions.close();
}
