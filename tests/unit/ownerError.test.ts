import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyProblems } from '#integrations/articles/bodyRules.ts';
import { parseFrontmatter } from '#integrations/articles/frontmatter.ts';
import { parseMarkdown } from '#integrations/articles/renderBody.ts';
import { parseDataFile } from '#model/load/loadData.ts';
import { OwnerError, type Problem, problemLine, problemPlace, problemsOf } from '#model/load/ownerError.ts';
import { label } from '#model/schemas/rules.ts';
import { launchReport } from '#tools/check-launch/launchReport.ts';
import { readEnvFile } from '#tools/deploy/envFile.ts';
import { dataProblems } from '#tools/edit/server/fields/problems.ts';
import { FieldsRefused } from '#tools/edit/server/http/actions.ts';
import { refusalOf } from '../support/ownerErrors.ts';

// The one shape of what the owner must fix (model/load/ownerError.ts): structured problems – file,
// line, field, text, and the field the editor marks – and one formatter for their lines. Fixtures
// only: a schema, a Markdown text and files made here, never the live content/ folder.

describe('the one formatter', () => {
  it('puts file, line, field and text together, each part only when known', () => {
    expect(problemLine({ file: 'a.md', line: 7, text: 'zu lang' })).toBe('a.md, Zeile 7: zu lang');
    expect(problemLine({ file: 'site.yaml', field: 'person.name (Ihr Name)', text: 'ist leer' })).toBe(
      'site.yaml: person.name (Ihr Name): ist leer',
    );
    expect(problemLine({ file: 'a.md', line: 3, field: 'title', text: 'x' })).toBe('a.md, Zeile 3: title: x');
    expect(problemLine({ field: 'Ihr Porträt', text: 'zu klein' })).toBe('Ihr Porträt: zu klein');
    expect(problemLine({ text: 'Der Server antwortet nicht.' })).toBe('Der Server antwortet nicht.');
    expect(problemPlace({ file: '.env.deploy', line: 2 })).toBe('.env.deploy, Zeile 2');
    expect(problemPlace({ file: '.env.deploy' })).toBe('.env.deploy');
  });

  it('is the error’s message and lines: one German line per problem, no stack trace', () => {
    const error = new OwnerError([{ file: 'a.md', line: 2, text: 'eins' }, 'zwei']);
    expect(error.message).toBe('a.md, Zeile 2: eins\nzwei');
    expect(error.lines).toEqual(['a.md, Zeile 2: eins', 'zwei']);
    expect(error.stack).toBe(error.message);
    expect(error.problems).toEqual([{ file: 'a.md', line: 2, text: 'eins' }, { text: 'zwei' }]);
  });
});

describe('problems marked at their fields', () => {
  it('splits a text of several lines, the field marked once with the whole text', () => {
    const problems = problemsOf({ file: 'a.md' }, 'Feld „x“ ist unbekannt\nFeld „y“ ist unbekannt', { path: [] });
    expect(problems.map(problemLine)).toEqual(['a.md: Feld „x“ ist unbekannt', 'a.md: Feld „y“ ist unbekannt']);
    expect(new OwnerError(problems).marked).toEqual([
      { path: [], text: 'Feld „x“ ist unbekannt\nFeld „y“ ist unbekannt' },
    ]);
  });

  it('a data file: each mistake by its line and, for the editor, by the field’s path', () => {
    const schema = z.object({ cards: z.array(z.object({ title: label(z.string(), 'Titel') })) });
    const error = refusalOf(() => parseDataFile('texte.yaml', 'cards:\n  - title: 1\n', schema));
    expect(error.problems).toEqual([
      expect.objectContaining({
        file: 'texte.yaml',
        field: 'cards.1.title (Titel)',
        at: { path: ['cards', 0, 'title'] },
      }),
    ]);
    const [problem] = error.problems;
    expect(error.marked).toEqual([{ path: ['cards', 0, 'title'], text: problem?.text }]);
    expect(error.lines[0]).toBe(`texte.yaml: cards.1.title (Titel): ${problem?.text}`);
  });

  it('an article: the line names the key, the field gets the editor’s own words', () => {
    const error = refusalOf(() =>
      parseFrontmatter('a.md', {
        title: 'Titel',
        category: 'Innovation',
        description: 'Eine Beschreibung für Suchmaschinen, die lang genug ist, um erlaubt zu sein.',
        excerpt: 'Kurz.',
        icon: 'lightbulb',
        datePublished: '2025-01-15',
        dateModified: '2024-06-01',
      }),
    );
    expect(error.lines).toEqual([
      'a.md: dateModified: „2024-06-01“ liegt vor datePublished „2025-01-15“ – erlaubt: derselbe Tag oder ein späterer',
    ]);
    expect(error.marked).toEqual([
      {
        path: ['dateModified'],
        text: '„2024-06-01“ liegt vor dem Tag der Veröffentlichung „2025-01-15“ – erlaubt: derselbe Tag oder ein späterer',
      },
    ]);
  });
});

describe('the places that once wrote „file, Zeile n“ by hand', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'owner-error-'));

  it('an article body: a structured problem at its line, marked at the text', () => {
    const { tree } = parseMarkdown('---\ntitle: x\n---\n\n## Teil\n\nText\n\n# Zu groß\n');
    const problems: Problem[] = bodyProblems('a.md', tree, folder);
    expect(problems).toEqual([expect.objectContaining({ file: 'a.md', line: 9, at: { path: ['body'] } })]);
    expect(problemLine(problems[0] as Problem)).toMatch(/^a\.md, Zeile 9: Überschrift „# Zu groß“ ist nicht erlaubt/);
  });

  it('.env.deploy: each line through the formatter', () => {
    const file = path.join(folder, '.env.deploy');
    writeFileSync(file, '# Kommentar\nDEPLOY_PASSWORT=x\nunsinn\n');
    expect(readEnvFile(file).problems).toEqual([
      '.env.deploy, Zeile 2: „DEPLOY_PASSWORT“ ist unbekannt – erlaubt: DEPLOY_PASSWORD, DEPLOY_SSH_KEY, DEPLOY_SSH_KEY_PASSPHRASE',
      '.env.deploy, Zeile 3: keine Zuweisung – erlaubt: NAME=Wert, z. B. DEPLOY_PASSWORD=Ihr Passwort',
    ]);
  });

  it('the launch report: an unreadable file is listed under its place', () => {
    const report = launchReport([{ kind: 'unreadable', file: 'content/texts/home.yaml', line: 4, text: 'falsch' }]);
    expect(report.split('\n')).toContain('content/texts/home.yaml, Zeile 4');
    expect(report.split('\n')).toContain('  • falsch');
  });
});

describe('a save refused at its fields', () => {
  it('is an OwnerError: the build’s lines, the editor’s one line, the fields as the app gets them', () => {
    const schema = z.object({ name: label(z.string().min(3, 'zu kurz'), 'Ihr Name') });
    const build = refusalOf(() => parseDataFile('site.yaml', 'name: ab\n', schema));
    const refused = new FieldsRefused(build.problems, (marked) => dataProblems(schema, marked));
    expect(refused).toBeInstanceOf(OwnerError);
    expect(refused.lines).toEqual(['site.yaml: name (Ihr Name): zu kurz']);
    expect(refused.atFields).toEqual([{ field: ['name'], label: 'Ihr Name', message: 'zu kurz' }]);
    expect(refused.message).toBe('Nicht gespeichert: Ihr Name – zu kurz');
  });
});
