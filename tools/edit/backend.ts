import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parse } from 'yaml';
import { editorText } from '#model/copy/editorText';
import { OwnerError } from '#model/load/ownerError';
import { articlesFolder, articleText, checkArticle } from './articleEntries';
import { commentsOf, editableFile, fileOfPath, listField, readForEditor, writeFromEditor } from './dataFileEntries';
import { mediaFolder, publicFolder, sectionName } from './decapConfig';
import { articleProblems, dataProblems, type FieldProblem, refusalLine } from './fieldProblems';
import { changeText, entryText, subjectOf } from './history/describe';
import { type EditorHistory, editorHistory } from './history/store';
import { imageUsers } from './imageUsage';
import { isPublishAction, publishAction } from './publishActions';
import { confirmTemplateValue, openTemplateValues, TemplateValueError } from './templateValues';
import { checkUpload } from './uploadRules';

/**
 * The editor's server side: the protocol of Decap CMS's local backend (what `decap-server` speaks,
 * https://github.com/decaporg/decap-cms/tree/main/packages/decap-server), answered in the dev
 * server itself, so the editor needs no second port and no request leaves the machine. Unlike
 * decap-server it writes nothing the build would refuse: articles go through the build's article
 * loader, data files through their schema, and a refusal comes back as the build's German lines.
 * It reads and writes only the article folder, the data files and the image folder, takes only
 * pictures as uploads (uploadRules.ts), and records every change in the history (history/), from
 * which the "Verlauf" page restores. Who may call it at all is checked before (requestGuard.ts).
 */

interface Asset {
  path: string;
  content: string;
  encoding: BufferEncoding;
}
interface EntryFile {
  slug: string;
  path: string;
  raw: string;
  newPath?: string;
}
type Params = Record<string, unknown>;

const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

/** A path the editor may touch, inside the project; anything else is refused. */
function allowedPath(root: string, file: string): string {
  // A settings section's path (site.yaml#kontakt) stands for the file itself.
  const normal = path.posix.normalize(fileOfPath(file).replaceAll('\\', '/'));
  const allowed =
    editableFile(normal) !== undefined ||
    (normal.startsWith(`${articlesFolder}/`) &&
      normal.endsWith('.md') &&
      !normal.slice(articlesFolder.length + 1).includes('/')) ||
    normal.startsWith(`${mediaFolder}/`);
  if (!allowed || normal.includes('..'))
    throw new RefusedError([
      `${file}: diese Datei bearbeitet der Editor nicht – erlaubt: Artikel, Einstellungen, Seitentexte und Bilder in ${mediaFolder}`,
    ]);
  return path.join(root, normal);
}

/** A request the editor refuses (a file it does not edit, an upload that is no picture), with its own opening words. */
class RefusedError extends OwnerError {
  constructor(
    problems: readonly string[],
    readonly prefix: string = editorText.saveRefused,
  ) {
    super(problems);
  }
}

/** An upload as it will be stored: a picture by its content, under a safe name; else refused. */
async function checkedAsset(asset: Asset): Promise<Asset> {
  const check = await checkUpload(asset.path, Buffer.from(asset.content, asset.encoding));
  if (!check.ok) throw new RefusedError([check.problem], editorText.upload.refused);
  return { ...asset, path: path.posix.join(path.posix.dirname(asset.path.replaceAll('\\', '/')), check.name) };
}

async function entryFor(root: string, file: string, label?: string) {
  const dataFile = editableFile(file);
  const data = dataFile
    ? readForEditor(root, dataFile)
    : await readFile(allowedPath(root, file), 'utf8').catch(() => null);
  return { data, file: { path: file, label, id: data === null ? null : sha256(data) } };
}

async function mediaFile(root: string, file: string) {
  const content = await readFile(allowedPath(root, file));
  return {
    id: sha256(content),
    content: content.toString('base64'),
    encoding: 'base64',
    path: file,
    name: path.posix.basename(file),
  };
}

async function writeAsset(root: string, asset: Asset) {
  const target = allowedPath(root, asset.path);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, Buffer.from(asset.content, asset.encoding));
}

