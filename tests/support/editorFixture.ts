import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startEditor } from './editorProcess.ts';
import { ownerEnv, projectCopy } from './projectCopy.ts';

/** What a spec file's editor runs on; set once per file with `test.use({ editorProject: { … } })`. */
export interface EditorProject {
  /** The start of the project copy's temporary folder name. */
  prefix: string;
  /**
   * Changes to the copy before the editor starts. What it returns is the editor's whole
   * environment, instead of the owner's (for example without the test run's deploy settings).
   */
  prepare?: (root: string) => Promise<NodeJS.ProcessEnv | undefined>;
}

/** `npm run edit` in a fresh project copy, on a port the system chose. */
export interface Editor {
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The editor's start address, http://127.0.0.1:<port>/admin/. */
  admin: string;
  /** The project copy's folder. */
  root: string;
  /** A file of the copy, as text. */
  file: (relative: string) => string;
  /** Everything the editor printed so far. */
  output: () => string;
  /** Ends the editor as the owner does, with Ctrl+C; the copy stays until the file's tests are done. */
  stop: () => Promise<void>;
  /** Console errors and page errors of every page of the file's tests so far, each after its test's title. */
  consoleErrors: string[];
}

/**
 * Playwright's `test` with one editor per spec file: started when a test (or a beforeAll hook) first
 * asks for `editor`, stopped with its children and its copy removed after the file's last test, and
 * also when a test failed (Playwright then ends the worker and its fixtures). The editor lives in
 * the worker: each file sets its own `editorProject` object, and Playwright runs files with
 * different worker options in different workers, so no two files share an editor or its copy.
 */
export const test = base.extend<object, { editorProject: EditorProject | undefined; editor: Editor }>({
  editorProject: [undefined, { scope: 'worker', option: true }],
  editor: [
    async ({ editorProject }, use) => {
      if (!editorProject) throw new Error('test.use({ editorProject: { prefix } }) is missing in this spec file');
      const root = projectCopy(editorProject.prefix);
      try {
        const env = (await editorProject.prepare?.(root)) ?? ownerEnv();
        const running = await startEditor(root, env);
        const origin = `http://127.0.0.1:${running.port}`;
        try {
          await use({
            port: running.port,
            origin,
            admin: `${origin}/admin/`,
            root,
            file: (relative) => readFileSync(path.join(root, relative), 'utf8'),
            output: running.output,
            stop: running.stop,
            consoleErrors: [],
          });
        } finally {
          await running.stop();
        }
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  page: async ({ page, editor }, use, testInfo) => {
    page.on('console', (message) => {
      if (message.type() === 'error') editor.consoleErrors.push(`${testInfo.title}: ${message.text()}`);
    });
    page.on('pageerror', (error) => editor.consoleErrors.push(`${testInfo.title}: ${error.message}`));
    await use(page);
  },
});

export { expect } from '@playwright/test';

/**
 * Sets the file's editor project and returns the file's editor for helpers outside a test: its
 * fields are filled in before the file's first test (a test may also ask for `editor` itself).
 */
export function fileEditor(project: EditorProject): Editor {
  test.use({ editorProject: project });
  const editor = {} as Editor;
  test.beforeAll(({ editor: started }) => {
    Object.assign(editor, started);
  });
  return editor;
}
