import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '../support/test.ts';

// `npm run dev` (vike dev) must give a working site: the pages' controls and the contact island
// run under Vite's dev server, whose inline scripts the production CSP would block (issue 12).
const port = Number(process.env.DEV_TEST_PORT ?? 4178);
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = spawn(
    process.execPath,
    ['node_modules/vike/bin.js', 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`vike dev did not answer on ${origin}`);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
});

test('npm run dev: the home page works, the contact dialog opens, nothing is reported', async ({ page }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${origin}/`);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Lass uns sprechen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByLabel(/^Name/)).toBeVisible();
  expect(problems).toEqual([]);
});

test('npm run dev serves the web app manifest the pages link, with its icons', async () => {
  const response = await fetch(`${origin}/manifest.webmanifest`);
  expect(response.headers.get('content-type')).toBe('application/manifest+json');
  const manifest = (await response.json()) as { icons: { src: string }[] };
  for (const icon of manifest.icons)
    expect((await fetch(`${origin}${icon.src}`)).headers.get('content-type'), icon.src).toBe('image/png');
});
