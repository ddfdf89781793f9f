import { afterEach, describe, expect, it, vi } from "vitest";
import type { SerializedError, TestModule } from "vitest/node";
import SummaryReporter, { slowestFiles } from "./vitest-summary-reporter.js";

/** A test module as the reporter reads it: its tests' states and its own, its file and time. */
function moduleWith(
  states: string[],
  moduleState = "passed",
  file = { path: `${process.cwd()}/a.test.ts`, project: "api", milliseconds: 5 },
): TestModule {
  const tests = states.map((state) => ({ result: () => ({ state }) }));
  return {
    state: () => moduleState,
    children: { allTests: () => tests[Symbol.iterator]() },
    moduleId: file.path,
    project: { name: file.project },
    diagnostic: () => ({ duration: file.milliseconds }),
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

describe("the slowest test files", () => {
  it("names the slowest first, with their project and path from the root, at most as many as asked", () => {
    const file = (path: string, project: string, milliseconds: number) =>
      moduleWith(["passed"], "passed", { path: `/repo/${path}`, project, milliseconds });
    const modules = [
      file("apps/api/src/a.test.ts", "api", 1_500),
      file("e2e/b.e2e.test.ts", "e2e", 98_250),
      file("packages/c.test.ts", "react-widgets", 40),
    ];
    expect(slowestFiles(modules, "/repo", 2)).toEqual([
      "   98.3 s  e2e  e2e/b.e2e.test.ts",
      "    1.5 s  api  apps/api/src/a.test.ts",
    ]);
  });

  it("are printed before the closing line, which stays last", () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    new SummaryReporter().onTestRunEnd([moduleWith(["passed"])], []);
    const printed = write.mock.calls.map((call) => String(call[0])).join("");
    write.mockRestore();
    expect(printed).toBe(
      "\nslowest test files:\n    0.0 s  api  a.test.ts\n\ntests: 1 passed, 0 failed, 0 skipped\n",
    );
  });
});
