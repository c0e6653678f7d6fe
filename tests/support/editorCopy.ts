import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyProjectInto } from './projectCopy.ts';

/**
 * The project copy an editor of the tests runs in, at the same path for every editor that one
 * worker starts after another (its `slot`). Vite keeps the dependencies it prepared for the
 * editor's page in the copy's node_modules/.vite, valid only for the same project folder and the
 * same packages (its hash names the root); kept between two copies of a slot, the next editor
 * starts as the owner's second `npm run edit` does, with the dependencies already prepared,
 * instead of preparing them again on its first page. Everything else is the fresh copy it was.
 * Two editors running at once have two slots, so no two dev servers share a cache folder.
 */

/** The packages as installed: another package-lock.json, other slots (an old cache never meets new packages). */
const packages = () => createHash('sha256').update(readFileSync('package-lock.json')).digest('hex').slice(0, 10);

/**
 * The slots' folder of this test run: by its preview port (each run on one machine has its own,
 * playwrightBase.ts) and the packages.
 */
const slotsFolder = () => path.join(tmpdir(), `site-editor-slots-${process.env.E2E_PORT ?? '4174'}-${packages()}`);

/** Removes the copy's files but its node_modules (the packages' links and Vite's prepared dependencies). */
export function clearCopy(root: string): void {
  if (!existsSync(root)) return;
  for (const entry of readdirSync(root))
    if (entry !== 'node_modules') rmSync(path.join(root, entry), { recursive: true, force: true });
}

/** A fresh project copy in the folder of `slot` (e.g. the worker's number), Vite's cache of the slot's last editor kept. */
export function slotCopy(slot: string): string {
  const root = path.join(slotsFolder(), slot, 'projekt');
  // Whatever an editor of this slot left when its worker was ended from outside.
  clearCopy(root);
  mkdirSync(root, { recursive: true });
  return copyProjectInto(root);
}
