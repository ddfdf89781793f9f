#!/usr/bin/env node
// 200 simulated inbound calls at once against an in-process voice emulator, every server
// message going to a local receiver (node:http on 127.0.0.1) that answers the tool calls.
//
//   node bench/voice-emulator-calls.mjs [--calls 200] [--runs 3]
//
// Needs the emulator built (packages/voice-emulator/dist). After a warm-up of 20 calls, each
// run places the calls together and waits for all to end; it then checks that every message
// the emulator logged as delivered reached the receiver exactly once, in each call's order,
// and that every call sent the same complete sequence (ending with its end-of-call report).
// Prints the median calls/s and messages/s over the runs and the process's peak RSS.

import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { startVoiceEmulator } from "../packages/voice-emulator/dist/index.js";
import { BrokenRun, checkFigure, runBench } from "./lib/bench-run.mjs";

const { values } = parseArgs({
  options: {
    calls: { type: "string", default: "200" },
    runs: { type: "string", default: "3" },
  },
});
const CALLS = Number(values.calls);
const RUNS = Number(values.runs);
const SCRIPT = ["Is there availability for 4 people tonight?", "Thanks, bye"];

const hash = (text) => createHash("sha256").update(text).digest("hex");

// The receiver keeps each body's hash per call, in arrival order.
const received = new Map();
const receiver = createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    const raw = Buffer.concat(chunks).toString("utf8");
    const { message } = JSON.parse(raw);
    const callId = message.call?.id ?? "none";
    if (!received.has(callId)) received.set(callId, []);
    received.get(callId).push(hash(raw));
    let body = {};
    if (message.type === "tool-calls") {
      body = {
        results: message.toolCallList.map((call) => ({
          toolCallId: call.id,
          result: "8pm is free",
        })),
      };
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  });
});
await runBench("voice-emulator-calls", async () => {
  await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${receiver.address().port}`;

  const emulator = await startVoiceEmulator({ serverUrl: `${receiverUrl}/org` });
  const api = async (method, path, body) => {
    const response = await fetch(`${emulator.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${emulator.privateKey}`,
        "content-type": "application/json",
      },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new BrokenRun(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const tool = await api("POST", "/tool", {
    type: "function",
    function: { name: "check_availability", description: "Checks table availability" },
    server: { url: `${receiverUrl}/tools` },
  });
  const assistant = await api("POST", "/assistant", {
    name: "Bench",
    firstMessage: "Bistro, how can I help?",
    model: { provider: "openai", model: "gpt-4o", toolIds: [tool.id] },
  });
  const number = await api("POST", "/phone-number", {
    provider: "vapi",
    assistantId: assistant.id,
  });

  async function batch(count) {
    const started = performance.now();
    const calls = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        emulator.placeInboundCall({
          number: number.number,
          from: `+1415555${String(1000 + index).padStart(4, "0")}`,
          script: SCRIPT,
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    let messages = 0;
    let sequence;
    for (const call of calls) {
      const log = emulator.deliveries({ callId: call.id });
      if (log.some((item) => item.state !== "delivered" || item.attempts.length !== 1)) {
        throw new BrokenRun(`call ${call.id}: a message was not delivered on its first attempt`);
      }
      const sent = log.map((item) => hash(JSON.stringify(item.message)));
      const got = received.get(call.id) ?? [];
      if (got.length !== sent.length || got.some((digest, index) => digest !== sent[index])) {
        throw new BrokenRun(
          `call ${call.id}: sent ${sent.length} messages, received ${got.length} (or out of order)`,
        );
      }
      if (new Set(got).size !== got.length)
        throw new BrokenRun(`call ${call.id}: duplicate message`);
      const types = log.map((item) => item.type).join(",");
      sequence ??= types;
      if (types !== sequence || !types.endsWith("end-of-call-report")) {
        throw new BrokenRun(`call ${call.id}: unexpected sequence ${types}`);
      }
      messages += sent.length;
    }
    return { seconds, messages, perCall: messages / count };
  }

  await batch(20);
  const results = [];
  for (let run = 0; run < RUNS; run++) results.push(await batch(CALLS));
  await emulator.close();
  await new Promise((resolve) => receiver.close(resolve));

  const median = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  const callsPerSecond = median(results.map((result) => CALLS / result.seconds));
  const messagesPerSecond = median(results.map((result) => result.messages / result.seconds));
  const peakRssMiB = process.resourceUsage().maxRSS / 1024;
  checkFigure("calls/s", callsPerSecond);
  checkFigure("messages/s", messagesPerSecond);
  checkFigure("peak RSS MiB", peakRssMiB);
  console.log(
    `${CALLS} concurrent simulated calls × ${RUNS} runs (after a 20-call warm-up), ` +
      `${results[0].perCall} server messages per call, every one delivered exactly once, in order`,
  );
  for (const [index, result] of results.entries()) {
    console.log(
      `  run ${index + 1}: ${result.seconds.toFixed(2)} s, ${(CALLS / result.seconds).toFixed(1)} calls/s, ` +
        `${(result.messages / result.seconds).toFixed(0)} messages/s`,
    );
  }
  console.log(
    `median: ${callsPerSecond.toFixed(1)} calls/s, ${messagesPerSecond.toFixed(0)} messages/s`,
  );
  console.log(`peak RSS: ${peakRssMiB.toFixed(0)} MiB (node ${process.version})`);
});
