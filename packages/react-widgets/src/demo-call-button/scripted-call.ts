import { createFakeWebCallApi, FakeTransport } from "@ringline/voice-client/testing";
import { WebCall } from "@ringline/voice-client/web";
import type { DemoCall } from "./demo-call.js";

// Used by the stories and tests only: a real WebCall through the voice client's fakes (an
// in-memory POST /call/web and a FakeTransport), so every state runs without a platform
// or a microphone.

/** What the fake assistant does once the call is joined. */
type Script = "answer" | "silent" | "hang-up";

function wait(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

const LINES = [
  {
    role: "assistant",
    text: "Thank you for calling Harbor Point Realty, this is Ava. How can I help?",
  },
  { role: "user", text: "Is the house on Maple Street still available?" },
  { role: "assistant", text: "It is! Would you like to see it this Saturday?" },
] as const;

/**
 * A `createCall` for stories and tests: a WebCall on a FakeTransport whose assistant
 * follows `script`, or whose POST /call/web answers `failWith`.
 */
export function scriptedCall(
  options: { script?: Script; failWith?: number; lineMs?: number } = {},
): () => DemoCall {
  return () => {
    const fake = new FakeTransport();
    const api = createFakeWebCallApi(
      options.failWith === undefined ? {} : { failWith: { status: options.failWith } },
    );
    const call = new WebCall("pk_story", "https://api.example.test", undefined, undefined, {
      transport: fake.factory,
      fetch: api.fetch,
      isMobile: false,
    });
    const lineMs = options.lineMs ?? 900;
    call.on("call-start-success", async () => {
      const script = options.script ?? "answer";
      if (script === "silent") return;
      fake.listening();
      if (script === "hang-up") {
        await wait(lineMs);
        fake.hangUp();
        return;
      }
      for (const line of LINES) {
        await wait(lineMs);
        fake.audioLevel(line.role === "assistant" ? 0.12 : 0);
        fake.message({
          type: "transcript",
          role: line.role,
          transcriptType: "final",
          transcript: line.text,
        });
      }
    });
    return call;
  };
}
