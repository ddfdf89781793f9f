// The tools benchmark: tool calls answered with 50 callers at once, pausing between calls and
// back to back, after a warm-up. Every answer is checked before it counts: the body against
// the platform's described answer to a tool call (`ServerMessageResponseToolCalls`, with the
// emulator's validator), the tool call's id and name echoed, and what the tool says (slots
// offered; the lead saved). A "Sorry…" or "There is no tool…" answer is a failure; any failure
// breaks the run. See ../call-engine.mjs.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { require } from "./api-process.mjs";
import { BrokenRun, checkFigure } from "./bench-run.mjs";
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

const { loadPlatformDescription, PlatformValidator } = require("@ringline/voice-emulator");

const validator = new PlatformValidator(loadPlatformDescription());
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 3);

/** A tool call of the mix: check_availability for a caller, or a capture_lead of a new call. */
function nextCall(worker) {
  if (Math.random() < 0.3) {
    const name = `Caller ${worker}`;
    return {
      tool: "capture_lead",
      callId: randomUUID(),
      args: { name, reason: "A showing" },
      // apps/api/src/calls/tools/capture-lead.ts: the lead saved, named back to the assistant.
      expected: `Saved ${name}'s details for the team; you can tell ${name.split(" ")[0]} someone will follow up.`,
    };
  }
  return { tool: "check_availability", callId: `caller-${worker}`, args: {} };
}

/**
 * What is wrong with an answer to `call`, or undefined when it is right: the HTTP status, the
 * body against the description, the id and name echoed, and the tool's own content.
 */
export function answerProblem(call, toolCallId, answer) {
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  let body;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return "the body is not JSON";
  }
  const described = validator.validateSchema("ServerMessageResponseToolCalls", body);
  if (!described.valid) return `not the described answer: ${described.errors.join("; ")}`;
  const results = body.results;
  if (!Array.isArray(results) || results.length !== 1) return "not one result for one tool call";
  const [result] = results;
  if (result.toolCallId !== toolCallId) return "the toolCallId is not the one sent";
  if (result.name !== call.tool) return `the result names ${result.name}, not ${call.tool}`;
  if (typeof result.result !== "string") return `no result (error: ${result.error})`;
  const text = result.result;
  if (/^sorry/i.test(text)) return `"Sorry…" (the tool failed)`;
  if (text.startsWith("There is no tool")) return `"There is no tool…"`;
  if (call.tool === "capture_lead") {
    return text === call.expected ? undefined : `the lead was not confirmed: ${text.slice(0, 80)}`;
  }
  // apps/api/src/calls/tools/appointments.ts: the open slots, each with an id to book by.
  let offer;
  try {
    offer = JSON.parse(text);
  } catch {
    return `check_availability did not answer its offer: ${text.slice(0, 80)}`;
  }
  const slots = Array.isArray(offer.slots) ? offer.slots : [];
  if (slots.length === 0) return `no slots offered: ${String(offer.message).slice(0, 80)}`;
  const complete = (slot) =>
    typeof slot.slotId === "string" &&
    typeof slot.label === "string" &&
    !Number.isNaN(Date.parse(slot.startsAt));
  if (!slots.every(complete)) return "a slot without its id, label or start";
  if (!String(offer.message).startsWith("I have ")) return "the offer does not list the times";
  return undefined;
}

/**
 * `seconds` of `CONCURRENCY` callers; `think` ms between a caller's calls (0: back to back).
 * Answers the valid answers' times and every failure's reason with its count.
 */
async function round(base, assistantId, seconds, think) {
  const times = [];
  const failures = new Map();
  const fail = (reason) => failures.set(reason, (failures.get(reason) ?? 0) + 1);
  const started = new Set();
  const result = await load(CONCURRENCY, seconds, async (worker) => {
    // Calls are not in step: each caller starts at its own moment and thinks 0.5 to 1.5 s.
    if (think > 0 && !started.has(worker)) {
      started.add(worker);
      await sleep(Math.random() * think);
    }
    const call = nextCall(worker);
    const body = toolCall(assistantId, call.callId, call.tool, call.args);
    const toolCallId = JSON.parse(body).message.toolCallList[0].id;
    const sent = performance.now();
    const answer = await post(base, body);
    const elapsed = performance.now() - sent;
    const problem = answerProblem(call, toolCallId, answer);
    if (problem) fail(`${call.tool}: ${problem}`);
    else times.push(elapsed);
    if (think > 0) await sleep(think / 2 + Math.random() * think);
    return problem === undefined;
  });
  // A request that threw (a refused connection, say) is a failure of its own.
  for (const [reason, count] of result.errors) failures.set(`request: ${reason}`, count);
  return { times: times.sort((a, b) => a - b), failures };
}

export async function tools(base, assistantId) {
  const warmup = await round(base, assistantId, WARMUP_SECONDS, 0);
  const allFailures = new Map(
    [...warmup.failures].map(([reason, count]) => [`warm-up, ${reason}`, count]),
  );
  console.log(
    `tools: ${WARMUP_SECONDS} s warm-up, back to back, not measured (${warmup.times.length} valid answers)`,
  );
  const rounds = [
    { name: `${CONCURRENCY} callers, a tool call every 0.5-1.5 s each`, think: 1000 },
    { name: `${CONCURRENCY} connections, back to back (saturation)`, think: 0 },
  ];
  for (const { name, think } of rounds) {
    const { times, failures } = await round(base, assistantId, SECONDS, think);
    const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
    for (const [reason, count] of failures) {
      allFailures.set(`${name}, ${reason}`, count);
    }
    const at = (p) => ms(percentile(times, p) ?? Number.NaN);
    console.log(
      `tools, ${name}: ${(times.length / SECONDS).toFixed(0)} valid answers/s, p50 ${at(50)}, p95 ${at(95)}, p99 ${at(99)} (${times.length} valid, ${failed} invalid or failed)`,
    );
    if (failed === 0) {
      for (const p of [50, 95, 99]) checkFigure(`tools, ${name}: p${p}`, percentile(times, p));
    }
  }
  if (allFailures.size > 0) {
    const lines = [...allFailures].map(([reason, count]) => `${count} × ${reason}`);
    throw new BrokenRun(`tools: answers that are not right:\n    ${lines.join("\n    ")}`);
  }
}
