import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type RunningEditor, startEditor } from './editorProcess.ts';
import { ownerEnv, projectCopy } from './projectCopy.ts';

/**
 * What the editor's browser specs share: one `npm run edit` per spec file in a fresh project copy
 * (on `EDITOR_TEST_PORT` + the file's own offset), the browser's console errors of the whole file,
 * and the owner's ways around the app — the bar's areas, an entry by its name, „Speichern“.
 */

export interface EditorCopy {
  /** The editor's start address, http://127.0.0.1:<port>/admin/. */
  admin: string;
  port: number;
  /** The project copy's folder (set once the editor runs). */
  root: () => string;
  /** A file of the copy, as text. */
  file: (relative: string) => string;
  /** Console errors and page errors of every test of the file so far. */
  consoleErrors: string[];
  editor: () => RunningEditor | undefined;
}

/** Registers the file's editor: started before its first test, stopped and removed after its last. */
export function editorCopy(options: {
  prefix: string;
  offset: number;
  /** Changes to the copy before the editor starts. */
  prepare?: (root: string) => void | Promise<void>;
}): EditorCopy {
  const port = Number(process.env.EDITOR_TEST_PORT ?? 4290) + options.offset;
  let root = '';
  let editor: RunningEditor | undefined;
  const consoleErrors: string[] = [];
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    root = projectCopy(options.prefix);
    await options.prepare?.(root);
    editor = await startEditor(root, { ...ownerEnv(), EDITOR_PORT: String(port) });
  });
  test.afterAll(async () => {
    await editor?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  test.beforeEach(({ page }) => {
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${test.info().title}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${test.info().title}: ${error.message}`));
  });
  return {
    admin: `http://127.0.0.1:${port}/admin/`,
    port,
    root: () => root,
    file: (relative) => readFileSync(path.join(root, relative), 'utf8'),
    consoleErrors,
    editor: () => editor,
  };
}

/** The editor's bar with its areas (Einstellungen … Sicherung), on every screen. */
export const editorBar = (page: Page) => page.getByRole('navigation', { name: 'Bereiche des Editors' });

/**
 * The owner's way to a screen: the start address once per page, then an area of the bar and an
 * entry of its list by its visible name (an article's link also names its date, so it matches
 * by its start).
 */
export async function openScreen(page: Page, admin: string, area: string, entry?: string | RegExp) {
  if (!page.url().startsWith(admin)) await page.goto(admin);
  await editorBar(page).getByRole('link', { name: area, exact: true }).click();
  if (entry)
    await page
      .getByRole('link', { name: entry, exact: typeof entry === 'string' && area !== 'Artikel' })
      .first()
      .click();
}

/** „Speichern“, then the editor's one message of success. */
export async function saveEntry(page: Page) {
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible({ timeout: 30_000 });
}
