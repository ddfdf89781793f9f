// The `daily` transport: the platform's real call library, `@daily-co/daily-js`, loaded by
// dynamic import only when a call starts.

import type {
  DailyCall,
  DailyEventObjectParticipant,
  DailyEventObjectTrack,
  DailySendSettings,
  DailyStartDialoutOptions,
} from "@daily-co/daily-js";
import { fromDailyCameraError, toFatalError } from "./call-library-errors.js";
import type { CallLibraryRequest } from "./call-library-request.js";
import { WebCallError } from "./errors.js";
import { BaseTransport, callTokenOf, type TransportContext } from "./transport.js";

/** Each attempt at loading the call library gets this long. */
export const BUNDLE_LOAD_TIMEOUT_MS = 20_000;
/** How many times loading is tried. */
export const BUNDLE_LOAD_ATTEMPTS = 3;
/** The pause between two attempts. */
export const BUNDLE_LOAD_RETRY_DELAY_MS = 3_000;

/** The name the platform's assistant joins the room with. */
const ASSISTANT_NAME = "Vapi Speaker";

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// `@vapi-ai/web`'s guards against Chrome 140+ failures, kept so that options written for it
// behave the same: never `audioSource: false`, never `alwaysIncludeMicInPermissionPrompt: false`.
function withoutFalseAudioSource<T>(source: T | false, where: string): T | true {
  if (source !== false) return source;
  console.warn(
    `[voice-client] audioSource:false detected in ${where}. This can cause Chrome 140+ issues. Using the default microphone instead.`,
  );
  return true;
}

function withoutFalseMicPrompt(
  config: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (config?.alwaysIncludeMicInPermissionPrompt !== false) return config;
  console.warn(
    "[voice-client] alwaysIncludeMicInPermissionPrompt:false detected. This can cause Chrome 140+ issues. Removing the property.",
  );
  const { alwaysIncludeMicInPermissionPrompt: _removed, ...rest } = config;
  return rest;
}

/**
 * Carries a call over Daily (WebRTC). The library and its call-machine bundle load when
 * the call starts: each attempt has 20 s, there are 3 attempts 3 s apart, and then the
 * load fails with "Failed to load call object bundle." and the transport is in `error`.
 *
 * @example
 * ```ts
 * import { WebCall } from "@ringline/voice-client/web";
 *
 * // `daily` is what `auto` picks for the hosted platform; naming it forces it.
 * const call = new WebCall("public-key", undefined, undefined, undefined, { transport: "daily" });
 * ```
 */
export class DailyTransport extends BaseTransport {
  #call: DailyCall | null = null;
  #player: HTMLAudioElement | null = null;
  #volume: number | null;

  constructor(context: TransportContext) {
    super(context);
    this.#volume = context.volume;
  }

