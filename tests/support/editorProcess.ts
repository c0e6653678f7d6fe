import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect } from '@playwright/test';

/** `npm run edit` running in a project copy, for the editor's browser tests. */
export interface RunningEditor {
  /** The port it serves on, chosen by the system. */
  port: number;
  /** Everything the editor printed so far (stdout and stderr). */
  output: () => string;
  /**
   * Ends the editor as the owner does, with Ctrl+C (SIGINT to its process group), and waits until it
   * has exited (at most 10 s): a folder removed while it was still shutting down could fail with
   * ENOTEMPTY (a flaky editorScreens.spec.ts in CI).
   */
  stop: () => Promise<void>;
}

/** A port of 127.0.0.1 that the system has just found free. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port from the system');
  return address.port;
}

/** Starts the editor (tools/edit/run.mjs) in `root` on `port` and waits until it says "Editor bereit" or exits. */
async function startOn(root: string, env: NodeJS.ProcessEnv, port: number): Promise<RunningEditor> {
  const child = spawn(process.execPath, ['tools/edit/run.mjs'], {
    cwd: root,
    env: { ...env, EDITOR_PORT: String(port) },
    detached: true,
  });
  let output = '';
  // Resolved as soon as the editor printed its address (or exited): waited for, not polled.
  let printed = () => {};
  const addressPrinted = new Promise<void>((resolve) => {
    printed = resolve;
  });
  const collect = (chunk: unknown) => {
    output += String(chunk);
    if (output.includes('/admin/')) printed();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (child.pid && running()) process.kill(-child.pid, 'SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([addressPrinted, exited, new Promise((resolve) => (timer = setTimeout(resolve, 90_000)))]);
  clearTimeout(timer);
  // An editor that did not start in time is ended too: left running, it would hold its port for the next test.
  if (!output.includes('Editor bereit')) await stop();
  return { port, output: () => output, stop };
}

/**
 * Starts the editor in `root` on a port the system chose, and waits until it is ready. Another
 * program may take that port between the choice and the editor's start: then once more on another.
 */
export async function startEditor(root: string, env: NodeJS.ProcessEnv): Promise<RunningEditor> {
  let editor = await startOn(root, env, await freePort());
  if (editor.output().includes('schon belegt')) editor = await startOn(root, env, await freePort());
  expect(editor.output(), editor.output()).toContain('Editor bereit');
  return editor;
}
