import { afterEach, describe, expect, it, vi } from "vitest";
import type { SerializedError, TestModule } from "vitest/node";
import SummaryReporter, { phaseLines, slowestFiles } from "./vitest-summary-reporter.js";

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

describe("the phases", () => {
  it("spans each group from its first file's start to its last file's end, in group order", () => {
    const lines = phaseLines([
      { project: "e2e", group: 1, start: 400_000, end: 500_000 },
      { project: "api", group: 0, start: 1_000, end: 300_000 },
      { project: "reference-site", group: 0, start: 2_000, end: 390_500 },
      { project: "voice-client-browser", group: 1, start: 395_000, end: 410_000 },
    ]);
    expect(lines).toEqual([
      "  group 0   389.5 s  api, reference-site",
      "  group 1   105.0 s  e2e, voice-client-browser",
    ]);
  });

  it("are printed from the files the run started and ended, before the slowest files", () => {
    const reporter = new SummaryReporter();
    const now = vi.spyOn(Date, "now");
    const file = {
      moduleId: "/repo/a.test.ts",
      project: { name: "api", config: { sequence: { groupOrder: 0 } } },
    } as unknown as TestModule;
    now.mockReturnValueOnce(10_000);
    reporter.onTestModuleStart(file);
    now.mockReturnValueOnce(22_500);
    reporter.onTestModuleEnd(file);
    // A type test, checked apart at the end, counts in no phase.
    const typeTest = {
      ...file,
      moduleId: "/repo/a.test-d.ts",
    } as unknown as TestModule;
    now.mockReturnValue(900_000);
    reporter.onTestModuleStart(typeTest);
    reporter.onTestModuleEnd(typeTest);
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    reporter.onTestRunEnd([moduleWith(["passed"])], []);
    const printed = write.mock.calls.map((call) => String(call[0])).join("");
    vi.restoreAllMocks();
    expect(printed).toMatch(
      /^\nphases \(first file's start to last file's end\):\n {2}group 0 {4}12\.5 s {2}api\n\nslowest test files:/,
    );
  });
});
