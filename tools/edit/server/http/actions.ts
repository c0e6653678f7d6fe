import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parse } from 'yaml';
import { preparePicture } from '#integrations/articles/images.ts';
import { articleCollection, dataFiles } from '#model/collections.ts';
import { sourcesFile } from '#model/i18n/englishFiles.ts';
import { keptDeployTarget, settingsFile } from '#model/load/deployKey.ts';
import { type MarkedProblem, OwnerError, type Problem } from '#model/load/ownerError.ts';
import { sectionName } from '#model/load/yamlComments.ts';
import { editorText } from '#tools/text/editor.ts';
import { changeText, entryText, subjectOf } from '../../../history/describe.ts';
import { type EditorHistory, editorHistory } from '../../../history/store.ts';
import { targetChangesIn, targetQuestion } from '../../../restore/restoredTarget.ts';
import type { CheckedParams, EditorAction } from '../../protocol/actions.ts';
import type { FieldProblem } from '../../protocol/fields.ts';
import { articleProblems, dataProblems, refusalLine } from '../fields/problems.ts';
import { confirmTemplateValue, openTemplateValues, TemplateValueError } from '../fields/templateValues.ts';
import { articleText, checkArticle } from '../files/articles.ts';
import {
  commentsOf,
  editableFile,
  listField,
  readForEditor,
  sectionKeys,
  sectionPath,
  writeFromEditor,
} from '../files/dataFiles.ts';
import { englishSettingsText, readEnglishSettings } from '../files/englishSettings.ts';
import { VersionConflict, versionOf } from '../files/entryVersion.ts';
import { keepOwnerText } from '../files/ownerText.ts';
import {
  checkFolder,
  checkPath,
  type EditorPath,
  isEditorFile,
  PathRefused,
  pathOrNothing,
  pictureFolder,
} from '../files/paths.ts';
import { pictureUsers } from '../files/pictureUsage.ts';
import { replaceSitePicture, SitePictureRefused, sitePictures } from '../files/sitePictures.ts';
import { moveSources, recordSource } from '../files/translations.ts';
import { checkUpload } from '../files/uploadRules.ts';
import { backupActions } from '../jobs/backupRoutes.ts';
import { publishActions } from '../jobs/publishActions.ts';
import { englishActions, englishSubject } from './englishActions.ts';
import { RefusedError } from './refused.ts';
import { checkedRequest, type Handlers, RequestRefused, run } from './request.ts';
import { BodyTooLarge, discardRest, readBodyText } from './requestBody.ts';

/**
 * The editor's server side: the actions the editor's app (app/) calls with `POST /api/v1
 * {action, params}`, answered in the dev server itself, so the editor needs no second port and no
 * request leaves the machine. It writes nothing the build would refuse: articles go through the
 * build's article loader, data files through their schema, and a refusal comes back as the build's
 * German lines. It reads and writes only the article folder, the data files and the picture folder,
 * takes only pictures as uploads (uploadRules.ts), and records every change in the history
 * (history/), from which „Verlauf“ restores. Who may call it at all is checked before
 * (requestGuard.ts).
 */

type Asset = CheckedParams<'uploadPicture'>['asset'];

/** The settings file's sections, by the names of their editor pages (`kontakt`). */
const sectionsOf = (root: string) => () =>
  commentsOf(root, dataFiles.settings.file).sections.map((section) => sectionName(section.title));

/**
 * An entry's path: a data file (the settings with one of its sections), an article, or the English
 * version of a page text, an article or the settings' words.
 */
const entryPath = (root: string, sent: unknown): EditorPath =>
  checkPath(root, sent, ['data', 'article', 'englishData', 'englishArticle'], sectionsOf(root));

/** The settings' words in English (server/files/englishSettings.ts): a form of their own. */
const isEnglishSettings = (checked: EditorPath) => checked.kind === 'englishData' && checked.key === 'settings';

const isEnglish = (checked: EditorPath) => checked.kind === 'englishData' || checked.kind === 'englishArticle';

/** The path as the editor names the entry: the settings' section stays part of it. */
const shownPath = (checked: EditorPath) =>
  checked.section ? sectionPath(checked.file, checked.section) : checked.file;

