import type { Reporter, SerializedError, TestModule } from "vitest/node";

/**
 * Prints one plain closing line, `tests: N passed, N failed, N skipped`, after Vitest's own
 * summary, so that CI logs state the count in a form any reader can check. A file that failed
 * to load and an error thrown outside any test (Vitest's "unhandled errors") count as failed.
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
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      // A file that failed to load has no tests to count but is still a failure.
      if (module.state() === "failed" && [...module.children.allTests()].length === 0) failed++;
    }
    failed += unhandledErrors.length;
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
