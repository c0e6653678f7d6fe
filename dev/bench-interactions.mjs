// Interaction benchmark: how fast the page answers a tap, on Lighthouse's mobile lab profile
// (150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4x CPU slowdown via CDP). Serves dist/client on
// 127.0.0.1, drives Debian's Chromium, and prints two tables (medians of --runs, default 3):
//  1. per control and page type: ms from `pointerdown` to the first frame that shows the change,
//     for a tap as soon as the control is visible and for a tap after 6 s idle;
//  2. per route: JavaScript transferred (as sent: Brotli over HTTPS, gzip with --http1) by load + 1 s
//     and within 10 s without input.
// Each is measured side by side with the previous release (dev/sideBySide.mjs: a build of the last
// tag or of `--baseline <commit>`, or of several, `--baseline <a>,<b>`, e.g. this branch's start
// and the release; `--no-baseline` leaves it out), served the same way, the runs
// interleaved in alternating order, with the machine's load average before and after.
// Not part of `npm test` (times are measured, not asserted). Usage:
//   npm run build && npm run bench:interactions [-- --runs 3 --only menu,contact --skip-weight --http1
//   --baseline <commit> --no-baseline]
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { distDir } from '#integrations/distDir.mjs';
import { baselineCommit, buildBaseline, loadNow } from './sideBySide.mjs';
import { chromiumFlags, chromiumPath, startPreview } from './startPreview.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', 3));
const port = Number(option('--port', 4399));
const only = option('--only', null)?.split(',');
const dist = path.join(distDir(), 'client');
// HTTPS and HTTP/2 as on production hosts (and as in `npm run audit`); --http1: plain HTTP/1.1.
const http1 = args.includes('--http1');
const idleMs = 6000;
// --verbose: every tap's figure on stderr, as it comes.
const verbose = args.includes('--verbose');

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const laptop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: true };

/**
 * What is tapped and what counts as its answer. `changed` runs in the page (serialised); `feedback`
 * (optional) is an earlier visible reaction, measured separately; `type` (optional) is typed right
 * after the tap; `before` (optional) runs in the page just before the tap, outside the measurement.
 */
const controls = [
  {
    id: 'menu',
    label: 'mobile menu',
    device: phone,
    route: '/',
    target: 'button[aria-controls="mobile-menu"]',
    changed: () => document.querySelector('#mobile-menu')?.checkVisibility() === true,
  },
  {
    id: 'menu',
    label: 'mobile menu',
    device: phone,
    route: '/blog/go-to-market-strategie',
    target: 'button[aria-controls="mobile-menu"]',
    changed: () => document.querySelector('#mobile-menu')?.checkVisibility() === true,
  },
  {
    id: 'about',
    label: 'about card',
    device: phone,
    route: '/',
    target: '#about button[aria-expanded="false"][aria-controls]',
    changed: () =>
      window.__benchTarget?.getAttribute('aria-expanded') === 'true' &&
      document.getElementById(window.__benchTarget.getAttribute('aria-controls'))?.checkVisibility() === true,
  },
  {
    id: 'filter',
    label: 'blog filter',
    device: phone,
    route: '/blog',
    target: 'button[aria-pressed="false"]:text-is("Marketing")',
    // Counted before the tap, not in it: checkVisibility() on cards in blocks that wait for their
    // layout (content-visibility: auto) lays them out, which, done at pointerdown, would add the
    // benchmark's own work to the tap it times.
    before: () => {
      window.__benchCards = [...document.querySelectorAll('main article')].filter((card) =>
        card.checkVisibility(),
      ).length;
    },
    changed: () => {
      const shown = [...document.querySelectorAll('main article')].filter((card) => card.checkVisibility()).length;
      return window.__benchTarget?.getAttribute('aria-pressed') === 'true' && shown > 0 && shown < window.__benchCards;
    },
  },
  {
    // Tap into the search box and type at once a word only an article's body holds: the answer
    // needs the full-text index, which the tap starts fetching.
    id: 'search',
    label: 'blog search (tap, then type a body word)',
    device: phone,
    route: '/blog',
    target: 'input[type="search"]',
    type: 'Positionierungssatz',
    changed: () =>
      document.querySelector('input[type="search"]')?.value === 'Positionierungssatz' &&
      document.querySelector('li[data-slug="go-to-market-strategie"] article')?.checkVisibility() === true,
  },
  {
    id: 'theme',
    label: 'colour scheme switch',
    device: phone,
    route: '/impressum',
    target: 'header button[data-theme-switch]',
    changed: () =>
      document.documentElement.dataset.theme === 'light' &&
      document.querySelector('header svg.theme-light')?.checkVisibility() === true,
  },
  {
    id: 'contact',
    label: 'contact dialog ("Lass uns sprechen")',
    device: laptop,
    route: '/',
    target: 'header button:has-text("Lass uns sprechen")',
    // `visibilityProperty`: the hidden dialog is laid out ahead of the tap, invisible (earlyDialog.client.ts).
    feedback: () =>
      window.__benchTarget?.getAttribute('aria-busy') === 'true' ||
      document.querySelector('[role="dialog"]')?.checkVisibility({ visibilityProperty: true }) === true,
    changed: () => {
      const dialog = document.querySelector('[role="dialog"]');
      return Boolean(
        dialog?.checkVisibility({ visibilityProperty: true }) &&
          dialog.contains(document.activeElement) &&
          dialog.querySelector('input'),
      );
    },
  },
  {
    id: 'contact',
    label: 'contact dialog (CTA)',
    device: phone,
    route: '/services/marketing',
    target: 'main button:has-text("Jetzt Beratung anfragen")',
    feedback: () =>
      window.__benchTarget?.getAttribute('aria-busy') === 'true' ||
      document.querySelector('[role="dialog"]')?.checkVisibility({ visibilityProperty: true }) === true,
    changed: () => {
      const dialog = document.querySelector('[role="dialog"]');
      return Boolean(
        dialog?.checkVisibility({ visibilityProperty: true }) &&
          dialog.contains(document.activeElement) &&
          dialog.querySelector('input'),
      );
    },
  },
];

