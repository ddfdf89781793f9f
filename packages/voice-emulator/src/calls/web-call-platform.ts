// The platform side of a web call once its client joined: the assistant, the server
// messages and the end-of-call report, on the real clock rather than the simulated one.
// The web-call session (web-calls/) drives it through `PlatformCall`.

import { responderFor } from "../assistant-config.js";
import type { EmulatorRecord } from "../store.js";
import type { PlatformCall } from "../web-calls/protocol.js";
import type { CallPlatform } from "./call-platform.js";
import { CallRun } from "./call-run.js";

export async function openWebCall(
  platform: CallPlatform,
  call: EmulatorRecord,
  track: <T>(promise: Promise<T>) => Promise<T>,
): Promise<PlatformCall> {
  const run = new CallRun(call, undefined);
  const tick = () => {
    run.offsetSeconds = (Date.now() - run.startMs) / 1000;
  };
  platform.log(`call ${call.id} web started`);
  const found = await platform.findAssistant(run);
  run.assistant = found.assistant;
  run.target = platform.targets.resolve(run);
  const responder =
    run.assistant === undefined ? undefined : await responderFor(platform.core, run.assistant);
  if (run.assistant !== undefined) {
    if (typeof run.call.assistantId !== "string" && run.call.assistant === undefined) {
      platform.setCall(run, { assistant: run.assistant });
    }
    platform.setCall(run, { status: "in-progress", startedAt: new Date(run.nowMs).toISOString() });
    void platform.send(run, "status-update", { status: "in-progress" });
  }
  let ended: Promise<EmulatorRecord> | undefined;
  return {
    assistant: run.assistant,
    responder,
    endedReason: found.endedReason,
    history: run.history,
    elapsedSeconds: () => (Date.now() - run.startMs) / 1000,
    notify: (type, fields) => {
      tick();
      void platform.send(run, type, fields);
    },
    addMessage: (role, text, spokenFrom) => {
      tick();
      const speech =
        spokenFrom === undefined
          ? undefined
          : {
              start: spokenFrom,
              timeMs: run.startMs + Math.round(spokenFrom * 1000),
              durationMs: Math.round((run.offsetSeconds - spokenFrom) * 1000),
            };
      run.recordTurn(role, text, speech);
      // GET /call/{id} shows the conversation while the call runs.
      platform.setCall(run, { messages: [...run.messages] });
      void platform.conversationUpdate(run);
      return run.conversation();
    },
    callTool: (tool, args) => {
      tick();
      return platform.callTool(run, tool, args);
    },
    end: (endedReason) => {
      if (ended === undefined) {
        tick();
        ended = track(platform.end(run, endedReason));
      }
      return ended;
    },
  };
}
