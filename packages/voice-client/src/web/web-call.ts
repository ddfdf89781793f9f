// `WebCall`: the call's life (start, reconnect, stop, end), delegating the stages to
// `start-stages.ts`, one call's events to `CallSession`, and the in-call controls to its
// base classes. `start()` and `reconnect()` share one path for success and failure.

import { CallLibraryControls } from "./call-library-controls.js";
import type { CallSession } from "./call-session.js";
import type { Call } from "./create-web-call.js";
import { serializeError, WebCallError } from "./errors.js";
import type { WebCallErrorEvent } from "./events.js";
import {
  progressEvent,
  runStage,
  StageFailure,
  type StageReporter,
  timestamp,
} from "./stage-runner.js";
import type { StartTarget } from "./start-stages.js";
import type { WebCallAnswer, WebCallTransport } from "./transport.js";
import { initialSnapshot } from "./web-call-controls.js";
import {
  isMobileUserAgent,
  type StartCallOptions,
  type WebCallOptions,
} from "./web-call-options.js";

export type { StartCallOptions, WebCallOptions };

type Schemas = import("../rest/types.js").VoicePlatformSchemas;
type Runtime = typeof import("./call-runtime.js");

/**
 * A browser voice call with the assistant: a drop-in for `@vapi-ai/web`'s `Vapi` (same
 * constructor, methods, event names and payloads; also this entry's default export), plus
 * {@link WebCall.getSnapshot} and {@link WebCall.subscribe} for UI state and the call
 * library's own operations, checked against its rules.
 *
 * `start()` runs named stages in order (validation, web-call creation, call-object creation,
 * mobile-permissions wait, join, video-recording setup, audio observer setup, audio
 * processing setup), each reported through `call-start-progress`; any failure emits
 * `call-start-failed` and `error`, cleans up and answers `null` (or, as `Vapi` does,
 * rejects when nothing listens to `error`).
 *
 * @example
 * ```ts
 * import Vapi from "@ringline/voice-client/web"; // or: import { WebCall } from …
 *
 * const call = new Vapi("your-public-key");
 * call.on("call-start", () => console.log("the assistant is listening"));
 * call.on("message", (message) => console.log(message.type));
 * call.on("error", (event) => console.error(event.error.message));
 * await call.start("your-assistant-id");
 * ```
 */
export class WebCall extends CallLibraryControls {
  readonly #publicKey: string;
  readonly #baseUrl: string;
  readonly #dailyConfig: Record<string, unknown> | undefined;
  readonly #callObjectOptions:
    | { audioSource?: string | boolean | MediaStreamTrack; startAudioOff?: boolean }
    | undefined;
  readonly #options: WebCallOptions;
  #session: CallSession | null = null;
  #controller: AbortController | null = null;

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

