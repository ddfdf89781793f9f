import type { Reporter, SerializedError, TestModule } from "vitest/node";

/** How many of the slowest test files the summary names. */
export const SLOWEST_SHOWN = 10;

/**
 * The slowest test files, slowest first, as `seconds  project  path` lines (the path from the
 * repository root): where a faster suite starts.
 */
export function slowestFiles(
  testModules: ReadonlyArray<TestModule>,
  root: string,
  count = SLOWEST_SHOWN,
): string[] {
  return testModules
    .map((module) => ({
      seconds: module.diagnostic().duration / 1000,
      project: module.project.name,
      path: module.moduleId.startsWith(`${root}/`)
        ? module.moduleId.slice(root.length + 1)
        : module.moduleId,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((file) => `${file.seconds.toFixed(1).padStart(7)} s  ${file.project}  ${file.path}`);
}

/**
 * Prints the slowest test files, then one plain closing line, `tests: N passed, N failed, N skipped`, after Vitest's own
 * summary, so that CI logs state the count in a form any reader can check. A file that failed
 * without a failed test (it did not load, or a hook failed and its tests were skipped) and an
 * error thrown outside any test (Vitest's "unhandled errors") count as failed.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError> = [],
  ): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failedHere++;
        else skipped++;
      }
      // A file that failed without a failed test (it did not load, or a beforeAll threw and its
      // tests were skipped) is still a failure.
      failed += module.state() === "failed" ? Math.max(failedHere, 1) : failedHere;
    }
    failed += unhandledErrors.length;
    const slowest = slowestFiles(testModules, process.cwd());
    if (slowest.length > 0) {
      process.stdout.write(`\nslowest test files:\n${slowest.join("\n")}\n`);
    }
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
