import type { DailyCall, DailyVideoSendSettings } from "@daily-co/daily-js";
import { type Call, type CreateWebCallBody, createWebCall } from "./create-web-call.js";
import { WebCallError } from "./errors.js";
import type {
  CallStartProgressEvent,
  SerializedError,
  WebCallClientMessage,
  WebCallErrorEvent,
  WebCallErrorType,
  WebCallEvents,
  WebCallMessage,
  WebCallSnapshot,
  WebCallStage,
  WebCallTranscriptEntry,
} from "./events.js";
import type { LocalTransportOptions } from "./local-transport.js";
import {
  callTokenOf,
  type TransportContext,
  type TransportEvents,
  type TransportFactory,
  type WebCallAnswer,
  type WebCallTransport,
} from "./transport.js";
import { TypedEmitter } from "./typed-emitter.js";

type Schemas = import("../rest/types.js").VoicePlatformSchemas;

/** How long a mobile browser gets to settle its permission prompt before joining. */
const MOBILE_PERMISSIONS_WAIT_MS = 1000;
/** How often the remote audio level is sampled. */
const AUDIO_LEVEL_INTERVAL_MS = 100;
/** Summed remote level above which the assistant counts as speaking. */
const SPEAKING_THRESHOLD = 0.01;
/** Summed level that shows as full volume. */
const FULL_VOLUME_LEVEL = 0.15;
/** Quiet time after which speech has ended. */
const SPEECH_END_DELAY_MS = 1000;

/**
 * Options of {@link WebCall} beyond those of `@vapi-ai/web`'s `Vapi` constructor.
 *
 * @example
 * ```ts
 * const options: WebCallOptions = { transport: "local", isMobile: false };
 * const call = new WebCall("public-key", "http://127.0.0.1:4010", undefined, undefined, options);
 * ```
 */
export interface WebCallOptions {
  /**
   * Which transport carries the call: `auto` (default) picks `local` for a `ws://` or
   * `wss://` `webCallUrl` and `daily` otherwise; or a factory (`FakeTransport#factory`).
   */
  transport?: "auto" | "daily" | "local" | TransportFactory;
  /** The `fetch` used for `POST /call/web`. */
  fetch?: typeof fetch;
  /** Whether to treat the browser as mobile (default: from the user agent). */
  isMobile?: boolean;
  /** Options of the `local` transport. */
  local?: LocalTransportOptions;
}

/**
 * Options of one start, as `@vapi-ai/web` takes them, plus a cancelling signal.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * await call.start("asst_123", undefined, undefined, undefined, undefined, {
 *   roomDeleteOnUserLeaveEnabled: false,
 *   signal: controller.signal,
 * });
 * ```
 */
export interface StartCallOptions {
  /** Delete the room when the user leaves (default true); `false` allows `reconnect`. */
  roomDeleteOnUserLeaveEnabled?: boolean;
  /** Cancels the start; `stop()` does too. */
  signal?: AbortSignal;
}

const initialSnapshot: WebCallSnapshot = {
  status: "idle",
  stage: null,
  callId: null,
  volume: 0,
  speaking: false,
  muted: false,
  transcript: [],
  error: null,
};

class StageFailure extends Error {
  constructor(
    readonly stage: WebCallStage,
    readonly type: WebCallErrorType,
    override readonly cause: unknown,
  ) {
    super(serializeError(cause).message);
  }
}

function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) {
    const serialized: SerializedError = { message: error.message, name: error.name };
    if (error.stack) serialized.stack = error.stack;
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" || typeof code === "number") serialized.code = code;
    return serialized;
  }
  if (typeof error === "string") return { message: error };
  if (typeof error === "object" && error !== null) {
    const record = error as Record<string, unknown>;
    const message = record.message ?? record.errorMsg ?? record.error;
    return { ...record, message: typeof message === "string" ? message : JSON.stringify(error) };
  }
  return { message: String(error) };
}

function timestamp(): string {
  return new Date().toISOString();
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

function isMobileUserAgent(): boolean {
  return (
    typeof navigator !== "undefined" &&
    /android|iphone|ipad|ipod|iemobile|blackberry|bada/i.test(navigator.userAgent)
  );
}

/** A string is an id, an object an inline definition; anything else is refused. */
function checkTarget(name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof value === "string" ? value.length === 0 : typeof value !== "object") {
    throw new WebCallError(
      "validation-failed",
      `${name} must be an id (a non-empty string) or an inline definition (an object).`,
    );
  }
}

