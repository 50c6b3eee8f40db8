// Prints the one closing line CI reads ('N passed, M failed, K skipped'), summing the JSON reports
// of vitest (.tmp/vitest.json) and Playwright (.tmp/playwright.json).
// `--clear` deletes both reports first, so a stale report is never counted; a suite with no report
// did not run (an earlier step failed, the build broke) and counts as one failure.
import { existsSync, readFileSync, rmSync } from 'node:fs';

const REPORTS = { vitest: '.tmp/vitest.json', playwright: '.tmp/playwright.json' };

if (process.argv.includes('--clear')) {
  for (const file of Object.values(REPORTS)) rmSync(file, { force: true });
  process.exit(0);
}

function read(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`${file} is not valid JSON (${err.message}): counted as one failure.`);
    return { unreadable: true };
  }
}

/** Vitest's Jest-shaped report; a file that failed to load has no tests but counts as a failure. */
function vitestCounts(report) {
  if (report.unreadable) return { passed: 0, failed: 1, skipped: 0 };
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's report; errors outside tests (the web server did not start, ...) are failures. */
function playwrightCounts(report) {
  if (report.unreadable) return { passed: 0, failed: 1, skipped: 0 };
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors ?? []).length,
    skipped: stats.skipped ?? 0,
    flaky: stats.flaky ?? 0,
  };
}

const total = { passed: 0, failed: 0, skipped: 0 };
const parts = [];
for (const [name, file] of Object.entries(REPORTS)) {
  const report = read(file);
  if (!report) {
    total.failed += 1;
    parts.push(`${name} did not run`);
    continue;
  }
  const counts = name === 'vitest' ? vitestCounts(report) : playwrightCounts(report);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const flaky = counts.flaky ? ` (${counts.flaky} flaky: passed on retry)` : '';
  // Worded unlike the closing line, so only that one reads as the run's total.
  parts.push(`${name} ${counts.passed} ok / ${counts.failed} not ok${flaky}`);
}

console.log('');
console.log(parts.join('; '));
const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