  protected async doLoad(signal: AbortSignal): Promise<void> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= BUNDLE_LOAD_ATTEMPTS; attempt++) {
      signal.throwIfAborted();
      try {
        await withTimeout(this.#loadOnce(), BUNDLE_LOAD_TIMEOUT_MS);
        return;
      } catch (error) {
        lastError = error;
      }
      if (attempt < BUNDLE_LOAD_ATTEMPTS) await wait(BUNDLE_LOAD_RETRY_DELAY_MS, signal);
    }
    await this.#call?.destroy().catch(() => undefined);
    this.#call = null;
    throw new WebCallError("bundle-load-failed", "Failed to load call object bundle.", {
      cause: lastError,
    });
  }

  async #loadOnce(): Promise<void> {
    if (!this.#call) {
      const Daily = (await import("@daily-co/daily-js")).default;
      const { context } = this;
      const dailyConfig = withoutFalseMicPrompt(context.dailyConfig);
      const call = Daily.createCallObject({
        audioSource: withoutFalseAudioSource(context.audioSource ?? true, "factory options"),
        videoSource: context.videoRecordingEnabled,
        ...(context.startAudioOff === undefined ? {} : { startAudioOff: context.startAudioOff }),
        ...(dailyConfig ? { dailyConfig } : {}),
      });
      this.#call = call;
      this.#listen(call);
    }
    await this.#call.load();
  }

  #listen(call: DailyCall): void {
    const { videoRecordingEnabled, videoEnabled } = this.context;
    call.on("left-meeting", () => this.markLeft());
    call.on("error", (event) => this.fail(toFatalError(event)));
    call.on("access-state-updated", (event) => {
      const access = event?.access;
      if (access) this.setAccessLevel(access === "unknown" ? "unknown" : access.level);
    });
    call.on("app-message", (event) => {
      if (event) this.emit("app-message", event.data);
    });
    call.on("remote-participants-audio-level", (event) => {
      if (event) this.emit("remote-participants-audio-level", event.participantsAudioLevel);
    });
    call.on("local-audio-level", (event) => {
      if (event) this.emit("local-audio-level", event.audioLevel);
    });
    call.on("nonfatal-error", (event) => {
      if (event) this.emit("nonfatal-error", event);
    });
    call.on("camera-error", (event) => {
      if (event) this.emit("camera-error", fromDailyCameraError(event));
    });
    call.on("network-quality-change", (event) => {
      if (event) this.emit("network-quality-change", event);
    });
    call.on("network-connection", (event) => {
      if (event) this.emit("network-connection", event);
    });
    call.on("participant-updated", (event) => {
      if (event) this.emit("participant-updated", event.participant);
    });
    call.on("recording-started", (event) => {
      if (event) this.emit("recording-started", event);
    });
    call.on("recording-stopped", (event) => {
      if (event) this.emit("recording-stopped", event);
    });
    call.on("recording-stats", (event) => {
      if (event) this.emit("recording-stats", event);
    });
    call.on("recording-error", (event) => {
      if (event) this.emit("recording-error", event);
    });
    call.on("recording-upload-completed", (event) => {
      if (event) this.emit("recording-upload-completed", event);
    });
    // Tracks are subscribed by hand (join turns the automatic subscription off), so the
    // assistant's video is only fetched when something will show it.
    call.on("participant-joined", (event?: DailyEventObjectParticipant) => {
      if (!event || event.participant.local) return;
      call.updateParticipant(event.participant.session_id, {
        setSubscribedTracks: { audio: true, video: videoRecordingEnabled || videoEnabled },
      });
    });
    call.on("participant-left", (event) => {
      if (event && this.#player?.dataset.participantId === event.participant.session_id) {
        this.#player.remove();
        this.#player = null;
      }
    });
    call.on("track-started", (event) => {
      if (event) void this.#onTrack(event);
    });
  }

  async #onTrack(event: DailyEventObjectTrack): Promise<void> {
    const { participant, track } = event;
    if (!participant || participant.local || participant.user_name !== ASSISTANT_NAME) return;
    if (track.kind === "video") {
      this.emit("video", track);
      return;
    }
    const player = document.createElement("audio");
    player.dataset.participantId = participant.session_id;
    if (this.#volume !== null) player.volume = this.#volume;
    player.autoplay = true;
    player.srcObject = new MediaStream([track]);
    document.body.appendChild(player);
    try {
      await player.play();
    } catch (error) {
      player.remove();
      // Usually the autoplay policy: the call reports it as `audio-start-failed`.
      this.emit("nonfatal-error", { type: "audio-start-failed", details: error });
      return;
    }
    this.#player?.remove();
    this.#player = player;
    this.emit("audio", player);
    this.#call?.sendAppMessage("playable");
  }

  protected async doJoin(): Promise<void> {
    const { answer } = this.context;
    const token = callTokenOf(answer);
    // daily-js refuses a `token` key that is present but undefined.
    await this.#call?.join({
      url: answer.webCallUrl,
      ...(token ? { token } : {}),
      subscribeToTracksAutomatically: false,
    });
    // A room that knocks leaves the participant in the lobby until admitted.
    const access = this.#call?.accessState?.().access;
    if (access && access !== "unknown") this.setAccessLevel(access.level);
  }

  protected async doLeave(): Promise<void> {
    await this.#call?.leave();
  }

  protected doSend(data: unknown): void {
    this.#call?.sendAppMessage(typeof data === "string" ? data : JSON.stringify(data));
  }

  // The options were checked against the library's rules (`call-library-rules.ts`), so
  // they are what Daily takes even where zod and Daily spell optional fields apart.
  protected override async doCallLibrary(request: CallLibraryRequest): Promise<unknown> {
    const call = this.#call;
    if (!call) throw new WebCallError("not-joined", "The call library is not loaded.");
    switch (request.method) {
      case "startDialOut":
        return call.startDialOut(request.options as DailyStartDialoutOptions);
      case "stopDialOut":
        return call.stopDialOut({ sessionId: request.sessionId });
      case "sendDTMF":
        return call.sendDTMF(request.options);
      case "sipCallTransfer":
        return call.sipCallTransfer(request.options as Parameters<DailyCall["sipCallTransfer"]>[0]);
      case "setUserData":
        return call.setUserData(request.data);
      case "setMeetingSessionData":
        return call.setMeetingSessionData(request.data, request.mergeStrategy);
      case "updateSendSettings":
        return call.updateSendSettings(request.settings as DailySendSettings);
      case "setVideoProcessor":
        return call.updateInputSettings({
          video: { processor: request.processor },
        } as Parameters<DailyCall["updateInputSettings"]>[0]);
      case "startCustomTrack":
        return call.startCustomTrack({ track: request.track, trackName: request.trackName });
    }
  }

  override async destroy(): Promise<void> {
    await super.destroy();
    this.#player?.remove();
    this.#player = null;
    const call = this.#call;
    this.#call = null;
    await call?.destroy();
  }

  override startRecording(options: { type?: "cloud" | "raw-tracks" | "local" } = {}): void {
    super.startRecording(options);
    this.#call?.startRecording({
      width: 1280,
      height: 720,
      backgroundColor: "#FF1F2D3D",
      layout: { preset: "default" },
      ...(options.type ? { type: options.type } : {}),
    });
  }

  override stopRecording(): void {
    if (this.state === "joined-meeting") this.#call?.stopRecording();
  }

  override async startRemoteAudioLevelObserver(intervalMs: number): Promise<void> {
    super.startRemoteAudioLevelObserver(intervalMs);
    await this.#call?.startRemoteParticipantsAudioLevelObserver(intervalMs);
  }

  override async setNoiseCancellation(enabled: boolean): Promise<void> {
    await this.#call?.updateInputSettings({
      audio: { processor: { type: enabled ? "noise-cancellation" : "none" } },
    });
  }

  override setLocalAudio(enabled: boolean): void {
    super.setLocalAudio(enabled);
    this.#call?.setLocalAudio(enabled);
  }

  override localAudio(): boolean {
    return this.#call ? this.#call.localAudio() : super.localAudio();
  }

  override setOutputVolume(volume: number): void {
    this.#volume = volume;
    if (this.#player) this.#player.volume = volume;
  }

  override async setInputDevices(options: Record<string, unknown>): Promise<unknown> {
    if (options.audioSource === false) {
      withoutFalseAudioSource(false, "setInputDevicesAsync");
      const { audioSource: _dropped, ...rest } = options;
      return this.#call?.setInputDevicesAsync(rest);
    }
    return this.#call?.setInputDevicesAsync(options);
  }

  override async setOutputDevice(options: { outputDeviceId: string }): Promise<unknown> {
    return this.#call?.setOutputDeviceAsync(options);
  }

  getLocalAudioLevel(): number {
    return this.#call?.getLocalAudioLevel() ?? 0;
  }

  async startLocalAudioLevelObserver(intervalMs?: number): Promise<void> {
    await this.#call?.startLocalAudioLevelObserver(intervalMs);
  }

  stopLocalAudioLevelObserver(): void {
    this.#call?.stopLocalAudioLevelObserver();
  }

  isLocalAudioLevelObserverRunning(): boolean {
    return this.#call?.isLocalAudioLevelObserverRunning() ?? false;
  }

  startScreenShare(options: Record<string, unknown>): void {
    this.#call?.startScreenShare(options);
  }

  stopScreenShare(): void {
    this.#call?.stopScreenShare();
  }

  callObject(): DailyCall | null {
    return this.#call;
  }

  audioPlayer(): HTMLAudioElement | null {
    return this.#player;
  }
}
