// The stages of a call start, in the spec's order (4.2): validation, web-call creation,
// call-object creation, mobile-permissions wait, join, video-recording setup, audio
// observer setup, audio processing setup. `WebCall` runs the first two for `start()`;
// `start()` and `reconnect()` share the rest.

import type { Call, CreateWebCallBody } from "./create-web-call.js";
import { WebCallError } from "./errors.js";
import type { LocalTransportOptions } from "./local-transport.js";
import { runStage, type StageReporter, sleep } from "./stage-runner.js";
import {
  callTokenOf,
  type TransportContext,
  type TransportFactory,
  type WebCallAnswer,
  type WebCallTransport,
} from "./transport.js";

type Schemas = import("../rest/types.js").VoicePlatformSchemas;

/** How long a mobile browser gets to settle its permission prompt before joining. */
export const MOBILE_PERMISSIONS_WAIT_MS = 1000;
/** How often the remote audio level is sampled. */
export const AUDIO_LEVEL_INTERVAL_MS = 100;

/**
 * What a start was asked to start: `start()`'s arguments.
 *
 * @example
 * ```ts
 * const target: StartTarget = { assistant: "asst_123", assistantOverrides: { variableValues: { name: "Ada" } } };
 * ```
 */
export interface StartTarget {
  assistant?: Schemas["CreateAssistantDTO"] | string | undefined;
  assistantOverrides?: Schemas["AssistantOverrides"] | undefined;
  squad?: Schemas["CreateSquadDTO"] | string | undefined;
  workflow?: Schemas["CreateWorkflowDTO"] | string | undefined;
  workflowOverrides?: Schemas["WorkflowOverrides"] | undefined;
  roomDeleteOnUserLeaveEnabled?: boolean | undefined;
}

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
 * The validation stage (spec 5.1): one of assistant, squad or workflow, each an id (a
 * string) or an inline definition (an object).
 *
 * @example
 * ```ts
 * validateTarget({}); // throws "Assistant or Squad or Workflow must be provided."
 * ```
 */
export function validateTarget(target: StartTarget): void {
  if (!target.assistant && !target.squad && !target.workflow) {
    throw new WebCallError("validation-failed", "Assistant or Squad or Workflow must be provided.");
  }
  checkTarget("assistant", target.assistant);
  checkTarget("squad", target.squad);
  checkTarget("workflow", target.workflow);
}

/**
 * The `POST /call/web` body for a target: a string is an id, an object a definition.
 *
 * @example
 * ```ts
 * webCallBody({ assistant: "asst_1" }); // { assistantId: "asst_1" }
 * ```
 */
export function webCallBody(target: StartTarget): CreateWebCallBody {
  const body: CreateWebCallBody = {};
  const { assistant, squad, workflow } = target;
  if (typeof assistant === "string") body.assistantId = assistant;
  else if (assistant) body.assistant = assistant;
  if (target.assistantOverrides) body.assistantOverrides = target.assistantOverrides;
  if (typeof squad === "string") body.squadId = squad;
  else if (squad) body.squad = squad;
  if (typeof workflow === "string") body.workflowId = workflow;
  else if (workflow) body.workflow = workflow;
  if (target.workflowOverrides) body.workflowOverrides = target.workflowOverrides;
  if (target.roomDeleteOnUserLeaveEnabled !== undefined) {
    body.roomDeleteOnUserLeaveEnabled = target.roomDeleteOnUserLeaveEnabled;
  }
  return body;
}

/**
 * Creates the transport a call asked for: `auto` picks `local` for a `ws://` or `wss://`
 * URL and `daily` otherwise; either is loaded on demand.
 *
 * @example
 * ```ts
 * const transport = await openTransport("auto", context, undefined);
 * ```
 */
export async function openTransport(
  choice: "auto" | "daily" | "local" | TransportFactory,
  context: TransportContext,
  local: LocalTransportOptions | undefined,
): Promise<WebCallTransport> {
  if (typeof choice === "function") return choice(context);
  const webSocket = /^wss?:\/\//i.test(context.answer.webCallUrl);
  if (choice === "local" || (choice === "auto" && webSocket)) {
    const { LocalTransport } = await import("./local-transport.js");
    return new LocalTransport(context, local);
  }
  const { DailyTransport } = await import("./daily-transport.js");
  return new DailyTransport(context);
}

/**
 * What the stages after web-call creation need.
 *
 * @example
 * ```ts
 * const transport = await connectStages({ answer, signal, reporter, isMobile: false, muted: false, context, open, recordingRequested });
 * ```
 */
export interface ConnectInput {
  readonly answer: WebCallAnswer | Call;
  readonly signal: AbortSignal;
  readonly reporter: StageReporter;
  readonly isMobile: boolean;
  /** The microphone was muted before the call: keep it off from the first moment. */
  readonly muted: boolean;
  readonly context: TransportContext;
  /** Creates the transport and starts listening to it. */
  open(context: TransportContext): Promise<WebCallTransport>;
  /** The recording was asked for now (its start delay is measured from here). */
  recordingRequested(): void;
}

/**
 * Call-object creation, mobile-permissions wait, join, video-recording setup (only with
 * video recording), audio observer setup and audio processing setup; answers the joined
 * transport.
 *
 * @example
 * ```ts
 * const transport = await connectStages(input);
 * transport.sendAppMessage({ type: "end-call" });
 * ```
 */
export async function connectStages(input: ConnectInput): Promise<WebCallTransport> {
  const { signal, reporter, context } = input;
  const videoRecording = context.videoRecordingEnabled;
  const callToken = callTokenOf(context.answer);

  const transport = await runStage(
    reporter,
    signal,
    "daily-call-object-creation",
    "daily-call-object-creation-error",
    async () => {
      const created = await input.open(context);
      await created.load(signal);
      return created;
    },
    { videoRecordingEnabled: videoRecording },
  );

  const { isMobile } = input;
  await runStage(
    reporter,
    signal,
    "mobile-permissions",
    "start-method-error",
    () => (isMobile ? sleep(MOBILE_PERMISSIONS_WAIT_MS, signal) : undefined),
    { isMobile, action: isMobile ? "permissions-wait" : "skipped-not-mobile" },
  );

  input.recordingRequested();
  await runStage(reporter, signal, "daily-call-join", "daily-call-join-error", () =>
    transport.join(signal),
  );
  if (input.muted) transport.setLocalAudio(false);

  if (videoRecording) {
    await runStage(
      reporter,
      signal,
      "video-recording-setup",
      "video-recording-setup-error",
      () => {
        // A meeting token from the platform starts the recording on join by itself.
        if (callToken) return;
        input.recordingRequested();
        transport.startRecording();
      },
      { action: callToken ? "auto-started-via-meeting-token" : "started-by-client" },
    );
  }

  await runStage(reporter, signal, "audio-observer-setup", "audio-observer-setup-error", () =>
    transport.startRemoteAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS),
  );
  await runStage(reporter, signal, "audio-processing-setup", "audio-processing-setup-error", () =>
    transport.setNoiseCancellation(true),
  );
  return transport;
}
