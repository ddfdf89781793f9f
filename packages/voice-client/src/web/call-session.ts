// One call's life after the platform answered: its transport, the transport's typed events
// turned into the call's (spec 4.2), speech detection, the first message of a recorded
// call, and the end of the call. `WebCall` makes one per start or reconnect.

import { appendTranscript, isEndedStatus, readAppMessage } from "./app-messages.js";
import type { CallNonFatalError } from "./call-library.js";
import { serializeError, WebCallError } from "./errors.js";
import type { WebCallClientMessage, WebCallEvents, WebCallSnapshot } from "./events.js";
import { SpeechDetector } from "./speech-detector.js";
import { progressEvent, timestamp } from "./stage-runner.js";
import { AUDIO_LEVEL_INTERVAL_MS } from "./start-stages.js";
import type { WebCallTransport } from "./transport.js";

/**
 * What a session needs from its call.
 *
 * @example
 * ```ts
 * const host: SessionHost = { emit, setState, snapshot, send, left: () => cleanUp() };
 * ```
 */
export interface SessionHost {
  emit<K extends keyof WebCallEvents>(event: K, ...args: Parameters<WebCallEvents[K]>): boolean;
  setState(patch: Partial<WebCallSnapshot>): void;
  snapshot(): WebCallSnapshot;
  send(message: WebCallClientMessage): void;
  /** The meeting is over (the transport left): release the session. */
  left(session: CallSession): void;
}

/**
 * One call: listens to its transport and reports to its host.
 *
 * @example
 * ```ts
 * const session = new CallSession(host);
 * session.attach(transport);
 * await session.release();
 * ```
 */
export class CallSession {
  readonly #host: SessionHost;
  readonly #speech: SpeechDetector;
  #videoRecording = false;
  #transport: WebCallTransport | null = null;
  #released: Promise<void> | null = null;
  #endEmitted = false;
  #recordingRequestedAt = 0;
  #firstMessageRequested = false;

