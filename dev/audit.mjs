// Lighthouse audit of the built site, side by side with the previous release and a floor page, in
// one session: serves dist/client, the previous release (dev/sideBySide.mjs: a build of the last
// tag or of `--baseline <commit>` in a temporary git worktree) and the floor page (one heading and
// one paragraph) on 127.0.0.1, each the same way, and runs Lighthouse (mobile defaults, simulated
// throttling) on Debian's Chromium, interleaved: run by run, route by route, this build and the
// previous release in alternating order, the floor twice per run. Prints the medians of
// --runs (default 5) with the spread, the ratio to the floor and to the previous release, and the
// machine's load average before and after.
// It serves HTTPS and HTTP/2 as the production hosts do (a throwaway self-signed certificate):
// Lighthouse's simulated throttling models every parallel HTTP/1.1 request as a new TCP
// connection with its own handshake, which visitors of an HTTP/2 host (all common ones) do not
// pay. --http1 serves plain HTTP/1.1 instead.
// Usage: npm run build && npm run audit [-- --runs 5 --routes /,/blog --baseline <commit> --no-baseline
//   --lighthouse 13.5.0 --port 4390 --http1]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '#integrations/distDir.mjs';
import { baselineCommit, buildBaseline, floorSite, loadNow } from './sideBySide.mjs';
import { chromiumFlags, chromiumPath, startPreview } from './startPreview.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', 5));
const port = Number(option('--port', 4390));
const lighthouse = `lighthouse@${option('--lighthouse', '13.5.0')}`;
const dist = path.join(distDir(), 'client');
const chrome = process.env.CHROME_PATH ?? chromiumPath;
const http1 = args.includes('--http1');
/** The lab profile of Lighthouse's mobile preset (simulated): 150 ms RTT, 1.6 Mbps down. */
const lab = { rttMs: 150, bitsPerMs: (1.6 * 1024 * 1024) / 1000 };
/** What Lantern sends in a new connection's first round trip: 10 TCP segments of 1,460 bytes. */
const firstWindowBytes = 10 * 1460;
/** The performance budget's targets (docs/performance.md): spread, text pages against the floor, TBT. */
const targets = { spread: 0.15, textToFloor: 1.3, tbtMs: 50 };

function routesOf(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return entry.name === 'assets' ? [] : routesOf(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!entry.name.endsWith('.html') || entry.name === '404.html') return [];
    return [entry.name === 'index.html' ? prefix || '/' : `${prefix}/${entry.name.slice(0, -5)}`];
  });
}
const routes = option('--routes', null)?.split(',') ?? routesOf(dist).sort();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const out = path.resolve('.lighthouse');
mkdirSync(out, { recursive: true });

/** One Lighthouse run; what the tables need from its report. */
function audit(target, route, run) {
  const file = path.join(out, `${target.key}${route.replace(/\//g, '_') || '_home'}-${run}.json`);
  execFileSync(
    'npx',
    [
      '--yes',
      lighthouse,
      `${target.origin}${route}`,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--chrome-flags=${['--headless=new', ...chromiumFlags({ http1 })].join(' ')}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
  );
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id) => report.audits[id]?.numericValue ?? 0;
  // The largest element is an image when its breakdown has a load phase; its bytes are those of
  // the image requested with high priority (the portrait: fetchpriority="high").
  const breakdown = report.audits['lcp-breakdown-insight']?.details?.items?.[0]?.items ?? [];
  const isImage = breakdown.some((part) => part.subpart === 'resourceLoadDuration');
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const image = requests.find((request) => request.resourceType === 'Image' && request.priority === 'High');
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    bytes: value('total-byte-weight'),
    lcpKind: isImage ? 'image' : 'text',
    imageBytes: isImage ? (image?.transferSize ?? 0) : 0,
    // The document as transferred (compressed, with its headers): within the first window or not.
    documentBytes: requests.find((request) => request.resourceType === 'Document')?.transferSize ?? 0,
    benchmark: report.environment?.benchmarkIndex ?? 0,
  };
}

