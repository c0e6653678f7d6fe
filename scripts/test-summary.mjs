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

for (const file of ['reports/unit.json', 'reports/unit-node24.json']) {
  if (!existsSync(file)) continue;
  const unit = JSON.parse(readFileSync(file, 'utf8'));
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
}
for (const file of ['reports/site.json', 'reports/tools.json']) {
  if (!existsSync(file)) continue;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}
for (const file of existsSync('reports') ? readdirSync('reports').filter((name) => /^step-.*\.json$/.test(name)) : []) {
  const step = JSON.parse(readFileSync(`reports/${file}`, 'utf8'));
  if (step.ok === true) passed++;
  else {
    failed++;
    console.log(`failed: ${step.name}`);
  }
}
if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
