#!/usr/bin/env node
// Where a command's CPU goes, by kind of process: the test suite's own question ("is this phase
// short of cores, and who uses them?"). Runs the command, reads every process's CPU time from
// /proc once a second while it runs, and prints CPU seconds per kind (the built product,
// Chromium, Vitest's workers, PostgreSQL, …), the wall time and how busy the machine's cores
// were. A process that lives less than a second between two readings is missed: the figures
// are a floor.
//
//   node bench/suite-cpu.mjs -- npx vitest run --project e2e
//   node bench/suite-cpu.mjs -- npx pnpm@10 test
//
// Linux only (/proc). Every process on the machine is counted, so run it on a quiet one. The
// command's output goes to this one's; a command that fails is a broken run.

import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { checkFigure, runBench } from "./lib/bench-run.mjs";

const TICKS_PER_SECOND = 100;

/** The kind of a process, from its command line. */
function kindOf(commandLine) {
  if (/chrom/i.test(commandLine)) return "Chromium";
  if (/apps\/api\/dist\/server\.js/.test(commandLine)) return "the built product";
  if (/^postgres/.test(commandLine)) return "PostgreSQL";
  if (/redis-server/.test(commandLine)) return "Redis";
  if (/vitest/.test(commandLine)) return "Vitest (workers and the tests in them)";
  if (/tsgo|typescript/.test(commandLine)) return "TypeScript";
  if (/esbuild|tsup|rollup|vite/.test(commandLine)) return "bundlers";
  if (/\bnode\b/.test(commandLine)) return "other Node processes";
  return "other processes";
}

function readProcesses() {
  const seen = [];
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime: fields 14 and 15 of /proc/PID/stat, 12 and 13 after the name.
      const ticks = Number(fields[11]) + Number(fields[12]);
      seen.push({ pid, ticks });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return seen;
}

await runBench("suite-cpu", async () => {
  const separator = process.argv.indexOf("--");
  const command = separator === -1 ? [] : process.argv.slice(separator + 1);
  if (command.length === 0) throw new Error("give the command after --");

  const processes = new Map();
  const sample = () => {
    for (const { pid, ticks } of readProcesses()) {
      let entry = processes.get(pid);
      if (!entry) {
        let commandLine = "";
        try {
          commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
        } catch {}
        entry = { kind: kindOf(commandLine), first: ticks, last: ticks };
        processes.set(pid, entry);
      }
      entry.last = ticks;
    }
  };
  sample();
  const started = Date.now();
  const timer = setInterval(sample, 1000);
  const code = await new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: "inherit" });
    child.on("exit", (exitCode) => resolve(exitCode));
  });
  clearInterval(timer);
  sample();
  const wall = (Date.now() - started) / 1000;
  if (code !== 0) throw new Error(`${command.join(" ")} exited with ${code}`);

  const byKind = new Map();
  for (const { kind, first, last } of processes.values()) {
    byKind.set(kind, (byKind.get(kind) ?? 0) + (last - first) / TICKS_PER_SECOND);
  }
  const total = checkFigure(
    "CPU seconds",
    [...byKind.values()].reduce((a, b) => a + b, 0),
  );
  const cores = availableParallelism();
  console.log(`\n${command.join(" ")}: ${wall.toFixed(0)} s wall on ${cores} cores`);
  for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1])) {
    if (seconds < 0.5) continue;
    console.log(`${seconds.toFixed(1).padStart(9)} s  ${kind}`);
  }
  console.log(
    `${total.toFixed(1).padStart(9)} s  in all: the cores ${((100 * total) / (wall * cores)).toFixed(0)} % busy`,
  );
});
