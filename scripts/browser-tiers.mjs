// The two browser tiers of `npm test`, side by side: the site tier's output as it comes, the tools
// tier's into reports/tools.log, printed after the site tier's. The tools tier mostly waits (for
// builds, servers, uploads), so running both at once takes a third less time on two cores than
// one after the other (docs/testing.md). The system programs are checked first, one tier after
// the other: two package installs at once would fight over Debian's package lock.
// Exit code: non-zero when either tier failed.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';

for (const tier of ['site', 'tools']) {
  const check = spawnSync('node', ['dev/ensure-system-packages.mjs', tier], { stdio: 'inherit' });
  if (check.status !== 0) process.exit(check.status ?? 1);
}

mkdirSync('reports', { recursive: true });
const toolsLog = 'reports/tools.log';

/** One tier's Playwright run; resolves with its exit code. */
function run(args, env, output) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', output ?? 'inherit', output ?? 'inherit'],
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const log = createWriteStream(toolsLog);
await new Promise((resolve) => log.on('open', resolve));
// Its own port for the preview, which the site tier's preview holds (tests/support/playwrightBase.ts).
const tools = run(['-c', 'playwright.tools.config.ts'], { E2E_PORT: '4175' }, log);
const site = await run([], {});
console.log('\n== The tools tier (run beside the site tier; its output from reports/tools.log):');
const toolsCode = await tools;
log.end();
process.stdout.write(readFileSync(toolsLog, 'utf8'));
process.exit(site !== 0 ? site : toolsCode);
