#!/usr/bin/env node
// The checks `pnpm test` runs before Vitest: lint, the layering rules, the builds, the type
// check, the packages' publishing checks, the size budgets and Storybook's build of every story
// (`storybook build --test`: the stories as the preview compiles them, without the docs and
// the manager UI that `build-storybook` adds for the static site). Each is one
// script of the root package.json; a step starts as soon as the steps it needs have passed,
// and as many run at once as the machine has cores, so that a step that uses one core (tsc,
// biome, publint) shares the machine with another instead of waiting for it.
//
//   node scripts/checks.mjs           every step
//   node scripts/checks.mjs lint …    only the named steps and what they need
//
// A step's output is printed whole when it ends, with its time; the first step that fails
// stops the others and the command exits 1 with that step's output last.

import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** name → the root scripts it needs first. */
export const STEPS = {
  lint: [],
  "check:layers": [],
  "build:packages": [],
  "build:site": ["build:packages"],
  "build:api": ["build:packages"],
  typecheck: ["build:packages"],
  "check:packages": ["build:packages"],
  "check:size": ["build:packages", "build:site"],
  "check:storybook": ["build:packages"],
};

/** The steps to run: the named ones and, before them, what they need. */
export function selectSteps(steps, names) {
  if (names.length === 0) return Object.keys(steps);
  const chosen = new Set();
  const add = (name) => {
    if (!(name in steps)) throw new Error(`no such step: ${name}`);
    if (chosen.has(name)) return;
    for (const need of steps[name]) add(need);
    chosen.add(name);
  };
  for (const name of names) add(name);
  return Object.keys(steps).filter((name) => chosen.has(name));
}

/**
 * Runs `names` of `steps` with at most `lanes` at once, each step after the steps it needs;
 * `run(name)` resolves with `{ ok, output }`. Resolves with the failed step's name, or null.
 */
export async function runSteps(steps, names, { lanes, run, report = () => {} }) {
  const waiting = new Set(names);
  const passed = new Set();
  const running = new Map();
  let failed = null;
  while ((waiting.size > 0 || running.size > 0) && failed === null) {
    for (const name of [...waiting]) {
      if (running.size >= lanes) break;
      if (!steps[name].every((need) => passed.has(need) || !names.includes(need))) continue;
      waiting.delete(name);
      const started = Date.now();
      running.set(
        name,
        run(name).then((result) => ({ name, result, seconds: (Date.now() - started) / 1000 })),
      );
    }
    if (running.size === 0) break;
    const { name, result, seconds } = await Promise.race(running.values());
    running.delete(name);
    report(name, result, seconds);
    if (result.ok) passed.add(name);
    else failed = name;
  }
  return failed;
}

function runScript(name, children) {
  return new Promise((resolvePromise) => {
    // The pnpm that runs this script (npm_execpath), or the one on the PATH.
    const pnpm = process.env.npm_execpath;
    const [command, args] =
      pnpm?.endsWith(".cjs") || pnpm?.endsWith(".js")
        ? [process.execPath, [pnpm, "run", "--silent", name]]
        : ["pnpm", ["run", "--silent", name]];
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
      detached: true,
    });
    children.add(child);
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", (error) => {
      children.delete(child);
      resolvePromise({ ok: false, output: `${output}${error.message}\n` });
    });
    child.on("close", (code, signal) => {
      children.delete(child);
      resolvePromise({ ok: code === 0, output: signal ? `${output}(${signal})\n` : output });
    });
  });
}

async function main() {
  const names = selectSteps(STEPS, process.argv.slice(2));
  const children = new Set();
  const stopAll = () => {
    for (const child of children) {
      // The step's whole process group: pnpm, its shell and the tool.
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {}
    }
  };
  process.on("SIGINT", () => {
    stopAll();
    process.exit(130);
  });
  const lanes = Math.max(1, availableParallelism());
  const started = Date.now();
  const timings = [];
  const failed = await runSteps(STEPS, names, {
    lanes,
    run: (name) => runScript(name, children),
    report(name, result, seconds) {
      timings.push([name, seconds]);
      const text = result.output.trimEnd();
      process.stdout.write(
        `\n── ${name}: ${result.ok ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s\n`,
      );
      if (text && (!result.ok || text.length < 4000)) process.stdout.write(`${text}\n`);
      else if (text)
        process.stdout.write(`${text.slice(-4000)}\n(the start of the output is left out)\n`);
    },
  });
  if (failed !== null) {
    stopAll();
    process.stdout.write(`\nchecks: ${failed} failed\n`);
    process.exit(1);
  }
  const total = ((Date.now() - started) / 1000).toFixed(1);
  const summary = timings.map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`).join(", ");
  process.stdout.write(`\nchecks: all passed in ${total} s (${lanes} at once: ${summary})\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