/** An upload as it will be stored: a picture by its content, under a safe name in the picture folder; else refused. */
async function checkedAsset(root: string, asset: Asset): Promise<{ checked: EditorPath; bytes: Buffer }> {
  const sent = checkPath(root, asset.path, ['upload']);
  const encoding = asset.encoding === 'base64' ? 'base64' : undefined;
  if (!encoding) throw new PathRefused();
  const bytes = Buffer.from(asset.content, encoding);
  const check = await checkUpload(path.posix.basename(sent.file), bytes);
  if (!check.ok) throw new RefusedError([check.problem], editorText.upload.refused);
  return { checked: checkPath(root, `${pictureFolder}/${check.name}`, ['picture']), bytes };
}

/**
 * The upload under a name no other picture has: a different picture of the same name is never
 * replaced, the new one becomes `name-2.jpg` (`-3` …); the very same picture keeps its name.
 */
async function freeName(root: string, asset: { checked: EditorPath; bytes: Buffer }) {
  const { dir, name, ext } = path.posix.parse(asset.checked.file);
  for (let number = 1; number < 1000; number++) {
    const candidate = number === 1 ? asset.checked : checkPath(root, `${dir}/${name}-${number}${ext}`, ['picture']);
    const onDisk = await readFile(candidate.absolute).catch(() => undefined);
    if (!onDisk || onDisk.equals(asset.bytes)) return { ...asset, checked: candidate };
  }
  throw new PathRefused();
}

async function entryFor(root: string, sent: unknown) {
  const checked = entryPath(root, sent);
  const dataFile = editableFile(checked.file);
  const data = isEnglishSettings(checked)
    ? readEnglishSettings(root)
    : dataFile
      ? readForEditor(root, dataFile)
      : await readFile(checked.absolute, 'utf8').catch(() => null);
  return { data, file: { path: shownPath(checked) }, version: await versionOf(root, checked) };
}

async function writeAsset(checked: EditorPath, bytes: Buffer) {
  await mkdir(path.dirname(checked.absolute), { recursive: true });
  await writeFile(checked.absolute, bytes);
}

async function saveEntry(root: string, history: EditorHistory, params: CheckedParams<'saveEntry'>) {
  // The files of the entry (one: an article, or a data file with its section) and pictures to store with it.
  const sentAssets = params.assets ?? [];
  let entries = params.dataFiles.map((entry) => ({
    checked: entryPath(root, entry.path),
    raw: entry.raw,
    version: entry.version,
  }));
  const assets = await Promise.all(sentAssets.map((asset) => checkedAsset(root, asset)));
  // A picture stored under a safer name than it was sent with: the text points to the new name.
  sentAssets.forEach((asset, index) => {
    const from = `${articleCollection.imagesAddress}/${path.posix.basename(asset.path)}`;
    const to = `${articleCollection.imagesAddress}/${path.posix.basename(assets[index]?.checked.file ?? asset.path)}`;
    if (from !== to) entries = entries.map((entry) => ({ ...entry, raw: entry.raw.replaceAll(from, to) }));
  });
  const [first] = entries;
  // A new article never replaces one that exists under the same address (the title made its name).
  if (params.newEntry === true && first?.checked.kind === 'article' && existsSync(first.checked.absolute))
    throw new FieldsRefused(
      [{ file: first.checked.file, field: 'title', text: editorText.articleExists, at: { path: ['title'] } }],
      articleProblems,
    );
  const section = first?.checked.section ? sectionTitle(root, first.checked.file, first.checked.section) : undefined;
  // Saving an English file records what it was translated from: the German as the owner sees it now.
  const english = first && isEnglish(first.checked) ? englishSubject(root, first.checked) : undefined;
  const note = {
    kind: 'save' as const,
    subject:
      english?.subject ??
      (first ? subjectOf(first.checked.file, { text: first.raw, section }) : editorText.history.subject.article),
    paths: [
      ...entries.map((entry) => entry.checked.file),
      ...assets.map((asset) => asset.checked.file),
      ...(english ? [sourcesFile] : []),
    ],
  };
  await history.change(note, async () => {
    // Checked one change at a time (the history's queue): of two tabs, the second save is refused.
    for (const entry of entries) {
      if (entry.version === undefined) continue;
      const now = await versionOf(root, entry.checked);
      if (now !== entry.version) throw new VersionConflict((await entryFor(root, shownPath(entry.checked))).data, now);
    }
    for (const asset of assets) await writeAsset(asset.checked, asset.bytes);
    for (const entry of entries) await persistFile(root, entry.checked, entry.raw);
    if (first && english?.german) await recordSource(root, first.checked.file, english.german);
  });
  // The version the editor's next save is based on.
  return { message: 'entry persisted', version: first ? await versionOf(root, first.checked) : '' };
}