  constructor(host: SessionHost) {
    this.#host = host;
    this.#speech = new SpeechDetector({
      volume: (volume) => {
        host.emit("volume-level", volume);
        host.setState({ volume });
      },
      speechStart: () => {
        host.emit("speech-start");
        host.setState({ speaking: true });
      },
      speechEnd: () => {
        host.emit("speech-end");
        host.setState({ speaking: false });
      },
    });
  }

  /** The call's transport, once created (it may still be loading or joining). */
  get transport(): WebCallTransport | null {
    return this.#transport;
  }

  /** Whether the platform records this call's video (known once it answered). */
  setVideoRecording(enabled: boolean): void {
    this.#videoRecording = enabled;
  }

  /** The recording was asked for now: its start delay is measured from here. */
  recordingRequested(): void {
    this.#recordingRequestedAt = Date.now();
  }

  /**
   * As `Vapi` does: the microphone level observer runs only for a `local-volume-level`
   * listener, and starts once noise cancellation settled (it swaps the microphone track).
   */
  startLocalLevels(): void {
    this.#transport
      ?.startLocalAudioLevelObserver?.(AUDIO_LEVEL_INTERVAL_MS)
      .catch((error: unknown) =>
        this.#host.emit("local-audio-level-observer-error", serializeError(error)),
      );
  }

  /** Takes the transport and turns its events into the call's. */
  attach(transport: WebCallTransport): void {
    if (this.#released) {
      // Stopped while the transport was being made: it must not outlive the call.
      void transport.destroy().catch(() => undefined);
      throw new WebCallError("aborted", "The call was stopped.");
    }
    this.#transport = transport;
    const host = this.#host;
    transport.on("app-message", (data) => this.#onAppMessage(data));
    transport.on("remote-participants-audio-level", (levels) => this.#speech.levels(levels));
    transport.on("local-audio-level", (level) => host.emit("local-volume-level", level));
    transport.on("left-meeting", () => this.#onLeft(transport));
    transport.on("error", (error) => {
      host.emit("error", {
        type: "daily-error",
        error: serializeError(error),
        timestamp: timestamp(),
      });
      if (this.#videoRecording) transport.stopRecording();
    });
    transport.on("nonfatal-error", (error) => this.#onNonFatalError(transport, error));
    transport.on("camera-error", (error) => {
      host.emit("camera-error", {
        type: "camera-error",
        error: serializeError(error),
        timestamp: timestamp(),
      });
    });
    transport.on("participant-updated", (participant) =>
      host.emit("daily-participant-updated", participant),
    );
    transport.on("recording-started", (event) => {
      host.emit("recording-started", event);
      this.#onRecordingStarted();
    });
    transport.on("recording-stopped", (event) => host.emit("recording-stopped", event));
    transport.on("recording-stats", (event) => host.emit("recording-stats", event));
    transport.on("recording-error", (event) => host.emit("recording-error", event));
    transport.on("recording-upload-completed", (event) =>
      host.emit("recording-upload-completed", event),
    );
    transport.on("network-quality-change", (event) => host.emit("network-quality-change", event));
    transport.on("network-connection", (event) => host.emit("network-connection", event));
    transport.on("video", (track) => host.emit("video", track));
    transport.on("audio", (player) => host.emit("audio", player));
  }

  /**
   * Stops listening, ends a speech in progress, and releases the transport; the session is
   * not used again. Every call answers the same promise.
   */
  release(): Promise<void> {
    this.#released ??= this.#release();
    return this.#released;
  }

  async #release(): Promise<void> {
    const transport = this.#transport;
    this.#transport = null;
    transport?.removeAllListeners();
    this.#speech.end();
    if (!transport) return;
    try {
      await transport.destroy();
    } catch (error) {
      console.error("[voice-client] could not release the call", error);
    }
  }

  #onAppMessage(data: unknown): void {
    const message = readAppMessage(data);
    if (message === null) return;
    const host = this.#host;
    if (message === "listening") {
      host.emit("call-start");
      host.setState({ status: "active" });
      return;
    }
    host.emit("message", message);
    if (isEndedStatus(message)) this.#endEmitted = true;
    const transcript = host.snapshot().transcript;
    const next = appendTranscript(transcript, message);
    if (next !== transcript) host.setState({ transcript: next });
  }

  #onNonFatalError(transport: WebCallTransport, error: CallNonFatalError): void {
    const host = this.#host;
    if (error.type === "local-audio-level-observer-error") {
      host.emit("local-audio-level-observer-error", serializeError(error));
    } else if (error.type === "audio-start-failed") {
      // Usually the autoplay policy: the page can ask for a gesture and try again.
      host.emit("error", {
        type: "audio-start-failed",
        error: serializeError(error.details ?? error),
        timestamp: timestamp(),
      });
    } else if (error.type === "audio-processor-error") {
      // Noise cancellation failed mid-call: drop it and keep the microphone on.
      transport
        .setNoiseCancellation(false)
        .then(() => transport.setLocalAudio(true))
        .catch((cause: unknown) => {
          host.emit("error", {
            type: "audio-processor-recovery-error",
            stage: "audio-processor-recovery",
            error: serializeError(cause),
            timestamp: timestamp(),
          });
        });
    }
  }

  // The first message waits for the recording, so the video starts with it.
  #onRecordingStarted(): void {
    if (!this.#videoRecording || this.#firstMessageRequested) return;
    this.#firstMessageRequested = true;
    const delaySeconds = (Date.now() - this.#recordingRequestedAt) / 1000;
    this.#host.emit(
      "call-start-progress",
      progressEvent("video-recording-started", "completed", undefined, { delaySeconds }),
    );
    this.#host.send({
      type: "control",
      control: "say-first-message",
      videoRecordingStartDelaySeconds: delaySeconds,
    });
  }

  #onLeft(transport: WebCallTransport): void {
    const host = this.#host;
    this.#speech.end();
    host.emit("call-end");
    if (!this.#endEmitted) {
      this.#endEmitted = true;
      host.emit("message", {
        type: "status-update",
        status: "ended",
        endedReason: "customer-ended-call",
      });
    }
    if (this.#videoRecording) transport.stopRecording();
    host.left(this);
  }
}
