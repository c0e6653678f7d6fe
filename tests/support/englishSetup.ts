import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { englishRunVariable } from './englishSite.ts';

/**
 * The site tier's global setup: a folder for this run's English build, which the first spec that
 * needs it builds (englishSite.ts); nothing is built for a run of German specs only. Removed after
 * the run. A folder given in ENGLISH_SITE_RUN is kept, and its build used again by the next run
 * (while writing a test: delete the folder when the code or the fixture changed).
 */
export default function englishSetup() {
  if (process.env[englishRunVariable]) return;
  const run = mkdtempSync(path.join(tmpdir(), 'english-site-'));
  process.env[englishRunVariable] = run;
  return () => rmSync(run, { recursive: true, force: true });
}