const sectionTitle = (root: string, file: string, slug: string) =>
  commentsOf(root, file).sections.find((candidate) => sectionName(candidate.title) === slug)?.title;

/**
 * Deletes articles, pictures or English articles through the history, named by what the first of
 * them is; an English article's record in sources.yaml goes with it, in the same change.
 */
async function deleteFiles(root: string, history: EditorHistory, sent: readonly string[]) {
  if (sent.length === 0) throw new PathRefused();
  const targets = sent.map((file) => checkPath(root, file, ['article', 'picture', 'englishArticle']));
  const [first] = targets;
  const text = await readFile(first?.absolute ?? '', 'utf8').catch(() => undefined);
  const english = targets.filter((target) => target.kind === 'englishArticle').map((target) => target.file);
  const paths = [...targets.map((target) => target.file), ...(english.length > 0 ? [sourcesFile] : [])];
  const subject = first && isEnglish(first) ? englishSubject(root, first).subject : subjectOf(paths[0] ?? '', { text });
  await history.change({ kind: 'delete', subject, paths }, async () => {
    for (const target of targets) await unlink(target.absolute);
    if (english.length > 0)
      await moveSources(
        root,
        english.map((file) => ({ from: file })),
      );
  });
  return { message: 'gelöscht' };
}

async function persistFile(root: string, checked: EditorPath, raw: string) {
  if (isEnglishSettings(checked)) {
    let text: string;
    try {
      text = englishSettingsText(root, parse(raw) ?? {});
    } catch (error) {
      // The build's mistakes at the form's fields, which have the settings' names (person.bio).
      if (error instanceof OwnerError && error.marked.length > 0)
        throw new FieldsRefused(error.problems, (marked) => dataProblems(dataFiles.settings.schema, marked));
      throw error;
    }
    await mkdir(path.dirname(checked.absolute), { recursive: true });
    await writeFile(checked.absolute, text);
    return;
  }
  const data = editableFile(checked.file);
  if (data) {
    const values = (parse(raw) ?? {}) as Record<string, unknown>;
    try {
      writeFromEditor(
        root,
        data,
        values,
        checked.section ? sectionKeys(root, checked.file, checked.section) : undefined,
        // The deploy target's key is the publish page's to write, never the form's (model/load/deployKey.ts).
        data.key === 'settings' ? keptDeployTarget : undefined,
      );
    } catch (error) {
      // The build's mistakes at the editor's fields (a file that is one list shows it under `listField`).
      if (error instanceof OwnerError && error.marked.length > 0)
        throw new FieldsRefused(error.problems, (marked) => dataProblems(data.schema, marked, listField));
      throw error;
    }
    return;
  }
  // The owner's own writing stays where its meaning did not change (ownerText.ts).
  const onDisk = await readFile(checked.absolute, 'utf8').catch(() => undefined);
  const text = keepOwnerText(onDisk, articleText(raw));
  try {
    await checkArticle(root, checked.file, text, checked.kind === 'englishArticle' ? 'en' : 'de');
  } catch (error) {
    // Only when every line has its field (a picture too large for the web has none): else the lines themselves.
    if (error instanceof OwnerError && error.problems.every((problem) => problem.at))
      throw new FieldsRefused(error.problems, articleProblems);
    throw error;
  }
  await writeFile(checked.absolute, text);
}