/** In the page, before its own scripts: remembers the time of the first pointerdown. */
function recordPointerDown() {
  addEventListener(
    'pointerdown',
    (event) => {
      if (window.__benchDown === undefined) {
        window.__benchDown = performance.now();
        window.__benchTarget = event.target instanceof Element ? event.target.closest('button') : null;
      }
    },
    { capture: true },
  );
}

/**
 * In the page: resolves with the time of the first frame after `predicate` became true, relative
 * to the pointerdown. Checks after every DOM change and every frame.
 */
function waitForChange(source) {
  const predicate = new Function(`return (${source})()`);
  return new Promise((resolve) => {
    let done = false;
    const check = () => {
      if (done || window.__benchDown === undefined) return;
      let ok = false;
      try {
        ok = predicate();
      } catch {
        ok = false;
      }
      if (!ok) return;
      done = true;
      requestAnimationFrame(() => resolve(performance.now() - window.__benchDown));
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
    const frame = () => {
      check();
      if (!done) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/**
 * Taps the control's middle as a visitor would: scrolled into view if it is not on the screen (and
 * drawn there: a finger lands on what the visitor sees), and touched at once. Playwright's own
 * `tap()` waits until the control has stood still for two frames, so work that the page happened
 * to be doing (the web fonts' swap, which lays out every line on the screen again) was over before
 * each of its taps; a visitor's finger does not wait for it.
 */
async function tapLikeAPerson(page, target) {
  const { x, y } = await target.evaluate(async (element) => {
    const box = element.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= window.innerHeight)
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    element.scrollIntoView({ block: 'center' });
    const shown = element.getBoundingClientRect();
    // Measured before the frame: whatever the page changes meanwhile is the tap's to wait for.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    return { x: shown.left + shown.width / 2, y: shown.top + shown.height / 2 };
  });
  await page.touchscreen.tap(x, y);
}

async function tapOnce(browser, origin, control, idle) {
  const context = await browser.newContext(control.device);
  const page = await context.newPage();
  await page.addInitScript(recordPointerDown);
  await throttle(page);
  const started = Date.now();
  await page.goto(origin + control.route, { waitUntil: 'commit' });
  const target = page.locator(control.target).first();
  await target.waitFor({ state: 'visible', timeout: 30_000 });
  if (idle) await page.waitForTimeout(idleMs);
  const visibleAfter = Date.now() - started;
  if (control.before) await page.evaluate(control.before);
  const watch = (fn) => (fn ? page.evaluate(waitForChange, fn.toString()) : Promise.resolve(undefined));
  const answers = Promise.all([watch(control.feedback), watch(control.changed)]);
  await tapLikeAPerson(page, target);
  if (control.type) await page.keyboard.type(control.type);
  // A tap that never gets an answer within 20 s counts as lost.
  const [feedback, changed] = await Promise.race([
    answers,
    new Promise((resolve) => setTimeout(() => resolve([Infinity, Infinity]), 20_000)),
  ]);
  await context.close();
  return { feedback, changed, tappedAt: visibleAfter };
}

/** JavaScript bytes (encoded, as transferred) by load + 1 s and within 10 s, without any input. */
async function jsWeight(browser, origin, route) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await throttle(page);
  const scripts = new Map();
  const finished = [];
  let loadedAt;
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    if (type === 'Script') scripts.set(requestId, true);
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    if (scripts.has(requestId)) finished.push({ timestamp, bytes: encodedDataLength });
  });
  await cdp.send('Page.enable');
  cdp.on('Page.loadEventFired', ({ timestamp }) => {
    loadedAt = timestamp;
  });
  const start = Date.now();
  await page.goto(origin + route, { waitUntil: 'load' });
  await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - start)));
  await context.close();
  const sum = (list) => list.reduce((total, entry) => total + entry.bytes, 0) / 1024;
  return { early: sum(finished.filter((entry) => entry.timestamp <= loadedAt + 1)), total: sum(finished) };
}

