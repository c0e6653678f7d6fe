import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { developerWordsIn } from '../support/developerWords.ts';
import { expect, fileEditor, test } from '../support/editorFixture.ts';
import { openScreen } from '../support/editorScreens.ts';
import { replaceImages } from '../support/projectCopy.ts';
import { completeSettings } from '../support/settingsProject.ts';

// A build that fails on the owner's content, from the editor's publish page: the settings are
// complete (nothing open in the launch check) and an article's date was typed wrong outside the
// editor. The page names the article by its title, the field by its label, what was found and
// what is allowed, and asks to correct and publish again: no bundler line, no stack, no command,
// no folder of this computer.

const copy = fileEditor({
  prefix: 'site-publish-failed-build-',
  prepare: async (root) => {
    await replaceImages(root);
    writeFileSync(path.join(root, 'content/settings/site.yaml'), completeSettings);
    const article = path.join(root, 'content/articles/innovation-praxis.md');
    writeFileSync(article, readFileSync(article, 'utf8').replace(/^datePublished: .*$/m, 'datePublished: 2026-13-45'));
  },
});

test('a failed build: one line in the owner’s words per mistake, and the advice to correct and publish again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openScreen(page, copy.admin, 'Website veröffentlichen');
  await page.getByRole('button', { name: 'Website bauen' }).click();
  const main = page.getByRole('main');
  await expect(main).toContainText(
    '✗ Artikel „Innovation im KMU-Alltag: So gelingt sie ohne eigene Forschungsabteilung“ – Veröffentlicht am: „2026-13-45“ ist kein Datum – erlaubt:',
    { timeout: 180_000 },
  );
  await expect(main).toContainText(
    'Bitte korrigieren Sie das Genannte im Editor und veröffentlichen Sie dann noch einmal.',
  );
  const words = await main.innerText();
  expect(developerWordsIn(words)).toEqual([]);
  expect(words).not.toMatch(/vite|vike|content\/articles|\.md\b| at |\/tmp\//);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('build-failed-390.png'), fullPage: true });
});
