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

/** When one test file ran: its project, the project's group (`sequence.groupOrder`), start and end. */
export interface FileSpan {
  project: string;
  group: number;
  start: number;
  end: number;
}

/**
 * How long each group of projects ran, from its first file's start to its last file's end, as
 * `group N  seconds  projects` lines in group order: the unit and integration projects
 * (group 0), then those that drive Chromium or the built product (group 1), which wait for
 * them. Where CI's time goes, beside the slowest files.
 */
export function phaseLines(spans: ReadonlyArray<FileSpan>): string[] {
  const groups = new Map<number, { start: number; end: number; projects: Set<string> }>();
  for (const span of spans) {
    const group = groups.get(span.group);
    if (group) {
      group.start = Math.min(group.start, span.start);
      group.end = Math.max(group.end, span.end);
      group.projects.add(span.project);
    } else {
      groups.set(span.group, {
        start: span.start,
        end: span.end,
        projects: new Set([span.project]),
      });
    }
  }
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(
      ([order, { start, end, projects }]) =>
        `  group ${order}  ${((end - start) / 1000).toFixed(1).padStart(6)} s  ${[...projects].sort().join(", ")}`,
    );
}

/**
 * Prints how long each group of projects ran and the slowest test files, then one plain closing line, `tests: N passed, N failed, N skipped`, after Vitest's own
 * summary, so that CI logs state the count in a form any reader can check. A file that failed
 * without a failed test (it did not load, or a hook failed and its tests were skipped) and an
 * error thrown outside any test (Vitest's "unhandled errors") count as failed.
 */
export default class SummaryReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly spans: FileSpan[] = [];

  onTestModuleStart(module: TestModule): void {
    // Type tests (*.test-d.ts) are checked by tsc apart, after the run's files: no phase's.
    if (/\.test-d\.tsx?$/.test(module.moduleId)) return;
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const start = this.started.get(module.moduleId);
    if (start === undefined) return;
    this.spans.push({
      project: module.project.name,
      group: module.project.config.sequence.groupOrder ?? 0,
      start,
      end: Date.now(),
    });
  }

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
    const phases = phaseLines(this.spans);
    if (phases.length > 0) {
      process.stdout.write(
        `\nphases (first file's start to last file's end):\n${phases.join("\n")}\n`,
      );
    }
    const slowest = slowestFiles(testModules, process.cwd());
    if (slowest.length > 0) {
      process.stdout.write(`\nslowest test files:\n${slowest.join("\n")}\n`);
    }
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