/** The settings' sections: which fields the editor page of one section may change. */
function sectionKeys(root: string, file: string, slug: string): string[] | undefined {
  const section = commentsOf(root, file).sections.find((candidate) => sectionName(candidate.title) === slug);
  return section?.keys;
}

async function persistEntry(root: string, history: EditorHistory, params: Params) {
  // Decap 3 sends the files of an entry as `dataFiles`; older versions sent one `entry`.
  let entries = (params.dataFiles as EntryFile[] | undefined) ?? [params.entry as EntryFile];
  const sent = (params.assets as Asset[] | undefined) ?? [];
  const assets = await Promise.all(sent.map(checkedAsset));
  // A picture stored under a safer name than it was sent with: the text points to the new name.
  sent.forEach((asset, index) => {
    const from = `${publicFolder}/${path.posix.basename(asset.path)}`;
    const to = `${publicFolder}/${path.posix.basename(assets[index]?.path ?? asset.path)}`;
    if (from !== to) entries = entries.map((entry) => ({ ...entry, raw: entry.raw.replaceAll(from, to) }));
  });
  const [first] = entries;
  const section =
    first && editableFile(first.path)?.key === 'settings' ? sectionTitle(root, first.path, first.slug) : undefined;
  const note = {
    kind: 'save' as const,
    subject: first ? subjectOf(first.path, { text: first.raw, section }) : editorText.history.subject.article,
    paths: [...entries.map((entry) => fileOfPath(entry.path)), ...assets.map((asset) => asset.path)].map((file) =>
      path.posix.normalize(file),
    ),
  };
  // Refused before anything is recorded: the history holds only files the editor may touch.
  for (const file of note.paths) allowedPath(root, file);
  await history.change(note, async () => {
    for (const asset of assets) await writeAsset(root, asset);
    for (const entry of entries) await persistFile(root, entry);
  });
}

const sectionTitle = (root: string, file: string, slug: string) =>
  commentsOf(root, file).sections.find((candidate) => sectionName(candidate.title) === slug)?.title;

/** Deletes files through the history, named by what the first of them is. */
async function deleteFiles(root: string, history: EditorHistory, files: string[]) {
  const targets = files.map((file) => allowedPath(root, file));
  const text = await readFile(targets[0] ?? '', 'utf8').catch(() => undefined);
  const paths = files.map((file) => path.posix.normalize(file.replaceAll('\\', '/')));
  await history.change({ kind: 'delete', subject: subjectOf(paths[0] ?? '', { text }), paths }, async () => {
    for (const target of targets) await unlink(target);
  });
  return { message: 'gelöscht' };
}

async function persistFile(root: string, entry: EntryFile) {
  const data = editableFile(entry.path);
  if (data) {
    const values = (parse(entry.raw) ?? {}) as Record<string, unknown>;
    try {
      writeFromEditor(
        root,
        data,
        values,
        data.key === 'settings' ? sectionKeys(root, entry.path, entry.slug) : undefined,
      );
    } catch (error) {
      // The build's mistakes at the editor's fields (a file that is one list shows it under `listField`).
      if (error instanceof OwnerError && error.issues.length > 0)
        throw new FieldsRefused(dataProblems(data.schema, error.issues, listField));
      throw error;
    }
    return;
  }
  const target = allowedPath(root, entry.path);
  const text = articleText(entry.raw);
  try {
    await checkArticle(root, entry.path, text);
  } catch (error) {
    if (error instanceof OwnerError && error.fields.length === error.problems.length)
      throw new FieldsRefused(articleProblems(error.fields));
    throw error;
  }
  await writeFile(target, text);
}

/** A save the build's rules refuse, with each mistake at its field (fieldProblems.ts). */
class FieldsRefused extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super(refusalLine(problems));
  }
}

/**
 * The editor page asks with this header for a refused save as an answer, not as an HTTP error:
 * the browser logs every failed request in its console, and a refusal is no failure of the
 * editor. The page hands it on to Decap as the error it expects (client/fieldErrors.ts).
 */
export const refusalAsAnswerHeader = 'x-editor-refusal-as-answer';

