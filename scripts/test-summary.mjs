#!/usr/bin/env node
// Sums every test runner's JSON report (Vitest and Playwright write them to
// <package>/.test-results/*.json) into the closing line CI reads: "N passed, N failed".
// Before it, where the time went: every turbo task of the run with its start and seconds
// (from turbo's --summarize files in .turbo/runs/), and each suite's ten slowest tests, so a
// slow task or test is seen the run it arrives.
// With --clean it removes old reports and run summaries first, so a run counts only its own
// (turbo restores a cached task's reports together with its other outputs).
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TURBO_RUNS = join(ROOT, ".turbo", "runs");
const SLOWEST = 10;

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

/** Each test of a report as `{ title, seconds, retried }`: Vitest's or Playwright's JSON. */
function testsOf(report, packageDir) {
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((file) =>
      (file.assertionResults ?? []).map((test) => ({
        title: `${relative(packageDir, file.name)} › ${test.fullName}`,
        seconds: (test.duration ?? 0) / 1000,
        retried: (test.retryCount ?? 0) > 0,
      })),
    );
  }
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        tests.push({
          title: `${file ?? suite.file} › ${spec.title} [${test.projectName}]`,
          seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
          retried: test.results.length > 1,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return tests;
}

/** Every turbo task of this run (all --summarize files since --clean), in start order. */
function printTaskTable() {
  if (!existsSync(TURBO_RUNS)) return;
  const tasks = readdirSync(TURBO_RUNS)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => JSON.parse(readFileSync(join(TURBO_RUNS, name), "utf8")).tasks ?? [])
    .filter((task) => task.execution)
    .sort((a, b) => a.execution.startTime - b.execution.startTime);
  if (tasks.length === 0) return;
  const start = tasks[0].execution.startTime;
  const end = Math.max(...tasks.map((task) => task.execution.endTime));
  console.log(
    `\nturbo tasks (start, seconds; ${Math.round((end - start) / 1000)} s from the first start to the last end):`,
  );
  for (const task of tasks) {
    const { startTime, endTime, exitCode } = task.execution;
    const cached = task.cache?.status === "HIT" ? " (cached)" : "";
    const failed = exitCode ? ` (exit ${exitCode})` : "";
    console.log(
      `  ${String(Math.round((startTime - start) / 1000)).padStart(5)} ${String(Math.round((endTime - startTime) / 1000)).padStart(5)}  ${task.taskId}${cached}${failed}`,
    );
  }
}

if (process.argv.includes("--clean")) {
  for (const dir of reportDirs()) rmSync(dir, { recursive: true, force: true });
  rmSync(TURBO_RUNS, { recursive: true, force: true });
  process.exit(0);
}

printTaskTable();

const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const dir of reportDirs()) {
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const path = join(dir, file);
    const report = JSON.parse(readFileSync(path, "utf8"));
    const counts = countsOf(report);
    if (!counts) continue;
    const tests = testsOf(report, dirname(dir));
    const retried = tests.filter((test) => test.retried);
    console.log(`\n${relative(ROOT, path)}: the ${SLOWEST} slowest of ${tests.length} (seconds)`);
    for (const test of tests.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST)) {
      console.log(`  ${test.seconds.toFixed(1).padStart(6)}  ${test.title.slice(0, 150)}`);
    }
    for (const test of retried) console.log(`  retried: ${test.title}`);
    lines.push(
      `  ${relative(ROOT, path).padEnd(52)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${retried.length ? `, ${retried.length} retried` : ""}`,
    );
    for (const key of Object.keys(total)) total[key] += counts[key];
  }
}
console.log(`\n${lines.join("\n")}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
