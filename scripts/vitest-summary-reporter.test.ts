import { afterEach, describe, expect, it, vi } from "vitest";
import type { SerializedError, TestModule } from "vitest/node";
import SummaryReporter from "./vitest-summary-reporter.js";

/** A test module as the reporter reads it: its tests' states and its own. */
function moduleWith(states: string[], moduleState = "passed"): TestModule {
  const tests = states.map((state) => ({ result: () => ({ state }) }));
  return {
    state: () => moduleState,
    children: { allTests: () => tests[Symbol.iterator]() },
  } as unknown as TestModule;
}

function lineFor(modules: TestModule[], errors: SerializedError[] = []): string {
  const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  new SummaryReporter().onTestRunEnd(modules, errors);
  const line = String(write.mock.calls.at(-1)?.[0] ?? "");
  write.mockRestore();
  return line.trim();
}

describe("the closing summary line", () => {
  afterEach(() => vi.restoreAllMocks());

  it("counts passed, failed and skipped tests", () => {
    expect(lineFor([moduleWith(["passed", "failed", "skipped", "passed"])])).toBe(
      "tests: 2 passed, 1 failed, 1 skipped",
    );
  });

  it("counts a file that failed to load, and each error thrown outside any test, as failed", () => {
    const errors = [{ message: "ENOTEMPTY" }] as SerializedError[];
    expect(lineFor([moduleWith(["passed"]), moduleWith([], "failed")], errors)).toBe(
      "tests: 1 passed, 2 failed, 0 skipped",
    );
  });

  it("counts a file whose hook failed, its tests skipped, as failed", () => {
    expect(lineFor([moduleWith(["skipped", "skipped"], "failed"), moduleWith(["passed"])])).toBe(
      "tests: 1 passed, 1 failed, 2 skipped",
    );
  });

  it("counts a failed file's failed tests once, not once more for the file", () => {
    expect(lineFor([moduleWith(["failed", "passed", "failed"], "failed")])).toBe(
      "tests: 1 passed, 2 failed, 0 skipped",
    );
  });
});
