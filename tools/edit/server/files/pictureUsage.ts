import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { articleCollection } from '#model/collections.ts';
import { subjectOf } from '../../../history/describe.ts';
import { articlesFolder } from './articles.ts';
import { editableFiles } from './dataFiles.ts';

/**
 * Who uses a picture in the picture folder: the articles, page texts and settings whose text names
 * it by its address (`/images/blog/foto.jpg`, also with its letters escaped as in a link), each by
 * the name the owner knows it by („Artikel „Titel““, „Seite „Startseite““). The editor asks with
 * these names before it deletes a picture in use (a picture list in the app, still to come), so that no article loses
 * its picture unnoticed.
 */
export async function pictureUsers(root: string, picture: string): Promise<string[]> {
  const name = path.posix.basename(picture.replaceAll('\\', '/'));
  const addresses = [
    ...new Set([`${articleCollection.imagesAddress}/${name}`, `${articleCollection.imagesAddress}/${encodeURI(name)}`]),
  ];
  const uses = (text: string) => addresses.some((address) => text.includes(address));
  const folder = path.join(root, articlesFolder);
  const articles = existsSync(folder) ? (await readdir(folder)).filter((file) => file.endsWith('.md')).sort() : [];
  const files = [...articles.map((file) => `${articlesFolder}/${file}`), ...editableFiles.map((entry) => entry.file)];
  const users: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(root, file), 'utf8').catch(() => '');
    if (uses(text)) users.push(subjectOf(file, { text }));
  }
  return users;
}
