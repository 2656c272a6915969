// Prints one line, "N passed, N failed", summing the Vitest and Playwright JSON reports.
import fs from 'node:fs';

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const unit = read('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += (unit.numFailedTests ?? 0) + (unit.numRuntimeErrors ?? 0);
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
} else {
  failed += 1;
  console.error('No unit test report (test-results/unit.json).');
}
const e2e = read('test-results/e2e.json');
if (e2e?.stats) {
  passed += e2e.stats.expected ?? 0;
  failed += (e2e.stats.unexpected ?? 0) + (e2e.stats.flaky ?? 0);
  skipped += e2e.stats.skipped ?? 0;
  failed += (e2e.errors ?? []).length;
} else {
  failed += 1;
  console.error('No browser test report (test-results/e2e.json).');
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
