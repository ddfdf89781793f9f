// The README of `@vapi-ai/web`, as a page puts it together. Written for `@vapi-ai/web`; the
// compatibility suite compiles it against both packages and runs it on ours in Chromium.
import Vapi from "@vapi-ai/web";

/** A Vapi instance with the README's listeners; what they saw goes to `log`. */
export function createReadmeCall(publicKey: string, apiBaseUrl: string, log: string[]): Vapi {
  const vapi = new Vapi(publicKey, apiBaseUrl);

  vapi.on("speech-start", () => {
    log.push("Speech has started");
  });
  vapi.on("speech-end", () => {
    log.push("Speech has ended");
  });
  vapi.on("call-start", () => {
    log.push("Call has started");
  });
  vapi.on("call-end", () => {
    log.push("Call has stopped");
  });
  vapi.on("volume-level", (volume) => {
    if (volume > 0) log.push("Assistant volume level above 0");
  });
  // The <audio> element playing the assistant, as soon as it exists
  vapi.on("audio", (player) => {
    log.push(`Assistant audio attached at volume ${player.volume}`);
  });
  // Function calls and transcripts will be sent via messages
  vapi.on("message", (message) => {
    if (message.type === "transcript") log.push(`${message.role}: ${message.transcript}`);
  });
  vapi.on("error", (e) => {
    if (e.type === "audio-start-failed") {
      log.push("tap to enable audio");
    }
    log.push(`error: ${e.type}`);
  });
  vapi.on("recording-error", (e) => {
    console.error("Recording failed", e);
    // Retry after a short delay
    setTimeout(() => vapi.startRecording(), 5000);
  });
  return vapi;
}

/** The README's start: an assistant id with overrides. */
export async function startWithOverrides(vapi: Vapi, assistantId: string): Promise<string | null> {
  vapi.setVolume(0.5);
  const assistantOverrides = {
    recordingEnabled: false,
    variableValues: {
      name: "John",
    },
  };
  const call = await vapi.start(assistantId, assistantOverrides);
  return call ? call.id : null;
}

/** The README's inline assistant. */
export async function startInline(vapi: Vapi): Promise<string | null> {
  const call = await vapi.start({
    model: {
      provider: "openai",
      model: "gpt-4o",
      messages: [
        {
          role: "system",
          content: "You are an assistant.",
        },
      ],
    },
    voice: {
      provider: "11labs",
      voiceId: "burt",
    },
    firstMessage: "Hello from the README.",
  });
  return call?.id ?? null;
}

/** The README's controls during a call: text, mute, speech, then the hang-up. */
export function talk(vapi: Vapi, log: string[]): void {
  vapi.send({
    type: "add-message",
    message: {
      role: "system",
      content: "The user has pressed the button, say peanuts",
    },
  });
  log.push(`muted: ${vapi.isMuted()}`);
  vapi.setMuted(true);
  log.push(`muted: ${vapi.isMuted()}`);
  vapi.setMuted(false);
  vapi.say("Our time's up, goodbye!", true);
  const player = vapi.getAudioPlayer();
  log.push(`player: ${player === null ? "none" : "attached"}`);
}

/** The README's hang-up. */
export function hangUp(vapi: Vapi): void {
  vapi.stop();
}
