import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { articleCollection, dataFiles } from '#model/collections.ts';
import {
  englishArticlesFolder,
  englishSettingsFile,
  englishTextFile,
  sourcesFile,
  sourcesKeyOf,
  textKeys,
} from '#model/i18n/englishFiles.ts';
import { sourceHash } from '#model/i18n/sourceHash.ts';
import { blockingItems, isBlocking, translationNotes } from '#tools/check-launch/blocking.ts';
import { launchItems } from '#tools/check-launch/launchCheck.ts';
import type { LaunchItem } from '#tools/check-launch/launchItem.ts';
import { launchReport, launchSummary, terminalLine } from '#tools/check-launch/launchReport.ts';
import { publishActions } from '#tools/edit/server/jobs/publishActions.ts';
import { englishArticle } from '../support/englishProject.ts';
import { englishProjects } from '../support/englishProjects.ts';
import { fixtureRoot } from '../support/fixtureSite.ts';

// With English switched on, the launch check names what the English site still lacks, in the
// owner's words on the editor's page „Website veröffentlichen“ (each with a link to its entry) and
// with the files in the terminal: page texts and articles „nur Deutsch“ or „veraltet“, an English
// site that is not built because a page text has no English file, and template values in English
// files like those in German ones. Open translations are notes: listed under their own heading,
// they block neither \`npm run check:launch\` / \`build:live\` nor the editor's publish button.

const project = englishProjects();

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const englishArticleFile = `${englishArticlesFolder}/${englishArticle.slug}.md`;
const germanArticleFile = `${articleCollection.folder}/${englishArticle.translationOf}.md`;

/** Records every English file as translated from the German file as it is now (as the editor's save does). */
function markTranslated(root: string) {
  const pairs = [
    ...textKeys.map((key) => [englishTextFile(key), dataFiles[key].file] as const),
    [englishArticleFile, germanArticleFile] as const,
  ];
  const sources = Object.fromEntries(
    pairs.map(([english, german]) => [sourcesKeyOf(english), sourceHash(read(root, german))]),
  );
  writeFileSync(path.join(root, sourcesFile), stringify(sources));
}

const englishOnly = (items: readonly LaunchItem[]) =>
  items.filter(
    (item) =>
      item.kind === 'translation' ||
      (item.kind === 'field' && (item.german !== undefined || item.found.kind === 'englishNotBuilt')),
  );

/** The English items as the editor's publish page shows them: the blocking ones, then the notes. */
async function ownerItems(root: string) {
  const { items, notes } = await publishActions(root).launchItems({});
  return [...items, ...notes].filter((item) => /englisch|Englische Fassung/i.test(`${item.place} ${item.text}`));
}

