// The `daily` transport: the platform's real call library, `@daily-co/daily-js`, loaded by
// dynamic import only when a call starts.

import type {
  DailyCall,
  DailyEventObjectParticipant,
  DailyEventObjectTrack,
} from "@daily-co/daily-js";
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
      const call = Daily.createCallObject({
        audioSource: context.audioSource ?? true,
        videoSource: context.videoRecordingEnabled,
        ...(context.startAudioOff === undefined ? {} : { startAudioOff: context.startAudioOff }),
        ...(context.dailyConfig ? { dailyConfig: context.dailyConfig } : {}),
      });
      this.#call = call;
      this.#listen(call);
    }
    await this.#call.load();
  }

  #listen(call: DailyCall): void {
    const { emit, videoRecordingEnabled, videoEnabled } = this.context;
    call.on("left-meeting", () => this.markLeft());
    call.on("error", (event) => this.fail(event));
    call.on("app-message", (event) => {
      if (event) emit("app-message", event.data);
    });
    call.on("remote-participants-audio-level", (event) => {
      if (event) emit("remote-participants-audio-level", event.participantsAudioLevel);
    });
    call.on("local-audio-level", (event) => {
      if (event) emit("local-audio-level", event.audioLevel);
    });
    call.on("nonfatal-error", (event) => {
      if (event) emit("nonfatal-error", event as unknown as { type: string });
    });
    call.on("camera-error", (event) => emit("camera-error", event));
    call.on("network-quality-change", (event) => emit("network-quality-change", event));
    call.on("network-connection", (event) => emit("network-connection", event));
    call.on("participant-updated", (event) => {
      if (event) emit("participant-updated", event.participant);
    });
    call.on("recording-started", (event) => {
      if (event) emit("recording-started", event);
    });
    call.on("recording-stopped", (event) => {
      if (event) emit("recording-stopped", event);
    });
    call.on("recording-stats", (event) => {
      if (event) emit("recording-stats", event);
    });
    call.on("recording-error", (event) => {
      if (event) emit("recording-error", event);
    });
    call.on("recording-upload-completed", (event) => {
      if (event) emit("recording-upload-completed", event);
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
      this.context.emit("video", track);
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
      this.context.emit("error", { type: "audio-start-failed", error });
      return;
    }
    this.#player?.remove();
    this.#player = player;
    this.context.emit("audio", player);
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
  }

  protected async doLeave(): Promise<void> {
    await this.#call?.leave();
  }

  protected doSend(data: unknown): void {
    this.#call?.sendAppMessage(typeof data === "string" ? data : JSON.stringify(data));
  }

  override async destroy(): Promise<void> {
    await super.destroy();
    this.#player?.remove();
    this.#player = null;
    const call = this.#call;
    this.#call = null;
    await call?.destroy();
  }

  override startRecording(): void {
    super.startRecording();
    this.#call?.startRecording({
      width: 1280,
      height: 720,
      backgroundColor: "#FF1F2D3D",
      layout: { preset: "default" },
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
