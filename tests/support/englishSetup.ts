import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { englishRunVariable, startEnglishBuild } from './englishSite.ts';

/** Options of `playwright test` that take a value, so that the value is not read as a file filter. */
const withValue = new Set([
  '-c',
  '--config',
  '--project',
  '-j',
  '--workers',
  '-g',
  '--grep',
  '--grep-invert',
  '--reporter',
  '--retries',
  '--repeat-each',
  '--timeout',
  '--output',
  '--shard',
  '--max-failures',
  '-x',
]);

/** The file filters of this run (`playwright test english blog.spec.ts` → english, blog.spec.ts). */
function fileFilters(argv: readonly string[]): string[] {
  const args = argv.slice(argv.indexOf('test') + 1);
  return args.filter((arg, index) => !arg.startsWith('-') && !withValue.has(args[index - 1] ?? ''));
}

/**
 * The site tier's global setup: a folder for this run's English build (englishSite.ts). A run
 * whose English specs are included (all specs, or a filter naming one) starts the build at once,
 * in the background, so that it is ready when the English projects begin, after the German ones
 * (playwright.config.ts); a run of German specs only builds nothing. The folder is removed after
 * the run. A folder given in ENGLISH_SITE_RUN is kept, and its build used again by the next run
 * (while writing a test: delete the folder when the code or the fixture changed).
 */
export default function englishSetup(config: FullConfig) {
  let building: Promise<void> | undefined;
  const kept = Boolean(process.env[englishRunVariable]);
  if (!kept) process.env[englishRunVariable] = mkdtempSync(path.join(tmpdir(), 'english-site-'));
  const filters = fileFilters(process.argv);
  const hasEnglish = config.projects.some((project) => project.name.startsWith('english'));
  if (hasEnglish && (filters.length === 0 || filters.some((filter) => filter.includes('english'))))
    building = startEnglishBuild();
  return async () => {
    await building;
    if (!kept) rmSync(process.env[englishRunVariable] ?? '', { recursive: true, force: true });
  };
}
