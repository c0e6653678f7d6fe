import type { Page } from '@playwright/test';

/**
 * Holds back every request to `url` whose path `held` accepts (every one by default) until the
 * returned `release()` is called; then each goes on to the next route handler or the network.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  held: (pathname: string) => boolean = () => true,
): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (held(new URL(route.request().url()).pathname)) await gate;
    await route.fallback();
  });
  return release;
}
