// Start-pipeline overhead of @ringline/voice-client/web, on the built dist.
//
// What it measures: the time `WebCall.start()` takes from the call to its answer, with the
// FakeTransport (no network, no audio) and the in-memory POST /call/web, on a desktop user
// agent (so the only deliberate wait, the 1000 ms mobile-permissions pause, is not taken).
// Each start is followed by an untimed `stop()`. 100 warm-up starts, then 1000 measured;
// prints the median, p95 and p99 in milliseconds.
//
// Run: npx pnpm@10 --filter @ringline/voice-client build && node bench/voice-client-start.mjs

import { performance } from "node:perf_hooks";
import { createFakeWebCallApi, FakeTransport } from "../packages/voice-client/dist/testing.js";
import { WebCall } from "../packages/voice-client/dist/web.js";
import { BrokenRun, checkFigure, runBench } from "./lib/bench-run.mjs";

const WARM_UP = 100;
const RUNS = 1000;

const fake = new FakeTransport();
const api = createFakeWebCallApi();
const call = new WebCall("bench-key", "https://api.bench", undefined, undefined, {
  transport: fake.factory,
  fetch: api.fetch,
  isMobile: false,
});

async function once() {
  const startedAt = performance.now();
  const answer = await call.start("asst_bench");
  const elapsed = performance.now() - startedAt;
  if (!answer) throw new BrokenRun("a start failed");
  await call.stop();
  // The fakes keep logs; keep memory flat over the runs.
  fake.log.length = 0;
  api.requests.length = 0;
  return elapsed;
}

await runBench("voice-client-start", async () => {
  for (let index = 0; index < WARM_UP; index++) await once();
  const times = [];
  for (let index = 0; index < RUNS; index++) times.push(await once());
  times.sort((a, b) => a - b);
  const at = (quantile) => times[Math.min(times.length - 1, Math.floor(quantile * times.length))];

  for (const [label, quantile] of [
    ["median ms", 0.5],
    ["p95 ms", 0.95],
    ["p99 ms", 0.99],
  ]) {
    checkFigure(label, at(quantile));
  }
  console.log(
    `voice-client ./web start pipeline with FakeTransport (${RUNS} starts, ${WARM_UP} warm-up)`,
  );
  console.log(
    `median ${at(0.5).toFixed(3)} ms · p95 ${at(0.95).toFixed(3)} ms · p99 ${at(0.99).toFixed(3)} ms`,
  );
});
