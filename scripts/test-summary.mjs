// Sums the unit (vitest) and browser (Playwright) results into one line: "N passed, N failed".
// Counted: the unit tests on the machine's Node (reports/unit.json) and on Node 24 (reports/unit-node24.json,
// .ci/node24), the browser tests of both tiers (reports/site.json, reports/tools.json), and each CI step that writes reports/step-*.json
// ({ "name", "ok" }: the Node 24 build) as one check.
// A step that failed before producing results (install, lint, typecheck, build) counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const exitCode = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
let skipped = 0;
/** The names of the failed tests, printed just above the last line, where a shortened log still shows them. */
const failures = [];

/** Every test of a Playwright report's suite tree, with its file and the titles of its describe blocks. */
function* browserTests(suite, titles = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) yield { title: [...titles, spec.title].join(' › '), file: spec.file, test };
  }
  for (const child of suite.suites ?? [])
    yield* browserTests(child, child.title === child.file ? titles : [...titles, child.title]);
}

for (const file of ['reports/unit.json', 'reports/unit-node24.json']) {
  if (!existsSync(file)) continue;
  const unit = JSON.parse(readFileSync(file, 'utf8'));
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  for (const result of unit.testResults ?? []) {
    for (const assertion of result.assertionResults ?? []) {
      if (assertion.status === 'failed') failures.push(`${file}: ${assertion.fullName}`);
    }
    if (result.status === 'failed' && !(result.assertionResults ?? []).some((a) => a.status === 'failed')) {
      failures.push(`${file}: ${result.name} (${(result.message ?? '').split('\n')[0]})`);
    }
  }
}
for (const file of ['reports/site.json', 'reports/tools.json']) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  for (const suite of report.suites ?? []) {
    for (const { title, file: spec, test } of browserTests(suite)) {
      if (test.status === 'unexpected') failures.push(`${spec} [${test.projectName}]: ${title}`);
      if (test.status === 'flaky') console.log(`flaky (passed on retry): ${spec} [${test.projectName}]: ${title}`);
    }
  }
  for (const error of report.errors ?? []) failures.push(`${file}: ${(error.message ?? '').split('\n')[0]}`);
}
for (const file of existsSync('reports') ? readdirSync('reports').filter((name) => /^step-.*\.json$/.test(name)) : []) {
  const step = JSON.parse(readFileSync(`reports/${file}`, 'utf8'));
  if (step.ok === true) passed++;
  else {
    failed++;
    console.log(`failed: ${step.name}`);
  }
}
for (const failure of failures) console.log(`failed: ${failure}`);
if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
