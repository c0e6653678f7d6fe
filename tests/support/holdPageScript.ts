import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { holdRequests } from './holdRequests.ts';
import { distDir } from './routes.ts';
import { initialCode } from './scripts.ts';

/** Holds back every script request that matches `held` until the returned `release()` is called. */
const holdScripts = (page: Page, held: (pathname: string) => boolean) => holdRequests(page, /\.js$/, held);

/**
 * Holds back the page script (and every other entry script) until `release()` is called, so a test
 * can act on the page as it is between the first paint and the script's arrival.
 */
export function holdPageScript(page: Page): Promise<() => void> {
  return holdScripts(page, (pathname) => /^\/assets\/entries\/.+\.js$/.test(pathname));
}

/** Whether a script is one a page does not load up front: the contact island's code. */
function isIslandScript(): (pathname: string) => boolean {
  const initial = new Set(
    [...initialCode(readFileSync(path.join(distDir, 'index.html'), 'utf8'))].map((file) => `/${file}`),
  );
  return (pathname) => !initial.has(pathname);
}

/**
 * Holds back the contact island's code (every script a page does not load up front) until
 * `release()` is called: the page script runs, the island has not arrived.
 */
export function holdContactIsland(page: Page): Promise<() => void> {
  return holdScripts(page, isIslandScript());
}

/** The contact island's code never arrives (offline, or the site changed under the page). */
export async function failContactIsland(page: Page): Promise<void> {
  const isIsland = isIslandScript();
  await page.route(/\.js$/, (route) =>
    isIsland(new URL(route.request().url()).pathname) ? route.abort('internetdisconnected') : route.fallback(),
  );
}
