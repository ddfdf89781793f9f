// What every benchmark prints and checks around its figures: the commit it measured (with
// "+dirty" when the tree has changes), Node's version and the machine's load average, at the
// start and at the end; and a run that is broken (a failed request, a zero or NaN figure, a
// child process that died) ends with a clear message and exit code 1 instead of a figure.
//
//   import { checkFigure, runBench } from "./lib/bench-run.mjs";
//
//   await runBench("call-engine", async () => {
//     const perSecond = checkFigure("reports/s", measured.perSecond);
//     console.log(`${perSecond} reports/s`);
//   });
//
// A script that cannot wrap its work in one function prints `benchHeader(name)` first and
// `benchFooter(name)` last; `checkFigure`, `BrokenRun` and `breakRun` work with either.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * A broken run: what it measured cannot be reported. Thrown by `checkFigure`, and by a
 * benchmark for a failed request or a wrong answer.
 */
export class BrokenRun extends Error {
  constructor(message) {
    super(message);
    this.name = "BrokenRun";
  }
}

// Breaks reported from outside the benchmark's own flow (a child process that exited by
// itself), read when the run ends.
const breaks = [];

/**
 * Marks the run as broken for a reason seen outside the benchmark's flow (a child process
 * exiting by itself, say): the run goes on to its end, then fails with every reason given.
 */
export function breakRun(reason) {
  breaks.push(reason);
  process.exitCode = 1;
}

/** The commit measured: `git rev-parse --short HEAD`, with "+dirty" when the tree has changes. */
export function commitOf(directory = root) {
  const git = (...args) =>
    execFileSync("git", args, {
      cwd: directory,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  try {
    const commit = git("rev-parse", "--short", "HEAD").trim();
    return git("status", "--porcelain").trim() === "" ? commit : `${commit}+dirty`;
  } catch (error) {
    throw new BrokenRun(`cannot name the commit measured (git: ${error.message.split("\n")[0]})`);
  }
}

/** The 1, 5 and 15 minute load averages, as /proc/loadavg has them ("n/a" off Linux). */
export function loadAverage() {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  } catch {
    return "n/a";
  }
}

function line(name, when, stream) {
  stream.write(
    `[${name}] ${when}: commit ${commitOf()}, Node ${process.version}, load average ${loadAverage()} (1, 5, 15 min)\n`,
  );
}

/**
 * Prints the run's first line: the benchmark's name, the commit, Node and the load average.
 * With `json: true` it goes to standard error, so that standard output stays JSON.
 *
 * @example
 * benchHeader("lighthouse", { json: flags.json });
 */
export function benchHeader(name, { json = false } = {}) {
  line(name, "start", json ? process.stderr : process.stdout);
}

/**
 * Prints the run's last line (commit and load average again), then, if `breakRun` was called
 * or `broken` is given, the reasons on standard error, and exits with code 1.
 *
 * @example
 * benchFooter("lighthouse", { json: flags.json });
 */
export function benchFooter(name, { json = false, broken } = {}) {
  line(name, "end", json ? process.stderr : process.stdout);
  const reasons = [...(broken ? [broken] : []), ...breaks];
  if (reasons.length === 0) return;
  const text = (reason) => (reason instanceof Error ? reason.message : String(reason));
  process.stderr.write(
    `\n[${name}] BROKEN RUN, no figure of it may be reported:\n${reasons.map((reason) => `  - ${text(reason)}`).join("\n")}\n`,
  );
  if (broken instanceof Error && !(broken instanceof BrokenRun) && broken.stack) {
    process.stderr.write(`${broken.stack}\n`);
  }
  // Whatever the failed work left open (a server, a timer) must not keep the process alive.
  process.exit(1);
}

/**
 * Runs a benchmark between its header and its footer: any error thrown by `work`, and any
 * `breakRun` reason, end the run with exit code 1 after the footer.
 *
 * @example
 * await runBench("sizes", async () => { ... }, { json: flags.json });
 */
export async function runBench(name, work, options = {}) {
  benchHeader(name, options);
  let broken;
  try {
    await work();
  } catch (error) {
    broken = error;
  }
  benchFooter(name, { ...options, broken });
}

/**
 * Answers `value` if it is a figure (a finite number above zero), and throws BrokenRun naming
 * `label` otherwise: a zero, NaN or missing figure means the run measured nothing.
 *
 * @example
 * const p95 = checkFigure("all shapes p95 ms", percentile(sorted, 95));
 */
export function checkFigure(label, value) {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw new BrokenRun(`${label} is ${String(value)}: the run measured nothing`);
  }
  return value;
}

/**
 * Makes a child process's own exit break the run (one stopped on purpose sets
 * `stopping` first, as `stop()` of ./api-process.mjs does).
 *
 * @example
 * const child = spawn(process.execPath, ["server.js"]);
 * watchChild(child, "the product");
 */
export function watchChild(child, label) {
  child.once("exit", (code, signal) => {
    if (child.stopping) return;
    breakRun(`${label} (pid ${child.pid}) exited by itself with ${signal ?? `code ${code}`}`);
  });
  return child;
}
