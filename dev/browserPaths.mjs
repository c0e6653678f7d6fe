// Where the browsers of the tests, the audit and the benchmark are: Debian's packages, which
// dev/ensure-system-packages.mjs installs (Playwright cannot download its own browsers here). Each
// path can be overridden by its environment variable. Types in browserPaths.d.mts.

/**
 * The three browsers, read from `env`:
 * - `chromium`: Debian's Chromium (CHROMIUM_PATH), the full browser, as visitors use it: the audit
 *   and the interaction benchmark measure in it;
 * - `testChromium`: its headless shell (package chromium-headless-shell, TEST_CHROMIUM_PATH): the
 *   same Blink and V8 without the full browser's GPU and UI processes, about a third less CPU per
 *   test on this machine; the browser tests run in it;
 * - `firefox`: Firefox ESR (FIREFOX_PATH), for the site's Firefox tests.
 * @param {Record<string, string | undefined>} env
 */
export function browserPaths(env = process.env) {
  return {
    chromium: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    testChromium: env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    firefox: env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  };
}
