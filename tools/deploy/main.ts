import { createInterface } from 'node:readline/promises';
import { projectRoot } from '#model/load/dataFile.ts';
import { runDeploy } from './deployOnce.ts';
import { parseOptions } from './options.ts';
import { Output } from './output.ts';
import type { DeployReporter, HostKeyQuestion } from './reporter.ts';
import { inTerminal } from './said.ts';

/**
 * `npm run deploy` in a terminal: runs the deploy (deployOnce.ts) and prints what it reports. The first
 * deploy to an SFTP server asks here whether to trust the server's key; without a terminal to
 * ask in (CI, a pipe) it refuses unless --yes.
 */

async function ask(question: HostKeyQuestion): Promise<boolean> {
  const readline = createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (;;) {
      const answer = (
        await readline.question(`Diesem Server (${question.server}) vertrauen und den Schlüssel speichern? (j/n) `)
      )
        .trim()
        .toLowerCase();
      if (['j', 'ja', 'y', 'yes'].includes(answer)) return true;
      if (['n', 'nein', 'no', ''].includes(answer)) return false;
    }
  } finally {
    readline.close();
  }
}

const canAsk = Boolean(process.stdin.isTTY && process.stdout.isTTY && !process.env.CI);

function terminal(out: Output): DeployReporter {
  return {
    line: (text = '') => out.line(inTerminal(text)),
    phase: () => undefined,
    progress: (_progress, text) => out.progress(text),
    ...(canAsk ? { askHostKey: ask } : {}),
  };
}

const out = new Output();
try {
  const options = parseOptions(process.argv.slice(2));
  if (typeof options === 'string') {
    out.line(`✗ ${options}`);
    process.exitCode = 1;
  } else process.exitCode = await runDeploy(projectRoot(), options, process.env, terminal(out));
} catch (error) {
  out.line(
    `✗ Die Veröffentlichung ist unerwartet abgebrochen: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  );
  process.exitCode = 1;
}
