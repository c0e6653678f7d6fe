import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataFiles } from '#model/collections.ts';
import { fixtureFile } from './fixtureSite.ts';

const settingsFile = dataFiles.settings.file;

/**
 * A folder that looks like a project to the launch check: a temporary copy of the fixture project's
 * data files (fixtures/site) with these settings, and the two pictures (the template's unless given).
 */
export function projectWith(settings: string, images: { portrait?: Buffer; og?: Buffer } = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'launch-'));
  for (const { file: data } of Object.values(dataFiles)) {
    mkdirSync(path.dirname(path.join(root, data)), { recursive: true });
    writeFileSync(path.join(root, data), data === settingsFile ? settings : readFileSync(fixtureFile(data)));
  }
  mkdirSync(path.join(root, 'content/images'), { recursive: true });
  mkdirSync(path.join(root, 'public'), { recursive: true });
  writeFileSync(
    path.join(root, 'content/images/portrait.jpg'),
    images.portrait ?? readFileSync(fixtureFile('content/images/portrait.jpg')),
  );
  writeFileSync(
    path.join(root, 'public/og-default.jpg'),
    images.og ?? readFileSync(fixtureFile('public/og-default.jpg')),
  );
  return root;
}

/** Pictures of the owner's own, for a project whose pictures are done. */
export const ownImages = { portrait: Buffer.from('mein Porträt'), og: Buffer.from('mein Vorschaubild') };
