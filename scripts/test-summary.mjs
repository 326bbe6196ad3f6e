#!/usr/bin/env node
// Sums every test runner's JSON report (Vitest and Playwright write them to
// <package>/.test-results/*.json) into the closing line CI reads: "N passed, N failed".
// With --clean it removes old reports first, so a run counts only its own tests
// (turbo restores a cached task's reports together with its other outputs).
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

function reportDirs() {
  return ["apps", "packages"].flatMap((group) => {
    const base = join(ROOT, group);
    if (!existsSync(base)) return [];
    return readdirSync(base).map((name) => join(base, name, ".test-results"));
  });
}

/** Reads one report: Vitest's JSON reporter or Playwright's JSON reporter. */
function countsOf(report) {
  if (typeof report.numTotalTests === "number") {
    // A file that failed to load (or whose hooks failed) has no failed test of its own: count it once.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) =>
        file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"),
    ).length;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + brokenFiles,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  }
  if (report.stats && typeof report.stats.expected === "number") {
    const failedToRun = report.errors?.length ?? 0;
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected + failedToRun,
      skipped: report.stats.skipped,
    };
  }
  return null;
}

if (process.argv.includes("--clean")) {
  for (const dir of reportDirs()) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

const total = { passed: 0, failed: 0, skipped: 0 };
for (const dir of reportDirs()) {
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const path = join(dir, file);
    const counts = countsOf(JSON.parse(readFileSync(path, "utf8")));
    if (!counts) continue;
    console.log(
      `  ${relative(ROOT, path).padEnd(52)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
    for (const key of Object.keys(total)) total[key] += counts[key];
  }
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
