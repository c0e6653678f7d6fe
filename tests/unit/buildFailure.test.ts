import { describe, expect, it } from 'vitest';
import { buildFailure } from '#tools/deploy/buildFailure.ts';
import { forOwner, inTerminal } from '#tools/deploy/said.ts';
import { developerWordsIn } from '../support/developerWords.ts';
import { fixtureRoot } from '../support/fixtureSite.ts';

// A build that fails on the owner's content, as `npm run build:live` prints it (its lines copied
// from a real run): the terminal keeps every line; the editor's publish log names the article by
// its title and the field by its label, says what was found and what is allowed, and asks to
// correct and publish again, with none of the bundler's lines, no stack, no command, no path.

const bundler = 'vite v8.3.8 building client environment for production...';
const article = 'content/articles/innovation-praxis.md';
const problems = [
  `${article}: datePublished: „2026-13-45“ ist kein Datum – erlaubt: ein Datum als JJJJ-MM-TT, z. B. 2025-01-15`,
  `${article}: dateModified: „2025-01-15“ liegt vor datePublished „2026-13-45“ – erlaubt: derselbe Tag oder ein späterer`,
  `content/settings/site.yaml, Zeile 12: person.name (Ihr Name): fehlt – erlaubt: ein Text`,
];
const crash = [
  bundler,
  'error during build:',
  "TypeError: Cannot read properties of undefined (reading 'map')",
  '    at renderPage (/home/maria/website/renderer/+onRenderHtml.tsx:41:17)',
];

describe('a failed build in the publish log', () => {
  it('names each mistake in the owner’s words and asks to correct and publish again', () => {
    const lines = buildFailure(fixtureRoot, [bundler, ...problems]);
    const owner = lines.map(forOwner);
    expect(owner).toEqual([
      '✗ Artikel „Innovation im KMU-Alltag: So gelingt sie ohne eigene Forschungsabteilung“ – Veröffentlicht am: „2026-13-45“ ist kein Datum – erlaubt: ein Datum als JJJJ-MM-TT, z. B. 2025-01-15',
      '✗ Artikel „Innovation im KMU-Alltag: So gelingt sie ohne eigene Forschungsabteilung“ – Zuletzt geändert am: „2025-01-15“ liegt vor Veröffentlicht am „2026-13-45“ – erlaubt: derselbe Tag oder ein späterer',
      '✗ Einstellungen – Ihr Name: fehlt – erlaubt: ein Text',
      '✗ Nichts wurde hochgeladen. Bitte korrigieren Sie das Genannte im Editor und veröffentlichen Sie dann noch einmal.',
    ]);
    expect(owner.flatMap(developerWordsIn)).toEqual([]);
    // The terminal has every line of the build, in order.
    expect(lines.map(inTerminal).join('\n')).toContain([bundler, ...problems].join('\n'));
  });

  it('a build that crashed shows no stack and no path of this computer, only whom to ask', () => {
    const owner = buildFailure(fixtureRoot, crash).map(forOwner).join('\n');
    expect(owner).not.toMatch(/vite|TypeError|\/home\/| at |error during build/);
    expect(owner).toContain('liegt nicht an Ihren Inhalten');
    expect(developerWordsIn(owner)).toEqual([]);
  });
});