/**
 * A save the build's rules refuse, with each mistake at its field: the build's problems (and
 * lines), and as its message the editor's one line „Nicht gespeichert: <label> – …“
 * (server/fields/problems.ts), which the app shows above the marked fields.
 */
export class FieldsRefused extends OwnerError {
  /** The problems at the editor's fields, as the app gets them (app/api.ts). */
  readonly atFields: readonly FieldProblem[];
  constructor(problems: readonly Problem[], atFields: (marked: MarkedProblem[]) => FieldProblem[]) {
    super(problems);
    this.atFields = atFields(this.marked);
    this.message = refusalLine(this.atFields);
    this.stack = this.message;
  }
}

/**
 * The editor page asks with this header for a refused save as an answer, not as an HTTP error:
 * the browser logs every failed request in its console, and a refusal is no failure of the
 * editor. The app shows it at the fields (app/forms/serverProblems.ts).
 */
export const refusalAsAnswerHeader = 'x-editor-refusal-as-answer';

/** The editor's own actions; those of the pages „Website veröffentlichen“ and „Sicherung“ are theirs. */
function handlers(root: string, history: EditorHistory): Handlers<EditorAction> {
  return {
    listArticles: async ({ folder }) => {
      const checked = checkFolder(folder, 'article');
      const names = await readdir(path.join(root, checked)).catch(() => []);
      const files = names.filter((name) => name.endsWith('.md') && isEditorFile(root, `${checked}/${name}`)).sort();
      return Promise.all(files.map((name) => entryFor(root, `${checked}/${name}`)));
    },
    readEntry: ({ path: sent }) => entryFor(root, sent),
    saveEntry: (params) => saveEntry(root, history, params),
    // „Bilder der Artikel“ (app/pictures/PicturePage.tsx): the pictures in the picture folder by name
    // and path; the page shows them from their web address (pictureFiles.ts), no bytes are sent here.
    listPictures: async ({ folder }) => {
      const checked = checkFolder(folder, 'picture');
      const names = await readdir(path.join(root, checked)).catch(() => []);
      // Pictures only, each by the path rule: another file or a link placed there by hand is left out.
      const pictures = names.sort().flatMap((name) => pathOrNothing(root, `${checked}/${name}`, ['picture']) ?? []);
      return pictures.map((picture) => ({ path: picture.file, name: path.posix.basename(picture.file) }));
    },
    uploadPicture: async ({ asset: sent }) => {
      const asset = await freeName(root, await checkedAsset(root, sent));
      await history.change(
        { kind: 'upload', subject: subjectOf(asset.checked.file), paths: [asset.checked.file] },
        () => writeAsset(asset.checked, asset.bytes),
      );
      // The web sizes are made now, while the owner writes the description, not at the next save.
      void preparePicture(path.posix.basename(asset.checked.file), asset.bytes);
      // Where it was stored; the picture itself the page has already (no megabytes sent back).
      return { path: asset.checked.file, name: path.posix.basename(asset.checked.file) };
    },
    deleteFiles: ({ paths }) => deleteFiles(root, history, paths),
    // Read only: who uses a picture, asked before it is deleted (app/pictures/PicturePage.tsx).
    pictureUsage: async ({ path: sent }) => {
      const picture = checkPath(root, sent, ['picture']);
      return { users: await pictureUsers(root, picture.file) };
    },
    // The "Verlauf" page (app/history/HistoryPage.tsx): the recorded changes, and a restore of one.
    history: async () =>
      (await history.list()).map((entry) => ({ id: entry.id, kind: entry.kind, text: entryText(entry) })),
    // `undo`: the files as they were before the entry's change ("Rückgängig"), else its version.
    // A stand of the settings that names another server is asked about first (`ask`), as a copy is.
    restoreVersion: async ({ id, undo, confirmTarget }) => {
      const way = undo === true ? 'undo' : 'version';
      const refused = (error: unknown): never => {
        if (error instanceof OwnerError && !(error instanceof RefusedError))
          throw new RefusedError(error.lines, editorText.history.refused[way]);
        throw error;
      };
      if (confirmTarget !== true) {
        const versions = await history.preview(id, way).catch(refused);
        const settings = versions.find(([file]) => file === settingsFile)?.[1];
        const changes = settings ? targetChangesIn(root, [{ path: settingsFile, bytes: Buffer.from(settings) }]) : [];
        const ask = targetQuestion(changes, 'history');
        if (ask) return { ask };
      }
      const restored = await history.restore(id, way).catch(refused);
      return { text: changeText(restored) };
    },
    // Template values (templateValues.ts): which are open, and taking one as the owner's own.
    templateValues: ({ file }) => openTemplateValues(root, file),
    confirmTemplateValue: ({ field, file }) => confirmTemplateValue(root, history, field, file),
    // The portrait and the default social picture (sitePictures.ts): which there are, and replacing one.
    sitePictures: () => sitePictures,
    replaceSitePicture: (params) =>
      replaceSitePicture(root, history, params).catch((error: unknown) => {
        if (error instanceof SitePictureRefused) throw new RefusedError(error.lines, editorText.upload.refused);
        throw error;
      }),
    // The page „Englisch“ (englishActions.ts).
    ...englishActions(root, history),
    // The page „Website veröffentlichen“ (publishActions.ts).
    ...publishActions(root),
    // The page „Sicherung“ (backupRoutes.ts).
    ...backupActions(root),
  };
}