async function handle(root: string, history: EditorHistory, action: string, params: Params): Promise<unknown> {
  switch (action) {
    case 'info':
      return { repo: path.basename(root), publish_modes: ['simple'], type: 'local_fs' };
    case 'entriesByFolder': {
      const folder = String(params.folder);
      const extension = String(params.extension);
      const names = existsSync(path.join(root, folder)) ? await readdir(path.join(root, folder)) : [];
      const files = names.filter((name) => name.endsWith(`.${extension}`)).sort();
      return Promise.all(files.map((name) => entryFor(root, `${folder}/${name}`)));
    }
    case 'entriesByFiles':
      return Promise.all(
        (params.files as { path: string; label?: string }[]).map((file) => entryFor(root, file.path, file.label)),
      );
    case 'getEntry':
      return entryFor(root, String(params.path));
    case 'persistEntry':
      await persistEntry(root, history, params);
      return { message: 'entry persisted' };
    case 'getMedia': {
      const folder = String(params.mediaFolder);
      const names = existsSync(path.join(root, folder))
        ? await readdir(path.join(root, folder), { withFileTypes: true })
        : [];
      return Promise.all(
        names.filter((name) => name.isFile()).map((name) => mediaFile(root, `${folder}/${name.name}`)),
      );
    }
    case 'getMediaFile':
      return mediaFile(root, String(params.path));
    case 'persistMedia': {
      const asset = await checkedAsset(params.asset as Asset);
      allowedPath(root, asset.path);
      await history.change(
        { kind: 'upload', subject: subjectOf(asset.path), paths: [path.posix.normalize(asset.path)] },
        () => writeAsset(root, asset),
      );
      return mediaFile(root, asset.path);
    }
    case 'deleteFile':
      return deleteFiles(root, history, [String(params.path)]);
    case 'deleteFiles':
      return deleteFiles(root, history, params.paths as string[]);
    // Read only: who uses a picture, asked before it is deleted (client/imageDelete.ts).
    case 'imageUsage': {
      const image = String(params.path);
      allowedPath(root, image);
      return { users: await imageUsers(root, image) };
    }
    // The "Verlauf" page (client/historyPage.ts): the recorded changes, and a restore of one.
    case 'history':
      return (await history.list()).map((entry) => ({ id: entry.id, kind: entry.kind, text: entryText(entry) }));
    case 'restoreVersion': {
      const restored = await history.restore(String(params.id));
      if (!restored) throw new RefusedError([editorText.history.notFound], editorText.history.label);
      return { text: changeText(restored) };
    }
    // Template values (templateValues.ts): which are open, and taking one as the owner's own.
    case 'templateValues':
      return openTemplateValues(root);
    case 'confirmTemplateValue':
      return confirmTemplateValue(root, history, String(params.field));
    case 'getDeployPreview':
      return null;
    default:
      // The page „Website veröffentlichen“ (publishActions.ts).
      if (isPublishAction(action)) return publishAction(root, action, params);
      throw new RefusedError([`unbekannte Aktion „${action}“`]);
  }
}

async function bodyOf(request: IncomingMessage): Promise<{ action?: string; params?: Params }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

/** A connect middleware for POST /api/v1 under the dev server. */
export function editorBackend(root: string) {
  const history = editorHistory(root, changeText);
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.method !== 'POST' || (request.url ?? '').split('?')[0] !== '/api/v1') return next();
    const send = (status: number, value: unknown) => {
      response.statusCode = status;
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.end(JSON.stringify(value));
    };
    try {
      const { action = '', params = {} } = await bodyOf(request);
      send(200, await handle(root, history, action, params));
    } catch (error) {
      // The owner reads this in the editor's message and at the fields: no path, no key.
      if (error instanceof FieldsRefused) {
        send(request.headers[refusalAsAnswerHeader] ? 200 : 422, {
          error: error.message,
          problems: error.problems,
          refused: true,
        });
        return;
      }
      // The owner reads this in the editor's message: the build's own lines, never a stack trace.
      if (error instanceof TemplateValueError) {
        send(422, { error: error.message });
      } else if (error instanceof OwnerError) {
        send(422, {
          error: `${error instanceof RefusedError ? error.prefix : editorText.saveRefused} ${error.lines.join(' · ')}`,
        });
      } else {
        console.error(error);
        send(500, {
          error: `Der Editor konnte die Aktion nicht ausführen: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    }
  };
}
