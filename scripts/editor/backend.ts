import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parse } from 'yaml';
import { editorText } from '../../content/editorText';
import { ArticleError } from '../articles/ArticleError';
import { articlesFolder, articleText, checkArticle } from './articleEntries';
import { commentsOf, DataError, editableFile, readForEditor, writeFromEditor } from './dataFileEntries';
import { mediaFolder, sectionName } from './decapConfig';
import { isPublishAction, publishAction } from './publishActions';

/**
 * The editor's server side: the protocol of Decap CMS's local backend (what `decap-server` speaks,
 * https://github.com/decaporg/decap-cms/tree/main/packages/decap-server), answered in the dev
 * server itself, so the editor needs no second port and no request leaves the machine. Unlike
 * decap-server it writes nothing the build would refuse: articles go through the build's article
 * loader, data files through their schema, and a refusal comes back as the build's German lines.
 * It reads and writes only the article folder, the data files and the image folder.
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
  const normal = path.posix.normalize(file.replaceAll('\\', '/'));
  const allowed =
    editableFile(normal) !== undefined ||
    (normal.startsWith(`${articlesFolder}/`) && normal.endsWith('.md') && !normal.slice(articlesFolder.length + 1).includes('/')) ||
    normal.startsWith(`${mediaFolder}/`);
  if (!allowed || normal.includes('..'))
    throw new RefusedError([`${file}: diese Datei bearbeitet der Editor nicht – erlaubt: Artikel, Einstellungen, Seitentexte und Bilder in ${mediaFolder}`]);
  return path.join(root, normal);
}

class RefusedError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

async function entryFor(root: string, file: string, label?: string) {
  const dataFile = editableFile(file);
  const data = dataFile ? readForEditor(root, dataFile) : await readFile(allowedPath(root, file), 'utf8').catch(() => null);
  return { data, file: { path: file, label, id: data === null ? null : sha256(data) } };
}

async function mediaFile(root: string, file: string) {
  const content = await readFile(allowedPath(root, file));
  return { id: sha256(content), content: content.toString('base64'), encoding: 'base64', path: file, name: path.posix.basename(file) };
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

async function persistEntry(root: string, params: Params) {
  for (const asset of (params.assets as Asset[] | undefined) ?? []) await writeAsset(root, asset);
  // Decap 3 sends the files of an entry as `dataFiles`; older versions sent one `entry`.
  for (const entry of (params.dataFiles as EntryFile[] | undefined) ?? [params.entry as EntryFile]) await persistFile(root, entry);
}

async function persistFile(root: string, entry: EntryFile) {
  const data = editableFile(entry.path);
  if (data) {
    const values = (parse(entry.raw) ?? {}) as Record<string, unknown>;
    writeFromEditor(root, data, values, data.key === 'settings' ? sectionKeys(root, entry.path, entry.slug) : undefined);
    return;
  }
  const target = allowedPath(root, entry.path);
  const text = articleText(entry.raw);
  await checkArticle(root, entry.path, text);
  await writeFile(target, text);
}

async function handle(root: string, action: string, params: Params): Promise<unknown> {
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
      return Promise.all((params.files as { path: string; label?: string }[]).map((file) => entryFor(root, file.path, file.label)));
    case 'getEntry':
      return entryFor(root, String(params.path));
    case 'persistEntry':
      await persistEntry(root, params);
      return { message: 'entry persisted' };
    case 'getMedia': {
      const folder = String(params.mediaFolder);
      const names = existsSync(path.join(root, folder)) ? await readdir(path.join(root, folder), { withFileTypes: true }) : [];
      return Promise.all(names.filter((name) => name.isFile()).map((name) => mediaFile(root, `${folder}/${name.name}`)));
    }
    case 'getMediaFile':
      return mediaFile(root, String(params.path));
    case 'persistMedia': {
      const asset = params.asset as Asset;
      await writeAsset(root, asset);
      return mediaFile(root, asset.path);
    }
    case 'deleteFile':
      await unlink(allowedPath(root, String(params.path)));
      return { message: 'gelöscht' };
    case 'deleteFiles':
      for (const file of params.paths as string[]) await unlink(allowedPath(root, file));
      return { message: 'gelöscht' };
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
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.method !== 'POST' || (request.url ?? '').split('?')[0] !== '/api/v1') return next();
    const send = (status: number, value: unknown) => {
      response.statusCode = status;
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.end(JSON.stringify(value));
    };
    try {
      const { action = '', params = {} } = await bodyOf(request);
      send(200, await handle(root, action, params));
    } catch (error) {
      // The owner reads this in the editor's message: the build's own lines, never a stack trace.
      if (error instanceof DataError || error instanceof ArticleError || error instanceof RefusedError) {
        send(422, { error: `${editorText.saveRefused} ${error.problems.join(' · ')}` });
      } else {
        console.error(error);
        send(500, { error: `Der Editor konnte die Aktion nicht ausführen: ${error instanceof Error ? error.message : String(error)}` });
      }
    }
  };
}
