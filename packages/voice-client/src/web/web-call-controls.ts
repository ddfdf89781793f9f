// The controls of a call in progress, as `@vapi-ai/web`'s `Vapi` names them (send, say,
// mute, volume, devices, screen share, recording, level observers), plus the UI snapshot.
// Each control delegates to the call's transport; `WebCall` adds the call's life.

import type { DailyCall, DailyVideoSendSettings } from "@daily-co/daily-js";
import { callLibraryLimits } from "./call-library.js";
import { serializeError, WebCallError } from "./errors.js";
import type {
  WebCallClientMessage,
  WebCallEvents,
  WebCallListeners,
  WebCallSnapshot,
} from "./events.js";
import { timestamp } from "./stage-runner.js";
import type { WebCallTransport } from "./transport.js";
import { TypedEmitter } from "./typed-emitter.js";

/**
 * The snapshot before any call.
 *
 * @example
 * ```ts
 * call.getSnapshot() === initialSnapshot; // true before the first start
 * ```
 */
export const initialSnapshot: WebCallSnapshot = {
  status: "idle",
  stage: null,
  callId: null,
  volume: 0,
  speaking: false,
  muted: false,
  transcript: [],
  error: null,
};

/**
 * The in-call controls and UI state of {@link WebCall}; not used on its own.
 *
 * @example
 * ```ts
 * const controls: WebCallControls = new WebCall("public-key");
 * controls.setMuted(true);
 * ```
 */
export abstract class WebCallControls extends TypedEmitter<WebCallEvents, WebCallListeners> {
  #snapshot: WebCallSnapshot = initialSnapshot;
  #volume: number | null = null;

  /** The transport of the call in progress (joined or not), if any. */
  protected abstract currentTransport(): WebCallTransport | null;

  /** The playback volume set with `setVolume`, for the next transport. */
  protected get playbackVolume(): number | null {
    return this.#volume;
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
   * Calls `listener` after every snapshot change; answers the function that stops it. A
   * subscriber sees a failed start in the snapshot's `error`, so `start()` does not reject.
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
  protected setState(patch: Partial<WebCallSnapshot>): void {
    const current = this.#snapshot;
    let changed = false;
    for (const key of Object.keys(patch) as (keyof WebCallSnapshot)[]) {
      if (!Object.is(current[key], patch[key])) changed = true;
    }
    if (!changed) return;
    this.#snapshot = { ...current, ...patch };
    this.emit("state-change", this.#snapshot);
  }

  #joined(): WebCallTransport {
    const transport = this.currentTransport();
    if (!transport) throw new WebCallError("not-joined", "Call object is not available.");
    return transport;
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
    this.currentTransport()?.sendAppMessage(message);
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
   * Mutes or unmutes the microphone. Before a call (where `Vapi` throws) it is remembered,
   * and the next call joins with the microphone off; each call ends unmuted.
   *
   * @example
   * ```ts
   * call.setMuted(!call.isMuted());
   * ```
   */
  setMuted(mute: boolean): void {
    this.currentTransport()?.setLocalAudio(!mute);
    this.setState({ muted: mute });
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
    const transport = this.currentTransport();
    return transport ? !transport.localAudio() : this.#snapshot.muted;
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
    this.currentTransport()?.setOutputVolume(this.#volume);
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
    await this.currentTransport()?.setInputDevices(options as Record<string, unknown>);
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
    this.currentTransport()
      ?.setOutputDevice(options)
      .catch((error: unknown) => {
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
    const transport = this.#joined();
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
    return this.currentTransport()?.audioPlayer?.() ?? null;
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
    return (this.currentTransport()?.callObject?.() as DailyCall | undefined) ?? null;
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
    return this.currentTransport()?.getLocalAudioLevel?.() ?? 0;
  }

  /**
   * Starts the microphone level observer (`local-volume-level` events); the interval is
   * at least 100 ms, as the call library requires.
   *
   * @example
   * ```ts
   * call.on("local-volume-level", (level) => meter.set(level));
   * await call.startLocalAudioLevelObserver(100);
   * ```
   */
  async startLocalAudioLevelObserver(interval?: number): Promise<void> {
    const transport = this.#joined();
    const minimum = callLibraryLimits.audioLevelIntervalMs;
    if (interval !== undefined && !(interval >= minimum)) {
      throw new WebCallError(
        "validation-failed",
        `The audio level interval must be at least ${minimum} ms, not ${interval}.`,
      );
    }
    await transport.startLocalAudioLevelObserver?.(interval);
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
    this.currentTransport()?.stopLocalAudioLevelObserver?.();
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
    return this.currentTransport()?.isLocalAudioLevelObserverRunning?.() ?? false;
  }

  /**
   * Shares the screen. `screenVideoSendSettings` is checked against the call library's
   * send-settings rules first (loaded on demand); a refusal is reported on `error`.
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
    const transport = this.currentTransport();
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
    this.currentTransport()?.stopScreenShare?.();
  }

  /**
   * Starts (or retries) the recording; throws without a call. The type, when given, is
   * one of the call library's: `cloud` (the default), `raw-tracks` or `local`.
   *
   * @example
   * ```ts
   * call.on("recording-error", () => setTimeout(() => call.startRecording(), 3000));
   * ```
   */
  startRecording(options?: { type?: "cloud" | "raw-tracks" | "local" }): void {
    this.#joined().startRecording(options);
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
    this.currentTransport()?.stopRecording();
  }
}
