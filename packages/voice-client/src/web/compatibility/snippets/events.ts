// Every event of `@vapi-ai/web`, each with an untyped listener (inferred) and a typed one
// (annotated as users annotate them). Written for `@vapi-ai/web`.
import type { DailyEventObjectRecordingStarted, DailyParticipant } from "@daily-co/daily-js";
import type Vapi from "@vapi-ai/web";

interface TranscriptMessage {
  type: "transcript";
  role: "user" | "assistant";
  transcriptType: "partial" | "final";
  transcript: string;
}

interface ErrorEvent {
  type: string;
  stage?: string;
  error: { message: string };
}

/** Listens to every event twice; each listener writes `event:untyped` or `event:typed`. */
export function listenToEveryEvent(vapi: Vapi, heard: Set<string>): void {
  const hear = (event: string, kind: "typed" | "untyped") => heard.add(`${event}:${kind}`);
  let transcript = "";
  const setTranscript = (text: string) => {
    transcript = text;
  };

  vapi.on("call-start", () => hear("call-start", "untyped"));
  vapi.on("call-start", (): void => {
    hear("call-start", "typed");
  });
  vapi.on("call-end", () => hear("call-end", "untyped"));
  vapi.on("call-end", (): void => {
    hear("call-end", "typed");
  });
  vapi.on("speech-start", () => hear("speech-start", "untyped"));
  vapi.on("speech-start", (): void => {
    hear("speech-start", "typed");
  });
  vapi.on("speech-end", () => hear("speech-end", "untyped"));
  vapi.on("speech-end", (): void => {
    hear("speech-end", "typed");
  });
  vapi.on("volume-level", (volume) => volume > 0 && hear("volume-level", "untyped"));
  vapi.on("volume-level", (volume: number) => volume > 0 && hear("volume-level", "typed"));
  vapi.on("local-volume-level", (volume) => volume >= 0 && hear("local-volume-level", "untyped"));
  vapi.on(
    "local-volume-level",
    (volume: number) => volume >= 0 && hear("local-volume-level", "typed"),
  );
  vapi.on("local-audio-level-observer-error", (error) => hear(`${error.message}`, "untyped"));
  vapi.on("local-audio-level-observer-error", (error: Error) => hear(error.message, "typed"));
  vapi.on("message", (message) => {
    if (message.type === "transcript" && message.transcriptType === "final") {
      hear("message", "untyped");
    }
  });
  vapi.on("message", (message) => {
    if (message.type === "transcript") setTranscript(message.transcript);
    if (message.type === "function-call") console.log(message.functionCall.name, transcript);
  });
  vapi.on("message", (message: TranscriptMessage) => {
    if (message.type === "transcript" && message.transcript.length > 0) hear("message", "typed");
  });
  vapi.on("video", (track) => hear(`video-${track.kind}`, "untyped"));
  vapi.on("video", (track: MediaStreamTrack) => hear(`video-${track.kind}`, "typed"));
  vapi.on("audio", (player) => hear(`audio-${player.tagName}`, "untyped"));
  vapi.on("audio", (player: HTMLAudioElement) => hear(`audio-${player.tagName}`, "typed"));
  vapi.on("error", (error) => hear(`error-${error.type}`, "untyped"));
  vapi.on("error", (error: ErrorEvent) => hear(`error-${error.error.message}`, "typed"));
  vapi.on("camera-error", (error) => hear(`camera-error-${error.error.type}`, "untyped"));
  vapi.on("camera-error", (error: ErrorEvent) => hear(`camera-error-${error.type}`, "typed"));
  vapi.on("network-quality-change", (event) => hear(`quality-${event.threshold}`, "untyped"));
  vapi.on("network-quality-change", (event: { threshold: string }) =>
    hear(`quality-${event.threshold}`, "typed"),
  );
  vapi.on("network-connection", (event) => hear(`connection-${event.event}`, "untyped"));
  vapi.on("network-connection", (event: { event: string }) =>
    hear(`connection-${event.event}`, "typed"),
  );
  vapi.on("daily-participant-updated", (participant) =>
    hear(`participant-${participant.session_id}`, "untyped"),
  );
  vapi.on("daily-participant-updated", (participant: DailyParticipant) =>
    hear(`participant-${participant.user_name}`, "typed"),
  );
  vapi.on("call-start-progress", (event) => {
    if (event.status === "completed") hear(`progress-${event.stage}`, "untyped");
  });
  vapi.on("call-start-progress", (event: { stage: string; status: string; duration?: number }) => {
    if (event.status === "completed") hear(`progress-${event.stage}`, "typed");
  });
  vapi.on("call-start-success", (event) =>
    hear(`success-${typeof event.totalDuration}`, "untyped"),
  );
  vapi.on("call-start-success", (event: { totalDuration: number; callId?: string }) =>
    hear(`success-${typeof event.callId}`, "typed"),
  );
  vapi.on("call-start-failed", (event) => hear(`failed-${event.stage}`, "untyped"));
  vapi.on("call-start-failed", (event: { stage: string; error: string }) =>
    hear(`failed-${event.error}`, "typed"),
  );
  vapi.on("recording-started", (event) => hear(`recording-${event.action}`, "untyped"));
  vapi.on("recording-started", (event: DailyEventObjectRecordingStarted) =>
    hear(`recording-${event.action}`, "typed"),
  );
  vapi.on("recording-stopped", (event) => hear(`recording-${event.action}`, "untyped"));
  vapi.on("recording-stopped", (event: { action: string }) =>
    hear(`recording-${event.action}`, "typed"),
  );
  vapi.on("recording-stats", (event) => hear(`recording-${event.action}`, "untyped"));
  vapi.on("recording-stats", (event: { action: string }) => hear(event.action, "typed"));
  vapi.on("recording-error", (event) => hear(`recording-${event.errorMsg}`, "untyped"));
  vapi.on("recording-error", (event: { errorMsg: string }) => hear(event.errorMsg, "typed"));
  vapi.on("recording-upload-completed", (event) => hear(`upload-${event.action}`, "untyped"));
  vapi.on("recording-upload-completed", (event: { action: string }) =>
    hear(`upload-${event.action}`, "typed"),
  );
}

/** The other ways to listen and stop listening, as on any EventEmitter. */
export function listenOnceAndRemove(vapi: Vapi, heard: Set<string>): void {
  const onVolume = (volume: number) => heard.add(`removed volume ${volume}`);
  vapi.on("volume-level", onVolume);
  vapi.removeListener("volume-level", onVolume);
  vapi.once("call-start", () => heard.add("call-start:once"));
  vapi.once("message", (message) => heard.add(`message:once:${typeof message.type}`));
  vapi.removeAllListeners("recording-stats");
}