describe('the launch check with English on', () => {
  it('names nothing English while English is off', () => {
    expect(englishOnly(launchItems(project(undefined, false), {}))).toEqual([]);
  });

  it('names every article still „nur Deutsch“, with its title and a link to it, and nothing translated', async () => {
    const root = project();
    markTranslated(root);
    const items = englishOnly(launchItems(root, {}));
    const germanSlugs = [
      'foerderungen-innovation',
      'innovation-praxis',
      'internationalisierung-strategie',
      'kmus-business-schools',
    ];
    expect(items.map((item) => item.kind === 'translation' && [item.id, item.status])).toEqual(
      germanSlugs.map((slug) => [slug, 'nur Deutsch']),
    );
    const shown = await ownerItems(root);
    const praxis = shown.find((item) => item.link === '#/collections/artikel/entries/innovation-praxis');
    expect(praxis?.place).toMatch(/^Artikel › „.+“$/);
    expect(praxis?.text).toMatch(/^Englische Fassung: „nur Deutsch“ – .*„Englische Fassung anlegen“/);
  });

  it('names a page text and an article „veraltet“ once their German text changed', async () => {
    const root = project();
    markTranslated(root);
    const home = path.join(root, dataFiles.home.file);
    writeFileSync(
      home,
      read(root, dataFiles.home.file).replace(/^( {2}kicker: ).*$/m, '$1Neue Zeile über der Überschrift'),
    );
    writeFileSync(path.join(root, germanArticleFile), `${read(root, germanArticleFile)}\nEin neuer Absatz.\n`);
    const outdated = englishOnly(launchItems(root, {})).filter(
      (item) => item.kind === 'translation' && item.status === 'veraltet',
    );
    expect(outdated.map((item) => item.kind === 'translation' && [item.of, item.id, item.english])).toEqual([
      ['text', 'home', englishTextFile('home')],
      ['article', englishArticle.translationOf, englishArticleFile],
    ]);
    const shown = (await ownerItems(root)).find((item) => item.link === '#/collections/seiten/entries/home');
    expect(shown).toEqual({
      place: 'Seitentexte › Startseite',
      text: expect.stringMatching(/^Englische Fassung: „veraltet“ – .*„Als aktuell markieren“/),
      link: '#/collections/seiten/entries/home',
    });
    expect(launchReport(outdated)).toContain(
      `${dataFiles.home.file}\n  • Englische Fassung: veraltet – ${englishTextFile('home')}`,
    );
  });

  it('says in one item that the English site is not built while a page text has no English file', async () => {
    const root = project(['home', 'about']);
    const notBuilt = englishOnly(launchItems(root, {})).filter(
      (item) => item.kind === 'field' && item.found.kind === 'englishNotBuilt',
    );
    expect(notBuilt).toHaveLength(1);
    const shown = await ownerItems(root);
    const item = shown.find((candidate) => candidate.text.includes('englische Website entsteht erst'));
    expect(item?.place).toBe('Einstellungen › Sprachen');
    expect(item?.link).toBe('#/collections/einstellungen/entries/sprachen?feld=english');
    expect(item?.text).toContain('es fehlt noch: Beratungsfelder, Pakete, Referenzen, Kontaktformular');
    // Each missing page text is listed too, with its link.
    expect(shown.map((candidate) => candidate.link)).toContain('#/collections/seiten/entries/contact');
    expect(launchReport(notBuilt)).toContain(englishTextFile('services'));
  });

  it('lists template values in English files like German ones, at the German page', async () => {
    const root = project();
    markTranslated(root);
    const file = path.join(root, englishTextFile('home'));
    writeFileSync(file, read(root, englishTextFile('home')).replace(/^( {2}kicker: )(.*)$/m, '$1!platzhalter $2'));
    const [item] = englishOnly(launchItems(root, {})).filter((candidate) => candidate.kind === 'field');
    expect(item).toMatchObject({
      file: englishTextFile('home'),
      german: dataFiles.home.file,
      path: ['hero', 'kicker'],
    });
    const shown = (await ownerItems(root)).find((candidate) => candidate.place.includes('(englische Fassung)'));
    expect(shown).toMatchObject({
      place: 'Seitentexte › Startseite (englische Fassung)',
      link: '#/collections/seiten/entries/home?feld=hero.kicker',
    });
  });

  it('names a template value of the English settings by its field in the terminal, as the German settings do', () => {
    const root = project();
    // The fixture's English settings, whose description of the social image is a template value.
    mkdirSync(path.dirname(path.join(root, englishSettingsFile)), { recursive: true });
    copyFileSync(path.join(fixtureRoot, englishSettingsFile), path.join(root, englishSettingsFile));
    const item = launchItems(root, {}).find(
      (candidate) => candidate.kind === 'field' && candidate.file === englishSettingsFile,
    );
    expect(item && item.kind === 'field' && item.path).toEqual(['defaultImageAlt']);
    expect(item && terminalLine(item)).toMatch(
      /^defaultImageAlt \(Beschreibung des Standard-Vorschaubilds\): „Strategy/,
    );
  });

  it('lists open translations as notes: they block neither the check nor the publish button, the unbuilt English site does', async () => {
    const root = project(['home', 'about']);
    const items = launchItems(root, {});
    const notes = translationNotes(items);
    // Four page texts and four articles „nur Deutsch“, the home page and the English article „veraltet“ (no sources.yaml).
    expect(notes.map((item) => [item.id, item.status])).toEqual([
      ['home', 'veraltet'],
      ['about', 'veraltet'],
      ['services', 'nur Deutsch'],
      ['packages', 'nur Deutsch'],
      ['references', 'nur Deutsch'],
      ['contact', 'nur Deutsch'],
      ['foerderungen-innovation', 'nur Deutsch'],
      [englishArticle.translationOf, 'veraltet'],
      ['innovation-praxis', 'nur Deutsch'],
      ['internationalisierung-strategie', 'nur Deutsch'],
      ['kmus-business-schools', 'nur Deutsch'],
    ]);
    expect(blockingItems(items).some((item) => item.kind === 'translation')).toBe(false);
    const notBuilt = items.find((item) => item.kind === 'field' && item.found.kind === 'englishNotBuilt');
    expect(notBuilt && isBlocking(notBuilt)).toBe(true);

    // The editor's page: the notes apart from the items that keep the button disabled.
    const shown = await publishActions(root).launchItems({});
    expect(shown.notes.map((item) => item.link)).toContain('#/collections/artikel/entries/innovation-praxis');
    expect(shown.notes.every((item) => item.text.startsWith('Englische Fassung: „'))).toBe(true);
    expect(shown.items.filter((item) => item.text.startsWith('Englische Fassung: „'))).toEqual([]);
    expect(shown.items.map((item) => item.link)).toContain('#/collections/einstellungen/entries/sprachen?feld=english');
  });

  it('the terminal report: „Startklar“ with only notes open, the notes under their own heading after the blocking items', () => {
    const note = (id: string, status: 'nur Deutsch' | 'veraltet'): LaunchItem => ({
      kind: 'translation',
      file: `${articleCollection.folder}/${id}.md`,
      of: 'article',
      id,
      status,
      ...(status === 'veraltet' ? { english: englishArticleFile } : {}),
    });
    const notes = [note('innovation-praxis', 'nur Deutsch'), note(englishArticle.translationOf, 'veraltet')];
    const heading = 'Noch nicht übersetzt (kein Hindernis für die Veröffentlichung):';
    expect(launchReport(notes)).toBe(
      [
        'Startklar: keine offenen Punkte, 2 Übersetzungen offen. Weiter mit: npm run build:live',
        '',
        heading,
        '',
        `${articleCollection.folder}/innovation-praxis.md`,
        '  • Englische Fassung: nur Deutsch – im Editor (npm run edit): „Englische Fassung anlegen“, übersetzen und speichern',
        '',
        germanArticleFile,
        `  • Englische Fassung: veraltet – ${englishArticleFile} ist aus einer älteren Fassung dieser Datei übersetzt; im Editor (npm run edit): die Änderung übernehmen und speichern oder „Als aktuell markieren“`,
      ].join('\n'),
    );
    expect(launchSummary(notes)).toBe(
      'Startklar: keine offenen Punkte, 2 Übersetzungen offen – dist/client kann hochgeladen werden',
    );
    expect(launchSummary(notes.slice(0, 1))).toBe(
      'Startklar: keine offenen Punkte, 1 Übersetzung offen – dist/client kann hochgeladen werden',
    );

    const stray: LaunchItem = { kind: 'stray', file: 'content/images/articles/notiz.txt', name: 'notiz.txt' };
    const report = launchReport([notes[0] as LaunchItem, stray, notes[1] as LaunchItem]);
    expect(report).toMatch(/^Noch nicht startklar – 1 Punkt ist offen:\n\ncontent\/images\/articles\/notiz\.txt\n/);
    const [blocking, after] = report.split(heading);
    expect(blocking).not.toContain('Englische Fassung');
    expect(blocking).toContain('prüfen Sie dann erneut mit: npm run check:launch');
    expect(after).toContain(`${articleCollection.folder}/innovation-praxis.md\n  • Englische Fassung: nur Deutsch`);
    expect(launchSummary([stray, ...notes])).toBe(
      '1 Punkt offen, 2 Übersetzungen offen – vor dem Veröffentlichen: npm run check:launch',
    );
  });
});