const loadBefore = loadNow();
const noBaseline = args.includes('--no-baseline');
const baseline = noBaseline ? undefined : baselineCommit(option('--baseline', undefined));
const servers = [
  { key: 'this', label: 'this build', root: dist },
  ...(baseline ? [{ key: 'prev', label: baseline.label, root: buildBaseline(baseline.commit) }] : []),
  { key: 'floor', label: 'floor page', root: floorSite() },
];
const started = [];
try {
  for (const [index, server] of servers.entries())
    started.push({ ...server, ...(await startPreview({ port: port + index, http1, root: server.root })) });
  const [current, previous] = started.filter((server) => server.key !== 'floor');
  const floor = started.find((server) => server.key === 'floor');
  /** @type {Map<string, ReturnType<typeof audit>[]>} */
  const results = new Map();
  const record = (key, route, result) =>
    results.set(`${key} ${route}`, [...(results.get(`${key} ${route}`) ?? []), result]);
  const floorEvery = Math.max(1, Math.ceil(routes.length / 2));
  for (let run = 0; run < runs; run++) {
    for (const [index, route] of routes.entries()) {
      if (index % floorEvery === 0) record('floor', '/', audit(floor, '/', `${run}-${index}`));
      // Alternating order, so that neither build always runs right after the other.
      const pair = previous ? (run % 2 === 0 ? [current, previous] : [previous, current]) : [current];
      const measured = pair.map((target) => {
        const result = audit(target, route, run);
        record(target.key, route, result);
        return `${target.key} LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, Perf. ${result.perf}`;
      });
      // Each run as it comes (the reports stay in .lighthouse/), so that a long session cut short says something.
      console.error(`run ${run + 1}/${runs}: ${route}: ${measured.join('; ')} (${loadNow()})`);
    }
  }

  const floorRuns = results.get('floor /') ?? [];
  const floorLcp = median(floorRuns.map((r) => r.lcp));
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const summary = (list) => {
    const lcps = list.map((r) => r.lcp);
    const [min, max] = [Math.min(...lcps), Math.max(...lcps)];
    return {
      perf: median(list.map((r) => r.perf)),
      perfMin: Math.min(...list.map((r) => r.perf)),
      lcp: median(lcps),
      min,
      max,
      spread: (max - min) / min,
      tbt: median(list.map((r) => r.tbt)),
      tbtMax: Math.max(...list.map((r) => r.tbt)),
      cls: median(list.map((r) => r.cls)),
      lcpKind: list[0].lcpKind,
      imageBytes: median(list.map((r) => r.imageBytes)),
      documentBytes: median(list.map((r) => r.documentBytes)),
      bench: median(list.map((r) => r.benchmark)),
      scores: ['a11y', 'bp', 'seo'].map((key) => median(list.map((r) => r[key]))).join('/'),
    };
  };
  const floorSummary = summary(floorRuns);
  const lines = [
    `Lighthouse ${lighthouse.split('@')[1]} (mobile, simulated throttling), ${http1 ? 'HTTP/1.1' : 'HTTPS + HTTP/2'}, median of ${runs} runs, interleaved, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `Before: ${loadBefore}. After: ${loadNow()}. Lighthouse's CPU benchmark index (median): this ${summary([...results].filter(([k]) => k.startsWith('this')).flatMap(([, v]) => v)).bench}${previous ? `, previous ${summary([...results].filter(([k]) => k.startsWith('prev')).flatMap(([, v]) => v)).bench}` : ''}, floor ${floorSummary.bench}.`,
    `Floor page (one heading, one paragraph): LCP ${s(floorLcp)} (${s(floorSummary.min)}–${s(floorSummary.max)}, ${floorRuns.length} runs), Perf. ${floorSummary.perf} (${floorSummary.perfMin}), TBT ${Math.round(floorSummary.tbt)} ms (max ${Math.round(floorSummary.tbtMax)}).`,
    previous ? `Previous release: ${previous.label}.` : 'No previous release (--no-baseline).',
    '',
    `| Route | LCP element | Document | Perf. (min) | A11y/BP/SEO | LCP (min–max) | Spread | TBT (max) | CLS | × floor | Target | ${previous ? 'Prev.: Perf. (min) | Prev.: LCP (min–max) | Prev.: spread | × prev. |' : ''}`,
    `|---|---|---|---|---|---|---|---|---|---|---|${previous ? '---|---|---|---|' : ''}`,
  ];
  for (const route of routes) {
    const now = summary(results.get(`this ${route}`));
    // Text: within 1.3× the floor. Image: the floor, one round trip and the image's own transfer.
    const target =
      now.lcpKind === 'image'
        ? floorLcp + lab.rttMs + (now.imageBytes * 8) / lab.bitsPerMs
        : floorLcp * targets.textToFloor;
    // Each bar the route misses, by name: a single run's TBT over 50 ms reads differently when the
    // floor page had one too (docs/performance.md, "What Lantern counts as blocking").
    const missed = [
      now.lcp > target && 'LCP',
      now.spread > targets.spread && 'spread',
      now.perfMin < 100 && 'Perf. in a run',
      now.tbtMax > targets.tbtMs && `TBT in a run${floorSummary.tbtMax > targets.tbtMs ? ', as the floor’s' : ''}`,
    ].filter(Boolean);
    const targetText = `${missed.length ? `missed (${missed.join('; ')})` : 'met'}: ≤ ${s(target)}${now.lcpKind === 'image' ? ` (floor + ${lab.rttMs} ms + ${(now.imageBytes / 1024).toFixed(1)} KB)` : ''}`;
    // Over the first window, the document costs Lantern a second round trip (150 ms) before anything.
    // In kB of 1,000 bytes, as the first window's 14.6 KB.
    const documentText = `${(now.documentBytes / 1000).toFixed(1)} KB${now.documentBytes > firstWindowBytes ? ' (over the first round trip)' : ''}`;
    let row = `| ${route} | ${now.lcpKind} | ${documentText} | ${now.perf} (${now.perfMin}) | ${now.scores} | ${s(now.lcp)} (${s(now.min)}–${s(now.max)}) | ${(now.spread * 100).toFixed(0)} % | ${Math.round(now.tbt)} ms (${Math.round(now.tbtMax)}) | ${now.cls.toFixed(3)} | ${(now.lcp / floorLcp).toFixed(2)} | ${targetText} |`;
    if (previous) {
      const before = summary(results.get(`prev ${route}`));
      row += ` ${before.perf} (${before.perfMin}) | ${s(before.lcp)} (${s(before.min)}–${s(before.max)}) | ${(before.spread * 100).toFixed(0)} % | ${(now.lcp / before.lcp).toFixed(2)} |`;
    }
    lines.push(row);
  }
  console.log(lines.join('\n'));
} finally {
  for (const server of started) server.stop();
}