/**
 * A browser voice call with the assistant: a drop-in for `@vapi-ai/web`'s `Vapi` (same
 * constructor, methods, event names and payloads), plus {@link WebCall.getSnapshot} and
 * {@link WebCall.subscribe} for UI state.
 *
 * `start()` runs named stages in order (validation, web-call creation, call-object creation,
 * mobile-permissions wait, join, video-recording setup, audio observer setup, audio
 * processing setup), each reported through `call-start-progress`; any failure emits
 * `call-start-failed` and `error`, cleans up and answers `null`.
 *
 * @example
 * ```ts
 * import { WebCall } from "@ringline/voice-client/web";
 *
 * const call = new WebCall("your-public-key");
 * call.on("call-start", () => console.log("the assistant is listening"));
 * call.on("message", (message) => {
 *   if (message.type === "transcript") console.log(message.role, message.transcript);
 * });
 * call.on("call-end", () => console.log("bye"));
 * await call.start("your-assistant-id");
 * ```
 */
export class WebCall extends TypedEmitter<WebCallEvents> {
  readonly #publicKey: string;
  readonly #baseUrl: string;
  readonly #dailyConfig: Record<string, unknown> | undefined;
  readonly #callObjectOptions:
    | { audioSource?: string | boolean | MediaStreamTrack; startAudioOff?: boolean }
    | undefined;
  readonly #options: WebCallOptions;

  #snapshot: WebCallSnapshot = initialSnapshot;
  #started = false;
  #controller: AbortController | null = null;
  #transport: WebCallTransport | null = null;
  #endEmitted = false;
  #videoRecording = false;
  #speakingTimer: ReturnType<typeof setTimeout> | null = null;
  #volume: number | null = null;

  /**
   * @param publicKey - The organisation's public key (never the private one in a browser).
   * @param baseUrl - The platform's address; `https://api.vapi.ai` by default.
   * @param dailyCallConfig - Daily `dailyConfig` options (`avoidEval`, `alwaysIncludeMicInPermissionPrompt`).
   * @param dailyCallObject - Call-object options (`audioSource`, `startAudioOff`).
   * @param options - Transport choice and test seams.
   */
  constructor(
    publicKey: string,
    baseUrl?: string,
    dailyCallConfig?: { avoidEval?: boolean; alwaysIncludeMicInPermissionPrompt?: boolean },
    dailyCallObject?: {
      audioSource?: string | boolean | MediaStreamTrack;
      startAudioOff?: boolean;
    },
    options: WebCallOptions = {},
  ) {
    super();
    this.#publicKey = publicKey;
    this.#baseUrl = baseUrl ?? "https://api.vapi.ai";
    this.#dailyConfig = dailyCallConfig;
    this.#callObjectOptions = dailyCallObject;
    this.#options = options;
  }

  /**
   * The current UI state; the same object until something changes.
   *
   * @example
   * ```ts
   * const { status, volume } = call.getSnapshot();
   * ```
   */
  getSnapshot = (): WebCallSnapshot => this.#snapshot;

  /**
   * Calls `listener` after every snapshot change; answers the function that stops it.
   *
   * @example
   * ```ts
   * const unsubscribe = call.subscribe(() => render(call.getSnapshot()));
   * unsubscribe();
   * ```
   */
  subscribe = (listener: () => void): (() => void) => {
    this.on("state-change", listener);
    return () => {
      this.off("state-change", listener);
    };
  };

  // The one place the snapshot changes; listeners hear only real changes.
  #setState(patch: Partial<WebCallSnapshot>): void {
    const current = this.#snapshot;
    let changed = false;
    for (const key of Object.keys(patch) as (keyof WebCallSnapshot)[]) {
      if (!Object.is(current[key], patch[key])) changed = true;
    }
    if (!changed) return;
    this.#snapshot = { ...current, ...patch };
    this.emit("state-change", this.#snapshot);
  }

