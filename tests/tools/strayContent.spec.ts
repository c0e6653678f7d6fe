import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/editorProcess.ts';
import { ownerEnv, projectCopy } from '../support/projectCopy.ts';

// A file in content/ that no collection owns stops the build and the editor before Vike reads any
// `+` file (model/load/strayContent.ts): a content/+config.ts from a tampered copy would otherwise
// run as the build's configuration. On a copy of the project, with a file that leaves a mark when it runs.

let root = '';
/** The editor's port, should it start at all. */
let port = 0;

test.beforeAll(async () => {
  root = projectCopy('site-stray-content-');
  port = await freePort();
});
test.afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Runs a command in the project copy as the owner does; one that still runs after two minutes is ended. */
const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...ownerEnv(), EDITOR_PORT: String(port) },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
};

test('npm run build and npm run edit stop at a content/+config.ts with one German line, and run none of it', async () => {
  test.setTimeout(300_000);
  const mark = path.join(root, 'GELAUFEN');
  writeFileSync(
    path.join(root, 'content/+config.ts'),
    `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(mark)}, 'ja');\nconsole.log('FREMDER CODE LIEF');\nexport default {};\n`,
  );
  const line =
    '✗ content/+config.ts: diese Datei gehört nicht in den Ordner content/ – erlaubt sind nur die Dateien, die der Editor selbst schreibt: die Einstellungen, die Seitentexte, Artikel (.md) in content/articles, ihre englischen Fassungen in content/en, Bilder (JPEG, PNG, WebP, AVIF) in content/images/blog, das Porträtfoto, das Vorschaubild für soziale Netzwerke und der Verlauf des Editors.';
  for (const [command, args] of [
    ['npm', ['run', '--silent', 'build']],
    // What npm run edit runs, started directly so that a run that does not stop can be ended.
    ['node', ['tools/edit/run.mjs']],
  ] as const) {
    const { code, output } = run(command, [...args]);
    expect(code, output).toBe(1);
    expect(output).toContain(line);
    expect(output).not.toContain('FREMDER CODE LIEF');
    expect(output).not.toMatch(/^\s+at /m);
    expect(existsSync(mark)).toBe(false);
  }
  // A web page placed among the texts stops it the same way.
  rmSync(path.join(root, 'content/+config.ts'));
  writeFileSync(path.join(root, 'content/texts/seite.htm'), '<script>alert(1)</script>');
  const page = run('npm', ['run', '--silent', 'build']);
  expect(page.code).toBe(1);
  expect(page.output).toContain('✗ content/texts/seite.htm: diese Datei gehört nicht in den Ordner content/');
});