  protected currentTransport(): WebCallTransport | null {
    return this.#session?.transport ?? null;
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
    if (this.#controller || this.#session) {
      this.emit(
        "call-start-progress",
        progressEvent("validation", "failed", undefined, { reason: "already-started" }),
      );
      return null;
    }
    const target: StartTarget = {
      assistant,
      assistantOverrides,
      squad,
      workflow,
      workflowOverrides,
      roomDeleteOnUserLeaveEnabled: options?.roomDeleteOnUserLeaveEnabled,
    };
    const context = { hasAssistant: !!assistant, hasSquad: !!squad, hasWorkflow: !!workflow };
    const outcome = await this.#launch(
      context,
      options?.signal,
      async (runtime, signal, reporter) => {
        await runStage(reporter, signal, "validation", "validation-error", () =>
          runtime.validateTarget(target),
        );
        const fetchImplementation = this.#options.fetch ?? globalThis.fetch;
        return runStage(reporter, signal, "web-call-creation", "start-method-error", () =>
          runtime.createWebCall(
            fetchImplementation,
            this.#baseUrl,
            this.#publicKey,
            runtime.webCallBody(target),
            signal,
          ),
        );
      },
    );
    if ("answer" in outcome) return outcome.answer;
    // As `Vapi` (an EventEmitter) does: an `error` nobody observes is thrown.
    const observed = this.listenerCount("error") > 0 || this.listenerCount("state-change") > 0;
    if (outcome.error && !observed) {
      throw new WebCallError("start-failed", `Unhandled error. (${outcome.error.error.message})`, {
        cause: outcome.failure.cause,
        context: outcome.error,
      });
    }
    return null;
  }

  /**
   * Joins a call again after `stop()` when it was started with
   * `roomDeleteOnUserLeaveEnabled: false`. Runs the stages from call-object creation on,
   * with the same events as `start()`; throws when one fails (as `Vapi#reconnect` does).
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
    if (this.#controller || this.#session) {
      throw new WebCallError(
        "validation-failed",
        "Cannot reconnect while a call is already in progress. Call stop() first.",
      );
    }
    if (!webCall.webCallUrl) {
      throw new WebCallError("validation-failed", "webCallUrl is required for reconnection.");
    }
    const outcome = await this.#launch(
      { isReconnect: true, callId: webCall.id ?? "unknown" },
      undefined,
      async () => webCall,
    );
    if ("failure" in outcome) throw outcome.failure.cause;
    // No "listening" comes on a reconnect: the assistant already listens.
    this.emit("call-start");
    this.setState({ status: "active" });
  }

  // The path `start()` and `reconnect()` share: the stages, then success, or failure with
  // `call-start-failed`, `error` (unless cancelled) and a clean-up.
  async #launch<T extends WebCallAnswer>(
    context: Record<string, unknown>,
    outerSignal: AbortSignal | undefined,
    answerOf: (runtime: Runtime, signal: AbortSignal, reporter: StageReporter) => Promise<T>,
  ): Promise<{ answer: T } | { failure: StageFailure; error: WebCallErrorEvent | null }> {
    const controller = new AbortController();
    const { signal } = controller;
    const forwardAbort = () => controller.abort(outerSignal?.reason);
    if (outerSignal?.aborted) forwardAbort();
    outerSignal?.addEventListener("abort", forwardAbort, { once: true });
    this.#controller = controller;
    const startedAt = Date.now();
    const reporter: StageReporter = {
      progress: (event) => this.emit("call-start-progress", event),
      enter: (stage) => this.setState({ stage }),
    };
    const muted = this.getSnapshot().muted;
    this.setState({ ...initialSnapshot, muted, status: "starting", stage: null });
    let callId: string | undefined;
    let session: CallSession | undefined;
    try {
      const runtime = await import("./call-runtime.js");
      session = this.#newSession(runtime.CallSession);
      const answer = await answerOf(runtime, signal, reporter);
      callId = answer.id;
      this.setState({ callId: answer.id ?? null });
      const opened = session;
      await runtime.connectStages({
        answer,
        signal,
        reporter,
        muted,
        isMobile: this.#isMobile(),
        context: this.#transportContext(answer, muted),
        open: async (transportContext) => {
          const transport = await runtime.openTransport(
            this.#options.transport ?? "auto",
            transportContext,
            this.#options.local,
          );
          opened.attach(transport);
          return transport;
        },
        recordingRequested: () => opened.recordingRequested(),
      });
      if (this.listenerCount("local-volume-level") > 0) session.startLocalLevels();
      this.emit("call-start-success", {
        totalDuration: Date.now() - startedAt,
        callId: answer.id ?? "unknown",
        timestamp: timestamp(),
      });
      this.setState({ status: "connected", stage: null });
      return { answer };
    } catch (error) {
      const stage = this.getSnapshot().stage ?? "validation";
      const failure =
        error instanceof StageFailure
          ? error
          : new StageFailure(stage, "start-method-error", error);
      const cancelled = signal.aborted;
      const serialized = serializeError(failure.cause);
      const totalDuration = Date.now() - startedAt;
      const details = {
        ...context,
        callId: callId ?? "unknown",
        cancelled,
        isMobile: this.#isMobile(),
      };
      this.emit("call-start-failed", {
        stage: failure.stage,
        totalDuration,
        error: serialized.message,
        errorStack: serialized.stack ?? "No stack trace available",
        timestamp: timestamp(),
        context: details,
      });
      // A start cancelled by the caller is not an error to report.
      const errorEvent: WebCallErrorEvent | null = cancelled
        ? null
        : {
            type: failure.type,
            stage: failure.stage,
            error: serialized,
            totalDuration,
            timestamp: timestamp(),
            context: details,
          };
      if (errorEvent) this.emit("error", errorEvent);
      if (session) await this.#release(session);
      this.setState({
        status: cancelled ? "ended" : "failed",
        stage: failure.stage,
        error: errorEvent,
      });
      return { failure, error: errorEvent };
    } finally {
      outerSignal?.removeEventListener("abort", forwardAbort);
      if (this.#controller === controller) this.#controller = null;
    }
  }

  #newSession(Session: Runtime["CallSession"]): CallSession {
    const session: CallSession = new Session({
      emit: (event, ...args) => this.emit(event, ...args),
      setState: (patch) => this.setState(patch),
      snapshot: () => this.getSnapshot(),
      send: (message) => this.send(message),
      left: () => {
        this.setState({ status: "ended", stage: null, speaking: false, volume: 0 });
        void this.#release(session);
      },
    });
    this.#session = session;
    return session;
  }

  #transportContext(answer: WebCallAnswer, muted: boolean) {
    const videoRecordingEnabled = answer.artifactPlan?.videoRecordingEnabled ?? false;
    this.#session?.setVideoRecording(videoRecordingEnabled);
    return {
      answer,
      videoRecordingEnabled,
      videoEnabled: answer.assistant?.voice?.provider === "tavus",
      audioSource: this.#callObjectOptions?.audioSource,
      // Muted before the call: the microphone stays off from the first moment.
      startAudioOff: muted || this.#callObjectOptions?.startAudioOff,
      dailyConfig: this.#dailyConfig,
      volume: this.playbackVolume,
    };
  }

  // Every call ends here once; each call starts unmuted, as a fresh `Vapi` call does.
  async #release(session: CallSession): Promise<void> {
    if (this.#session === session) {
      this.#session = null;
      this.setState({ muted: false });
    }
    await session.release();
  }

  #isMobile(): boolean {
    return this.#options.isMobile ?? isMobileUserAgent();
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
    const session = this.#session;
    if (!session) return;
    try {
      await session.transport?.leave();
    } catch (error) {
      console.error("[voice-client] could not leave the call", error);
    }
    await this.#release(session);
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
