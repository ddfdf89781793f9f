// What the call engine's benchmarks share: the run's settings, the receptionists' secret (the
// API is started with SESSION_SECRET, so the secret is derived here as it derives it), server
// messages signed as the platform signs them, and a bounded load loop. See ../call-engine.mjs.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";

export const SECONDS = Number(process.env.BENCH_SECONDS || 10);
export const RUNS = Number(process.env.BENCH_RUNS || 200);
export const CONCURRENCY = 50;
export const CALLS = 100_000;
export const SESSION_SECRET = randomBytes(32).toString("base64url");
export const SECRET = createHmac("sha256", SESSION_SECRET)
  .update("ringline voice server messages")
  .digest("hex");

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
/** Rounds of each in the ingest comparison (odd, so that the median is one of them). */
export const INGEST_ROUNDS = 3;
export const ms = (value) => `${value.toFixed(1)} ms`;

export function signed(body) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex");
  return { "content-type": "application/json", "x-signature": signature, "x-timestamp": timestamp };
}

/** What every message of an inbound call to the bench's receptionist carries. */
function aboutCall(type, assistantId, callId) {
  return {
    type,
    timestamp: Date.now(),
    call: {
      id: callId,
      type: "inboundPhoneCall",
      assistantId,
      customer: { number: "+14155550177" },
    },
    customer: { number: "+14155550177" },
  };
}

export function endOfCallReport(assistantId) {
  const startedAt = new Date(Date.now() - 95_000);
  const callId = randomUUID();
  return JSON.stringify({
    message: {
      ...aboutCall("end-of-call-report", assistantId, callId),
      endedReason: "customer-ended-call",
      startedAt: startedAt.toISOString(),
      endedAt: new Date().toISOString(),
      durationSeconds: 95,
      cost: 0.08,
      artifact: {
        recordingUrl: "https://storage.example/recording.wav",
        transcript: "AI: Thanks for calling Bench Realty.\nUser: Hi, I'd like a showing.",
        messages: [
          { role: "bot", message: "Thanks for calling Bench Realty.", secondsFromStart: 0 },
          {
            role: "user",
            message: "Hi, I'd like a showing of the house on Elm.",
            secondsFromStart: 3,
          },
        ],
      },
      analysis: { summary: "The caller asked for a showing." },
    },
  });
}

export function toolCall(assistantId, callId, name, args) {
  const id = `call_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
  const item = { id, type: "function", function: { name, arguments: JSON.stringify(args) } };
  return JSON.stringify({
    message: {
      ...aboutCall("tool-calls", assistantId, callId),
      toolCallList: [item],
      toolWithToolCallList: [{ type: "function", toolCall: item }],
    },
  });
}

export async function post(base, body) {
  const response = await fetch(`${base}/api/voice/server-messages`, {
    method: "POST",
    headers: signed(body),
    body,
  });
  const text = await response.text();
  return { ok: response.ok, status: response.status, text };
}

/**
 * `workers` loops for `seconds`; each iteration's time is kept when it answers true. An
 * iteration that answers false or throws is a failure; `errors` counts what the thrown ones
 * said (a refused connection, say), message by message.
 */
export async function load(workers, seconds, iteration) {
  const end = performance.now() + seconds * 1000;
  const times = [];
  const errors = new Map();
  let failures = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < end) {
        const started = performance.now();
        const ok = await iteration(worker).catch((error) => {
          const message = error?.cause?.message ?? error?.message ?? String(error);
          errors.set(message, (errors.get(message) ?? 0) + 1);
          return false;
        });
        if (ok) times.push(performance.now() - started);
        else failures += 1;
      }
    }),
  );
  return {
    count: times.length,
    failures,
    errors,
    times: times.sort((a, b) => a - b),
    perSecond: times.length / seconds,
  };
}
