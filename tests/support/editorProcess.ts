import { spawn } from 'node:child_process';
import { expect } from '@playwright/test';

/** `npm run edit` running in a project copy, for the editor's browser tests. */
export interface RunningEditor {
  /** Everything the editor printed so far (stdout and stderr). */
  output: () => string;
  /**
   * Ends the editor as the owner does, with Ctrl+C (SIGINT to its process group), and waits until it
   * has exited (at most 10 s): a folder removed while it was still shutting down could fail with
   * ENOTEMPTY (a flaky editorScreens.spec.ts in CI).
   */
  stop: () => Promise<void>;
}

/** Starts the editor (tools/edit/run.mjs) in `root` and waits until it says "Editor bereit". */
export async function startEditor(root: string, env: NodeJS.ProcessEnv): Promise<RunningEditor> {
  const child = spawn(process.execPath, ['tools/edit/run.mjs'], { cwd: root, env, detached: true });
  let output = '';
  const collect = (chunk: unknown) => {
    output += String(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const deadline = Date.now() + 90_000;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  while (!output.includes('/admin/') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  // An editor that did not start in time is ended too: left running, it would hold its port for the next test.
  if (!output.includes('Editor bereit')) await stop();
  expect(output, output).toContain('Editor bereit');
  return { output: () => output, stop };
}
