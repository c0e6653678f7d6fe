// Sums the unit (vitest) and browser (Playwright) results into one line: "N passed, N failed".
// A step that failed before producing results (install, typecheck, build) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const exitCode = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync('reports/unit.json')) {
  const unit = JSON.parse(readFileSync('reports/unit.json', 'utf8'));
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
}
if (existsSync('reports/e2e.json')) {
  const { stats } = JSON.parse(readFileSync('reports/e2e.json', 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}
if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