  #progress(
    stage: string,
    status: CallStartProgressEvent["status"],
    duration?: number,
    metadata?: Record<string, unknown>,
  ): void {
    const event: CallStartProgressEvent = { stage, status, timestamp: timestamp() };
    if (duration !== undefined) event.duration = duration;
    if (metadata !== undefined) event.metadata = metadata;
    this.emit("call-start-progress", event);
  }

  async #stage<T>(
    stage: WebCallStage,
    errorType: WebCallErrorType,
    signal: AbortSignal,
    run: () => T | Promise<T>,
    metadata?: Record<string, unknown>,
  ): Promise<T> {
    signal.throwIfAborted();
    this.#setState({ stage });
    this.#progress(stage, "started");
    const startedAt = Date.now();
    try {
      const result = await run();
      signal.throwIfAborted();
      this.#progress(stage, "completed", Date.now() - startedAt, metadata);
      return result;
    } catch (error) {
      this.#progress(stage, "failed", Date.now() - startedAt, {
        error: serializeError(error).message,
      });
      throw new StageFailure(stage, errorType, error);
    }
  }

  /**
   * Starts a call with an assistant, a squad or a workflow: each is an id (string) or an
   * inline definition (object). Answers the platform's call object, or `null` when the
   * start failed or a call is already started.
   *
   * @example
   * ```ts
   * const started = await call.start("asst_123", { variableValues: { name: "Ada" } });
   * if (!started) console.log("did not start; see the error event");
   * ```
   */
  async start(
    assistant?: Schemas["CreateAssistantDTO"] | string,
    assistantOverrides?: Schemas["AssistantOverrides"],
    squad?: Schemas["CreateSquadDTO"] | string,
    workflow?: Schemas["CreateWorkflowDTO"] | string,
    workflowOverrides?: Schemas["WorkflowOverrides"],
    options?: StartCallOptions,
  ): Promise<Call | null> {
    if (this.#started) {
      this.#progress("validation", "failed", undefined, { reason: "already-started" });
      return null;
    }
    this.#started = true;
    const controller = new AbortController();
    this.#controller = controller;
    const { signal } = controller;
    const outerSignal = options?.signal;
    const forwardAbort = () => controller.abort(outerSignal?.reason);
    if (outerSignal?.aborted) forwardAbort();
    outerSignal?.addEventListener("abort", forwardAbort, { once: true });

    const startedAt = Date.now();
    // Mute survives between calls, like the volume.
    this.#setState({
      ...initialSnapshot,
      muted: this.#snapshot.muted,
      status: "starting",
      stage: "validation",
    });
    let answer: (Call & { webCallUrl: string }) | undefined;
    try {
      await this.#stage("validation", "validation-error", signal, () => {
        if (!assistant && !squad && !workflow) {
          throw new WebCallError(
            "validation-failed",
            "Assistant or Squad or Workflow must be provided.",
          );
        }
        checkTarget("assistant", assistant);
        checkTarget("squad", squad);
        checkTarget("workflow", workflow);
      });
      const body: CreateWebCallBody = {};
      if (typeof assistant === "string") body.assistantId = assistant;
      else if (assistant) body.assistant = assistant;
      if (assistantOverrides) body.assistantOverrides = assistantOverrides;
      if (typeof squad === "string") body.squadId = squad;
      else if (squad) body.squad = squad;
      if (typeof workflow === "string") body.workflowId = workflow;
      else if (workflow) body.workflow = workflow;
      if (workflowOverrides) body.workflowOverrides = workflowOverrides;
      if (options?.roomDeleteOnUserLeaveEnabled !== undefined) {
        body.roomDeleteOnUserLeaveEnabled = options.roomDeleteOnUserLeaveEnabled;
      }
      const created = await this.#stage("web-call-creation", "start-method-error", signal, () =>
        createWebCall(
          this.#options.fetch ?? globalThis.fetch,
          this.#baseUrl,
          this.#publicKey,
          body,
          signal,
        ),
      );
      answer = created;
      this.#setState({ callId: created.id ?? null });
      await this.#connect(created, signal);
      this.emit("call-start-success", {
        totalDuration: Date.now() - startedAt,
        callId: created.id ?? "unknown",
        timestamp: timestamp(),
      });
      this.#setState({ status: "connected", stage: null });
      return created;
    } catch (error) {
      const failure =
        error instanceof StageFailure
          ? error
          : new StageFailure(this.#snapshot.stage ?? "validation", "start-method-error", error);
      const cancelled = signal.aborted;
      const serialized = serializeError(failure.cause);
      this.emit("call-start-failed", {
        stage: failure.stage,
        totalDuration: Date.now() - startedAt,
        error: serialized.message,
        errorStack: serialized.stack ?? "No stack trace available",
        timestamp: timestamp(),
        context: {
          hasAssistant: !!assistant,
          hasSquad: !!squad,
          hasWorkflow: !!workflow,
          callId: answer?.id ?? "unknown",
          cancelled,
          isMobile: this.#isMobile(),
        },
      });
      // A start cancelled by the caller is not an error to report.
      const errorEvent: WebCallErrorEvent | null = cancelled
        ? null
        : { type: failure.type, stage: failure.stage, error: serialized, timestamp: timestamp() };
      if (errorEvent) this.emit("error", errorEvent);
      await this.#cleanup();
      this.#setState({
        status: cancelled ? "ended" : "failed",
        stage: failure.stage,
        error: errorEvent,
      });
      return null;
    } finally {
      outerSignal?.removeEventListener("abort", forwardAbort);
      if (this.#controller === controller) this.#controller = null;
    }
  }

  /** The stages after the platform answered; shared by `start` and `reconnect`. */
  async #connect(answer: WebCallAnswer, signal: AbortSignal): Promise<void> {
    const videoRecording = answer.artifactPlan?.videoRecordingEnabled ?? false;
    const callToken = callTokenOf(answer);
    this.#videoRecording = videoRecording;
    let recordingRequestedAt = 0;
    let firstMessageRequested = false;

    const transport = await this.#stage(
      "daily-call-object-creation",
      "daily-call-object-creation-error",
      signal,
      async () => {
        let created: WebCallTransport | undefined;
        const context: TransportContext = {
          answer,
          videoRecordingEnabled: videoRecording,
          videoEnabled: answer.assistant?.voice?.provider === "tavus",
          audioSource: this.#callObjectOptions?.audioSource,
          startAudioOff: this.#callObjectOptions?.startAudioOff,
          dailyConfig: this.#dailyConfig,
          volume: this.#volume,
          emit: (event, ...args) => {
            if (created && created === this.#transport) {
              this.#onTransportEvent(created, event, args);
              if (event === "recording-started" && videoRecording && !firstMessageRequested) {
                // The first message waits for the recording, so the video starts with it.
                firstMessageRequested = true;
                const delaySeconds = (Date.now() - recordingRequestedAt) / 1000;
                this.#progress("video-recording-started", "completed", undefined, {
                  delaySeconds,
                });
                this.send({
                  type: "control",
                  control: "say-first-message",
                  videoRecordingStartDelaySeconds: delaySeconds,
                });
              }
            }
          },
        };
        created = await this.#createTransport(answer, context);
        this.#transport = created;
        await created.load(signal);
        return created;
      },
      { videoRecordingEnabled: videoRecording },
    );

    const isMobile = this.#isMobile();
    await this.#stage(
      "mobile-permissions",
      "start-method-error",
      signal,
      () => (isMobile ? sleep(MOBILE_PERMISSIONS_WAIT_MS, signal) : undefined),
      { isMobile, action: isMobile ? "permissions-wait" : "skipped-not-mobile" },
    );

    recordingRequestedAt = Date.now();
    await this.#stage("daily-call-join", "daily-call-join-error", signal, () =>
      transport.join(signal),
    );
    if (this.#snapshot.muted) transport.setLocalAudio(false);

    if (videoRecording) {
      await this.#stage(
        "video-recording-setup",
        "video-recording-setup-error",
        signal,
        () => {
          // A meeting token from the platform starts the recording on join by itself.
          if (callToken) return;
          recordingRequestedAt = Date.now();
          transport.startRecording();
        },
        { action: callToken ? "auto-started-via-meeting-token" : "started-by-client" },
      );
    }

    await this.#stage("audio-observer-setup", "audio-observer-setup-error", signal, () =>
      transport.startRemoteAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS),
    );
    await this.#stage("audio-processing-setup", "audio-processing-setup-error", signal, () =>
      transport.setNoiseCancellation(true),
    );
  }

  async #createTransport(
    answer: WebCallAnswer,
    context: TransportContext,
  ): Promise<WebCallTransport> {
    const choice = this.#options.transport ?? "auto";
    if (typeof choice === "function") return choice(context);
    const local =
      choice === "local" || (choice === "auto" && /^wss?:\/\//i.test(answer.webCallUrl));
    if (local) {
      const { LocalTransport } = await import("./local-transport.js");
      return new LocalTransport(context, this.#options.local);
    }
    const { DailyTransport } = await import("./daily-transport.js");
    return new DailyTransport(context);
  }

  #isMobile(): boolean {
    return this.#options.isMobile ?? isMobileUserAgent();
  }

  #onTransportEvent(
    transport: WebCallTransport,
    event: keyof TransportEvents,
    args: unknown[],
  ): void {
    const [payload] = args;
    switch (event) {
      case "app-message":
        this.#onAppMessage(payload);
        return;
      case "remote-participants-audio-level": {
        let sum = 0;
        for (const level of Object.values(payload as Record<string, number>)) sum += level;
        this.#onRemoteLevel(sum);
        return;
      }
      case "local-audio-level":
        this.emit("local-volume-level", payload as number);
        return;
      case "left-meeting":
        this.#onLeft(transport);
        return;
      case "error":
        this.emit("error", {
          type: "daily-error",
          error: serializeError(payload),
          timestamp: timestamp(),
        });
        if (this.#videoRecording) transport.stopRecording();
        return;
      case "nonfatal-error": {
        const type = (payload as { type?: string }).type;
        if (type === "local-audio-level-observer-error") {
          this.emit("local-audio-level-observer-error", serializeError(payload));
        } else if (type === "audio-processor-error") {
          // Noise cancellation failed mid-call: drop it and keep the microphone on.
          transport
            .setNoiseCancellation(false)
            .then(() => transport.setLocalAudio(true))
            .catch((error: unknown) => {
              this.emit("error", {
                type: "audio-processor-recovery-error",
                stage: "audio-processor-recovery",
                error: serializeError(error),
                timestamp: timestamp(),
              });
            });
        }
        return;
      }
      case "camera-error":
        this.emit("camera-error", {
          type: "camera-error",
          error: serializeError(payload),
          timestamp: timestamp(),
        });
        return;
      case "participant-updated":
        this.emit("daily-participant-updated", payload as never);
        return;
      default:
        // The remaining events keep their names and payloads.
        (this.emit as (name: string, ...rest: unknown[]) => boolean)(event, ...args);
    }
  }

  #onAppMessage(data: unknown): void {
    if (data === "listening") {
      this.emit("call-start");
      this.#setState({ status: "active" });
      return;
    }
    let message = data;
    if (typeof data === "string") {
      try {
        message = JSON.parse(data);
      } catch {
        return;
      }
    }
    if (typeof message !== "object" || message === null) return;
    const typed = message as WebCallMessage;
    this.emit("message", typed);
    if (typed.type === "status-update" && typed.status === "ended") this.#endEmitted = true;
    if (typed.type === "transcript")
      this.#addTranscript(typed as Extract<WebCallMessage, { type: "transcript" }>);
  }

  #addTranscript(message: {
    role: "user" | "assistant";
    transcriptType: string;
    transcript: string;
  }): void {
    const entry: WebCallTranscriptEntry = {
      role: message.role,
      text: message.transcript,
      final: message.transcriptType === "final",
    };
    const transcript = this.#snapshot.transcript;
    let last = -1;
    for (let index = transcript.length - 1; index >= 0; index--) {
      if (transcript[index]?.role === message.role) {
        last = index;
        break;
      }
    }
    // A partial line is revised in place until its final version arrives.
    const next =
      last >= 0 && transcript[last]?.final === false
        ? transcript.map((line, index) => (index === last ? entry : line))
        : [...transcript, entry];
    this.#setState({ transcript: next });
  }

  #onRemoteLevel(level: number): void {
    const volume = Math.min(1, level / FULL_VOLUME_LEVEL);
    this.emit("volume-level", volume);
    this.#setState({ volume });
    if (level <= SPEAKING_THRESHOLD) return;
    if (this.#speakingTimer) {
      clearTimeout(this.#speakingTimer);
    } else {
      this.emit("speech-start");
      this.#setState({ speaking: true });
    }
    this.#speakingTimer = setTimeout(() => {
      this.#speakingTimer = null;
      this.emit("speech-end");
      this.#setState({ speaking: false });
    }, SPEECH_END_DELAY_MS);
  }

  #onLeft(transport: WebCallTransport): void {
    this.emit("call-end");
    if (!this.#endEmitted) {
      this.#endEmitted = true;
      this.emit("message", {
        type: "status-update",
        status: "ended",
        endedReason: "customer-ended-call",
      });
    }
    if (this.#videoRecording) transport.stopRecording();
    this.#setState({ status: "ended", stage: null, speaking: false, volume: 0 });
    void this.#cleanup();
  }

  async #cleanup(): Promise<void> {
    const transport = this.#transport;
    this.#transport = null;
    this.#started = false;
    this.#endEmitted = false;
    this.#videoRecording = false;
    if (this.#speakingTimer) {
      clearTimeout(this.#speakingTimer);
      this.#speakingTimer = null;
    }
    if (transport) {
      try {
        await transport.destroy();
      } catch (error) {
        console.error("[voice-client] could not release the call", error);
      }
    }
  }

  /**
   * Hangs up: cancels a start in progress, leaves the call and releases it.
   *
   * @example
   * ```ts
   * await call.stop();
   * ```
   */
  async stop(): Promise<void> {
    this.#controller?.abort(new WebCallError("aborted", "The call was stopped."));
    const transport = this.#transport;
    if (transport) {
      try {
        await transport.leave();
      } catch (error) {
        console.error("[voice-client] could not leave the call", error);
      }
    }
    await this.#cleanup();
  }

  /**
   * Ends the call for everyone (the `end-call` control message), then hangs up.
   *
   * @example
   * ```ts
   * call.end();
   * ```
   */
  end(): void {
    try {
      this.send({ type: "end-call" });
    } catch {
      // Not joined yet: stopping is all there is to do.
    }
    void this.stop();
  }

  /**
   * Sends a Live Call Control message. Does nothing without a call; throws when the call
   * is not joined yet, or when the message is larger than 4096 characters of JSON.
   *
   * @example
   * ```ts
   * call.send({ type: "add-message", message: { role: "system", content: "Be brief." } });
   * ```
   */
  send(message: WebCallClientMessage): void {
    this.#transport?.sendAppMessage(message);
  }

  /**
   * Makes the assistant say something.
   *
   * @example
   * ```ts
   * call.say("Goodbye!", true);
   * ```
   */
  say(
    message: string,
    endCallAfterSpoken?: boolean,
    interruptionsEnabled?: boolean,
    interruptAssistantEnabled?: boolean,
  ): void {
    const say: WebCallClientMessage = {
      type: "say",
      message,
      interruptionsEnabled: interruptionsEnabled ?? false,
      interruptAssistantEnabled: interruptAssistantEnabled ?? false,
    };
    if (endCallAfterSpoken !== undefined) say.endCallAfterSpoken = endCallAfterSpoken;
    this.send(say);
  }

  /**
   * Mutes or unmutes the microphone. Remembered when set before the call joins.
   *
   * @example
   * ```ts
   * call.setMuted(!call.isMuted());
   * ```
   */
  setMuted(mute: boolean): void {
    this.#transport?.setLocalAudio(!mute);
    this.#setState({ muted: mute });
  }

  /**
   * Whether the microphone is muted.
   *
   * @example
   * ```ts
   * if (call.isMuted()) showMutedBadge();
   * ```
   */
  isMuted(): boolean {
    return this.#transport ? !this.#transport.localAudio() : this.#snapshot.muted;
  }

  /**
   * Sets the assistant's playback volume, 0–1 (clamped; non-finite values are ignored).
   * Remembered across calls. Does not change `volume-level`.
   *
   * @example
   * ```ts
   * call.setVolume(0.5);
   * ```
   */
  setVolume(volume: number): void {
    if (!Number.isFinite(volume)) return;
    this.#volume = Math.min(1, Math.max(0, volume));
    this.#transport?.setOutputVolume(this.#volume);
  }

  /**
   * Chooses the microphone (and camera), as Daily's `setInputDevicesAsync`.
   *
   * @example
   * ```ts
   * await call.setInputDevicesAsync({ audioDeviceId: "usb-headset" });
   * ```
   */
  async setInputDevicesAsync(
    options: Parameters<DailyCall["setInputDevicesAsync"]>[0],
  ): Promise<void> {
    await this.#transport?.setInputDevices(options as Record<string, unknown>);
  }

  /**
   * Chooses the speaker, as Daily's `setOutputDeviceAsync`.
   *
   * @example
   * ```ts
   * call.setOutputDeviceAsync({ outputDeviceId: "bluetooth-speaker" });
   * ```
   */
  setOutputDeviceAsync(options: Parameters<DailyCall["setOutputDeviceAsync"]>[0]): void {
    this.#transport?.setOutputDevice(options).catch((error: unknown) => {
      console.error("[voice-client] could not change the speaker", error);
    });
  }

  /**
   * Boosts the microphone by a gain factor (Web Audio), as `Vapi#increaseMicLevel`.
   *
   * @example
   * ```ts
   * await call.increaseMicLevel(1.5);
   * ```
   */
  async increaseMicLevel(gain: number): Promise<void> {
    const transport = this.#transport;
    if (!transport) throw new WebCallError("not-joined", "Call object is not available.");
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const context = new AudioContext();
      const gainNode = context.createGain();
      gainNode.gain.value = gain;
      const destination = context.createMediaStreamDestination();
      context.createMediaStreamSource(stream).connect(gainNode).connect(destination);
      const [track] = destination.stream.getAudioTracks();
      await transport.setInputDevices({ audioSource: track });
    } catch (error) {
      console.error("[voice-client] could not change the microphone level", error);
    }
  }

  /**
   * The `<audio>` element playing the assistant (`daily` transport), or null.
   *
   * @example
   * ```ts
   * call.getAudioPlayer()?.setSinkId?.("default");
   * ```
   */
  getAudioPlayer(): HTMLAudioElement | null {
    return this.#transport?.audioPlayer?.() ?? null;
  }

  /**
   * The Daily call object (`daily` transport), or null.
   *
   * @example
   * ```ts
   * call.getDailyCallObject()?.participants();
   * ```
   */
  getDailyCallObject(): DailyCall | null {
    return (this.#transport?.callObject?.() as DailyCall | undefined) ?? null;
  }

  /**
   * The latest microphone level, 0–1; 0 without a call.
   *
   * @example
   * ```ts
   * if (call.getLocalAudioLevel() === 0) warn("we can't hear you");
   * ```
   */
  getLocalAudioLevel(): number {
    return this.#transport?.getLocalAudioLevel?.() ?? 0;
  }

  /**
   * Starts the microphone level observer (`local-volume-level` events).
   *
   * @example
   * ```ts
   * call.on("local-volume-level", (level) => meter.set(level));
   * await call.startLocalAudioLevelObserver(100);
   * ```
   */
  async startLocalAudioLevelObserver(interval?: number): Promise<void> {
    if (!this.#transport) throw new WebCallError("not-joined", "Call object is not available.");
    await this.#transport.startLocalAudioLevelObserver?.(interval);
  }

  /**
   * Stops the microphone level observer.
   *
   * @example
   * ```ts
   * call.stopLocalAudioLevelObserver();
   * ```
   */
  stopLocalAudioLevelObserver(): void {
    this.#transport?.stopLocalAudioLevelObserver?.();
  }

  /**
   * Whether the microphone level observer runs.
   *
   * @example
   * ```ts
   * call.isLocalAudioLevelObserverRunning(); // false
   * ```
   */
  isLocalAudioLevelObserverRunning(): boolean {
    return this.#transport?.isLocalAudioLevelObserverRunning?.() ?? false;
  }

  /**
   * Shares the screen. `screenVideoSendSettings` is checked against the send-settings
   * schema first (loaded on demand); a refusal is reported on `error`.
   *
   * @example
   * ```ts
   * call.startScreenSharing(undefined, "motion-optimized");
   * ```
   */
  startScreenSharing(
    displayMediaOptions?: DisplayMediaStreamOptions,
    screenVideoSendSettings?: DailyVideoSendSettings,
  ): void {
    const transport = this.#transport;
    if (!transport) return;
    void (async () => {
      if (screenVideoSendSettings !== undefined) {
        const { ZScreenVideoSendSettings } = await import("./schemas.js");
        ZScreenVideoSendSettings.parse(screenVideoSendSettings);
      }
      transport.startScreenShare?.({ displayMediaOptions, screenVideoSendSettings });
    })().catch((error: unknown) => {
      this.emit("error", {
        type: "start-method-error",
        stage: "screen-share",
        error: serializeError(error),
        timestamp: timestamp(),
      });
    });
  }

  /**
   * Stops sharing the screen.
   *
   * @example
   * ```ts
   * call.stopScreenSharing();
   * ```
   */
  stopScreenSharing(): void {
    this.#transport?.stopScreenShare?.();
  }

  /**
   * Starts (or retries) the cloud recording; throws without a call.
   *
   * @example
   * ```ts
   * call.on("recording-error", () => setTimeout(() => call.startRecording(), 3000));
   * ```
   */
  startRecording(): void {
    if (!this.#transport) throw new WebCallError("not-joined", "Call object is not available.");
    this.#transport.startRecording();
  }

  /**
   * Stops the recording.
   *
   * @example
   * ```ts
   * call.stopRecording();
   * ```
   */
  stopRecording(): void {
    this.#transport?.stopRecording();
  }

  /**
   * Joins a call again after `stop()` when it was started with
   * `roomDeleteOnUserLeaveEnabled: false`. Runs the stages from call-object creation on;
   * throws when one fails (as `Vapi#reconnect` does).
   *
   * @example
   * ```ts
   * const started = await call.start("asst_123", undefined, undefined, undefined, undefined, {
   *   roomDeleteOnUserLeaveEnabled: false,
   * });
   * await call.stop();
   * if (started) await call.reconnect({ ...started, webCallUrl: started.webCallUrl ?? "" });
   * ```
   */
  async reconnect(webCall: WebCallAnswer): Promise<void> {
    if (this.#started) {
      throw new WebCallError(
        "validation-failed",
        "Cannot reconnect while a call is already in progress. Call stop() first.",
      );
    }
    if (!webCall.webCallUrl) {
      throw new WebCallError("validation-failed", "webCallUrl is required for reconnection.");
    }
    this.#started = true;
    const controller = new AbortController();
    this.#controller = controller;
    const startedAt = Date.now();
    this.#setState({
      ...initialSnapshot,
      muted: this.#snapshot.muted,
      status: "starting",
      callId: webCall.id ?? null,
    });
    try {
      await this.#connect(webCall, controller.signal);
      this.emit("call-start-success", {
        totalDuration: Date.now() - startedAt,
        callId: webCall.id ?? "unknown",
        timestamp: timestamp(),
      });
      this.#setState({ status: "connected", stage: null });
    } catch (error) {
      const cause = error instanceof StageFailure ? error.cause : error;
      await this.#cleanup();
      this.#setState({ status: "failed" });
      throw cause;
    } finally {
      if (this.#controller === controller) this.#controller = null;
    }
  }

  /**
   * Pre-call network checks through a temporary Daily call object (loads daily-js).
   *
   * @example
   * ```ts
   * const results = await WebCall.runNetworkTestsStandalone();
   * console.log(results.websocketConnectivity);
   * ```
   */
  // biome-ignore lint/suspicious/noExplicitAny: the same loose result `Vapi` declares.
  static async runNetworkTestsStandalone(): Promise<Record<string, any>> {
    const results: Record<string, unknown> = {};
    const Daily = (await import("@daily-co/daily-js")).default;
    const probe = Daily.createCallObject({ audioSource: false, videoSource: false });
    try {
      results.websocketConnectivity = await probe.testWebsocketConnectivity();
    } catch (error) {
      results.websocketConnectivity = { result: "error", error: String(error) };
    } finally {
      await probe.destroy();
    }
    return results;
  }
}