/** The request's action and parameters: JSON of at most `requestBodyLimit` bytes (requestBody.ts). */
async function bodyOf(request: IncomingMessage): Promise<{ action: unknown; params: unknown }> {
  let body: unknown;
  try {
    body = JSON.parse((await readBodyText(request)) || '{}');
  } catch (error) {
    if (error instanceof SyntaxError) throw new RefusedError([editorText.unreadableRequest], '');
    throw error;
  }
  const { action, params } = (body ?? {}) as { action?: unknown; params?: unknown };
  return { action, params: params ?? {} };
}

/** The opening words of a refusal: its own, none for a path the rule refuses, else "Nicht gespeichert …". */
const prefixOf = (error: OwnerError) =>
  error instanceof RefusedError ? error.prefix : error instanceof PathRefused ? '' : editorText.saveRefused;

/** A connect middleware for POST /api/v1 under the dev server. */
export function editorBackend(root: string) {
  // A recorded path is restored only when the path rule takes it today (server/files/paths.ts).
  const history = editorHistory(root, changeText, (file) => isEditorFile(root, file));
  const actions = handlers(root, history);
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.method !== 'POST' || (request.url ?? '').split('?')[0] !== '/api/v1') return next();
    const send = (status: number, value: unknown) => {
      response.statusCode = status;
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.end(JSON.stringify(value));
    };
    try {
      const sent = await bodyOf(request);
      const { action, params } = checkedRequest(typeof sent.action === 'string' ? sent.action : '', sent.params);
      send(200, await run(actions, action, params));
    } catch (error) {
      // Too large: answered at once, the rest of the body never read, the connection closed.
      if (error instanceof RequestRefused) return send(400, { error: error.lines.join(' ') });
      if (error instanceof BodyTooLarge) {
        send(413, { error: error.lines.join(' ') });
        discardRest(request);
        return;
      }
      // A refusal is no failure of the editor: asked so by the app, it is an answer (200, `refused`),
      // which the browser does not log as a failed request. The owner reads it in the editor's
      // message and at the fields: no path, no key, never a stack trace.
      const refuse = (answer: Record<string, unknown>) =>
        send(request.headers[refusalAsAnswerHeader] ? 200 : 422, { ...answer, refused: true });
      if (error instanceof VersionConflict) {
        refuse({ error: error.message, conflict: { data: error.data, version: error.version } });
      } else if (error instanceof FieldsRefused) {
        refuse({ error: error.message, problems: error.atFields });
      } else if (error instanceof TemplateValueError) {
        refuse({ error: error.message });
      } else if (error instanceof OwnerError) {
        refuse({ error: [prefixOf(error), error.lines.join(' · ')].filter(Boolean).join(' ') });
      } else {
        console.error(error);
        send(500, {
          error: `Der Editor konnte die Aktion nicht ausführen: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    }
  };
}
