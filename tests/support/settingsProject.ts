import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The fixture's complete settings file: every value the owner's own, none a template value. */
export const completeSettings = readFileSync('tests/support/fixtures/settings/complete.yaml', 'utf8');

/** A fresh project folder whose content/settings/site.yaml holds `settings` (the complete fixture by default). */
export function settingsProject(settings = completeSettings): string {
  const root = mkdtempSync(path.join(tmpdir(), 'settings-project-'));
  mkdirSync(path.join(root, 'content/settings'), { recursive: true });
  writeFileSync(path.join(root, 'content/settings/site.yaml'), settings);
  return root;
}
