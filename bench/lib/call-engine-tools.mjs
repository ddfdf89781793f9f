// The tools benchmark: tool calls answered with 50 callers at once, pausing between calls and
// back to back. See ../call-engine.mjs.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import {
  CONCURRENCY,
  load,
  ms,
  percentile,
  post,
  SECONDS,
  sleep,
  toolCall,
} from "./call-engine-messages.mjs";

export async function tools(base, assistantId) {
  const answered = [];
  const rounds = [
    { name: "50 callers, a tool call every 0.5-1.5 s each", think: 1000 },
    { name: "50 connections, back to back (saturation)", think: 0 },
  ];
  for (const round of rounds) {
    // Calls are not in step: each caller starts at its own moment and thinks 0.5 to 1.5 s.
    const started = new Set();
    const result = await load(CONCURRENCY, SECONDS, async (worker) => {
      if (round.think > 0 && !started.has(worker)) {
        started.add(worker);
        await sleep(Math.random() * round.think);
      }
      const capture = Math.random() < 0.3;
      const body = capture
        ? toolCall(assistantId, randomUUID(), "capture_lead", {
            name: `Caller ${worker}`,
            reason: "A showing",
          })
        : toolCall(assistantId, `caller-${worker}`, "check_availability", {});
      const sent = performance.now();
      const answer = await post(base, body);
      const ok = answer.ok && answer.text.includes('"results"');
      if (ok) answered.push(performance.now() - sent);
      if (round.think > 0) await sleep(round.think / 2 + Math.random() * round.think);
      return ok;
    });
    const times = answered.splice(0).sort((a, b) => a - b);
    console.log(
      `tools, ${round.name}: ${(times.length / SECONDS).toFixed(0)} answers/s, p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))} (${result.failures} failed)`,
    );
  }
}