function routesOf(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return entry.name === 'assets' ? [] : routesOf(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!entry.name.endsWith('.html')) return [];
    if (entry.name === '404.html') return ['/gibt-es-nicht'];
    return [entry.name === 'index.html' ? prefix || '/' : `${prefix}/${entry.name.slice(0, -5)}`];
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (value === undefined ? '–' : value === Infinity ? 'lost' : `${Math.round(value)} ms`);

const loadBefore = loadNow();
const baselines = args.includes('--no-baseline')
  ? []
  : (option('--baseline', undefined)?.split(',') ?? [undefined]).map((ref) => baselineCommit(ref));
const sites = [
  { key: 'this', root: dist },
  ...baselines.map((baseline) => ({ key: baseline.commit.slice(0, 7), root: buildBaseline(baseline.commit) })),
];
const servers = [];
const others = sites.slice(1).map((site) => site.key);
/** Every tap's figure, by control, build and moment. */
const raw = [];
for (const [index, site] of sites.entries())
  servers.push({ ...site, ...(await startPreview({ port: port + index, http1, root: site.root })) });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags({ http1 }),
});
const out = [];
const ratio = (now, before) =>
  now === undefined || before === undefined || !Number.isFinite(now) || !Number.isFinite(before)
    ? '–'
    : (now / before).toFixed(2);
try {
  out.push(
    `Interaction benchmark: lab profile (150 ms RTT, 1.6/0.75 Mbps, CPU 4x), ${http1 ? 'HTTP/1.1' : 'HTTPS + HTTP/2'}, median of ${runs}, interleaved, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    baselines.length > 0
      ? `Side by side: ${baselines.map((baseline) => baseline.label).join(', ')}.`
      : 'No previous release (--no-baseline).',
    '',
    `| Control | Page | Device | Early tap at | Early: feedback | Early: changed | Idle 6 s: feedback | Idle 6 s: changed |${others.map((key) => ` ${key}: early changed | ${key}: idle changed | × ${key} early | × ${key} idle |`).join('')}`,
    `|---|---|---|---|---|---|---|---|${others.map(() => '---|---|---|---|').join('')}`,
  );
  for (const control of controls.filter((c) => !only || only.includes(c.id))) {
    /** @type {Record<string, { early: any[], idle: any[] }>} */
    const taps = Object.fromEntries(servers.map((server) => [server.key, { early: [], idle: [] }]));
    for (let run = 0; run < runs; run++) {
      // Alternating order, so that neither build always runs right after the other.
      for (const server of run % 2 === 0 ? servers : [...servers].reverse()) {
        taps[server.key].early.push(await tapOnce(browser, server.origin, control, false));
        taps[server.key].idle.push(await tapOnce(browser, server.origin, control, true));
        if (verbose)
          console.error(
            `${control.label} ${control.route} ${server.key} run ${run + 1}: early ${ms(taps[server.key].early.at(-1).changed)}, idle ${ms(taps[server.key].idle.at(-1).changed)}`,
          );
      }
    }
    const pick = (list, key) => (list[0][key] === undefined ? undefined : median(list.map((r) => r[key])));
    const now = taps.this;
    let row = `| ${control.label} | ${control.route} | ${control.device === phone ? '390 px' : '1280 px'} | ${ms(pick(now.early, 'tappedAt'))} | ${ms(pick(now.early, 'feedback'))} | ${ms(pick(now.early, 'changed'))} | ${ms(pick(now.idle, 'feedback'))} | ${ms(pick(now.idle, 'changed'))} |`;
    for (const key of others) {
      const before = taps[key];
      row += ` ${ms(pick(before.early, 'changed'))} | ${ms(pick(before.idle, 'changed'))} | ${ratio(pick(now.early, 'changed'), pick(before.early, 'changed'))} | ${ratio(pick(now.idle, 'changed'), pick(before.idle, 'changed'))} |`;
    }
    out.push(row);
    // Every run's figure, for the record under the tables.
    for (const server of servers)
      for (const when of ['early', 'idle'])
        raw.push(
          `${control.label} ${control.route}, ${server.key}, ${when}: ${taps[server.key][when].map((tap) => Math.round(tap.changed)).join(' / ')} ms`,
        );
    console.error(`${row} (${loadNow()})`);
  }
  if (!args.includes('--skip-weight')) {
    const unit = http1 ? 'gzip' : 'Brotli';
    out.push(
      '',
      `| Route | JS by load + 1 s (${unit}) | JS within 10 s, no input (${unit}) |${others.map((key) => ` ${key}: by load + 1 s | ${key}: within 10 s |`).join('')}`,
      `|---|---|---|${others.map(() => '---|---|').join('')}`,
    );
    for (const route of routesOf(dist).sort()) {
      let row = '';
      for (const server of servers) {
        const { early, total } = await jsWeight(browser, server.origin, route);
        row += ` ${early.toFixed(1)} KB | ${total.toFixed(1)} KB |`;
      }
      out.push(`| ${route} |${row}`);
      console.error(out.at(-1));
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
out.splice(1, 0, `Before: ${loadBefore}. After: ${loadNow()}.`);
if (raw.length > 0)
  out.push(
    '',
    'Each run, ms from the pointerdown to the frame that shows the change, in order:',
    '',
    ...raw.map((line) => `- ${line}`),
  );
console.log(out.join('\n'));
