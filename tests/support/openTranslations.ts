import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { completeSettings } from './settingsProject.ts';

/**
 * A copy of the project ready to go live with English switched on while translations are open: the
 * complete settings, the template's English texts (their own template values confirmed), one German
 * article without its English version (innovation-praxis) and one changed since it was translated
 * (go-to-market-strategie). The launch check lists both as notes, not obstacles.
 */
export function withOpenTranslations(root: string): void {
  writeFileSync(path.join(root, 'content/settings/site.yaml'), `${completeSettings}\nenglish: true\n`);
  const englishSettings = path.join(root, 'content/en/settings/site.yaml');
  writeFileSync(englishSettings, readFileSync(englishSettings, 'utf8').replaceAll('!platzhalter ', ''));
  rmSync(path.join(root, 'content/en/articles/innovation-in-practice.md'));
  const changed = path.join(root, 'content/articles/go-to-market-strategie.md');
  writeFileSync(changed, `${readFileSync(changed, 'utf8').trimEnd()}\n\nEin neuer Absatz.\n`);
}
