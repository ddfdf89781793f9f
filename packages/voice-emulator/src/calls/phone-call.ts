// A simulated phone call: a script of caller lines walked against the assistant's responder
// on a simulated clock (speech takes ~0.3 s a word), each turn's server messages sent one
// after the other.

import { responderFor } from "../assistant-config.js";
import type { Responder } from "../responder.js";
import type { EmulatorRecord } from "../store.js";
import { speechSeconds } from "../wav.js";
import type { CallPlatform } from "./call-platform.js";
import type { CallRun } from "./call-run.js";

const PAUSE_SECONDS = 0.6;

export type Direction = "inbound" | "outbound";

/** On a call paced on the real clock, waits as long as the simulated clock moves. */
function elapse(run: CallRun, seconds: number): Promise<void> | undefined {
  if (!run.realTime) return undefined;
  return new Promise((resolve) => setTimeout(resolve, Math.round(seconds * 1000)));
}

/**
 * speech-update started, transcript partial and final, speech-update stopped, conversation-update;
 * the stored call's messages follow each line, as the platform's call record does.
 */
async function speak(
  platform: CallPlatform,
  run: CallRun,
  role: "assistant" | "user",
  text: string,
): Promise<void> {
  run.turn += 1;
  const start = run.offsetSeconds;
  const seconds = speechSeconds(text);
  const timeMs = run.nowMs;
  await platform.send(run, "speech-update", { status: "started", role, turn: run.turn });
  const words = text.split(/\s+/);
  if (words.length > 1) {
    run.offsetSeconds += seconds / 2;
    await elapse(run, seconds / 2);
    await platform.send(run, "transcript", {
      role,
      transcriptType: "partial",
      transcript: words.slice(0, Math.ceil(words.length / 2)).join(" "),
    });
    run.offsetSeconds += seconds / 2;
    await elapse(run, seconds / 2);
  } else {
    run.offsetSeconds += seconds;
    await elapse(run, seconds);
  }
  await platform.send(run, "transcript", { role, transcriptType: "final", transcript: text });
  await platform.send(run, "speech-update", { status: "stopped", role, turn: run.turn });
  run.recordTurn(role, text, { start, timeMs, durationMs: Math.round(seconds * 1000) });
  platform.setCall(run, { messages: [...run.messages] });
  await platform.conversationUpdate(run);
  run.offsetSeconds += PAUSE_SECONDS;
  await elapse(run, PAUSE_SECONDS);
}

/** The conversation once the assistant is known; resolves with the ended reason. */
async function converse(
  platform: CallPlatform,
  run: CallRun,
  script: readonly string[],
  direction: Direction,
): Promise<string> {
  const assistant = run.assistant ?? {};
  const responder: Responder = await responderFor(platform.core, assistant);
  platform.setCall(run, { status: "ringing" });
  await platform.send(run, "status-update", { status: "ringing" });
  platform.setCall(run, { status: "in-progress", startedAt: new Date(run.nowMs).toISOString() });
  await platform.send(run, "status-update", { status: "in-progress" });

  const lines = [...script];
  // Outbound, the customer picks up and speaks first.
  if (direction === "outbound" && lines.length > 0) {
    await speak(platform, run, "user", lines.shift() ?? "");
  }
  if (assistant.firstMessageMode !== "assistant-waits-for-user") {
    await speak(platform, run, "assistant", responder.firstMessage);
  }
  for (const line of lines) {
    await speak(platform, run, "user", line);
    let turn = await responder.reply(line, run.history);
    const destinations = turn.kind === "tool" ? turn.tool.definition.destinations : undefined;
    if (
      turn.kind === "tool" &&
      turn.tool.type === "transferCall" &&
      !(Array.isArray(destinations) && destinations.length > 0)
    ) {
      const transfer = await platform.transfer(run, turn.tool, turn.arguments);
      if (transfer.destination !== undefined) {
        await speak(platform, run, "assistant", transfer.message ?? "Transferring your call now.");
        await platform.send(run, "transfer-update", { destination: transfer.destination });
        return "assistant-forwarded-call";
      }
      turn = { kind: "say", text: transfer.error ?? "Sorry, I could not transfer your call." };
    }
    if (turn.kind === "tool") {
      const result = await platform.callTool(run, turn.tool, turn.arguments);
      if (result === undefined) {
        await platform.send(run, "hang", {});
        turn = { kind: "say", text: "Sorry, I could not do that right now." };
      } else {
        turn = { kind: "say", text: await responder.afterTool(turn.tool, result, run.history) };
      }
    }
    await speak(platform, run, "assistant", turn.text);
    if (turn.kind === "end") return "assistant-ended-call";
  }
  return "customer-ended-call";
}

/** Runs a phone call from its start to its end-of-call report; resolves with the ended call. */
export async function runPhoneCall(
  platform: CallPlatform,
  run: CallRun,
  script: readonly string[],
  direction: Direction,
): Promise<EmulatorRecord> {
  platform.log(`call ${run.call.id} ${direction} started`);
  const found = await platform.findAssistant(run);
  run.assistant = found.assistant;
  run.target = platform.targets.resolve(run);
  let endedReason = found.endedReason;
  if (run.assistant !== undefined) {
    if (typeof run.call.assistantId !== "string" && run.call.assistant === undefined) {
      platform.setCall(run, { assistant: run.assistant });
    }
    endedReason = await converse(platform, run, script, direction);
  } else {
    platform.setCall(run, { status: "ringing" });
  }
  return platform.end(run, endedReason ?? "customer-ended-call");
}
