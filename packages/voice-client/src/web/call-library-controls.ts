// The call library's own operations on a call in progress (dial-out, DTMF, transfers,
// userData, session data, send settings, video processors, custom tracks), each checked
// against the library's rules (spec 5.2, 5.3) by the transport before it runs. `Vapi` has
// none of these; its users reach them through `getDailyCallObject()`, unchecked.

import type { CallLibraryRequest } from "./call-library-request.js";
import type {
  TDialOutOptions,
  TSendDtmfOptions,
  TSipCallTransferOptions,
} from "./dial-out-schemas.js";
import { WebCallError } from "./errors.js";
import type { TSendSettings, TVideoProcessor } from "./schemas.js";
import { WebCallControls } from "./web-call-controls.js";

/**
 * The call-library operations of {@link WebCall}; not used on its own.
 *
 * @example
 * ```ts
 * const library: CallLibraryControls = new WebCall("public-key");
 * await library.sendDTMF({ sessionId: "dial-out-1", tones: "1234#" });
 * ```
 */
export abstract class CallLibraryControls extends WebCallControls {
  #request(request: CallLibraryRequest): Promise<unknown> {
    const transport = this.currentTransport();
    if (!transport) {
      return Promise.reject(new WebCallError("not-joined", "Call object is not available."));
    }
    return transport.callLibrary(request);
  }

  /**
   * Dials a phone number (E.164, as the platform accepts it) or a SIP URI into the call.
   * Rejects with `validation-failed` when the options break a dial-out rule.
   *
   * @example
   * ```ts
   * const { session } = await call.startDialOut({ phoneNumber: "+14155550100", callerId: "caller-1" });
   * ```
   */
  async startDialOut(options: TDialOutOptions): Promise<{ session?: { sessionId: string } }> {
    return (await this.#request({ method: "startDialOut", options })) as {
      session?: { sessionId: string };
    };
  }

  /**
   * Hangs up a dial-out.
   *
   * @example
   * ```ts
   * await call.stopDialOut("dial-out-session");
   * ```
   */
  async stopDialOut(sessionId: string): Promise<void> {
    await this.#request({ method: "stopDialOut", sessionId });
  }

  /**
   * Sends DTMF tones (at most 20 of 0-9, A-D, `*`, `#`) on a dial-out.
   *
   * @example
   * ```ts
   * await call.sendDTMF({ sessionId: "dial-out-session", tones: "42#" });
   * ```
   */
  async sendDTMF(options: TSendDtmfOptions): Promise<void> {
    await this.#request({ method: "sendDTMF", options });
  }

  /**
   * Transfers a dial-out to a `sip:` URI or a `+` number.
   *
   * @example
   * ```ts
   * await call.sipCallTransfer({ sessionId: "dial-out-session", toEndPoint: "sip:desk@example.com" });
   * ```
   */
  async sipCallTransfer(options: TSipCallTransferOptions): Promise<void> {
    await this.#request({ method: "sipCallTransfer", options });
  }

  /**
   * Sets this participant's `userData` (JSON, at most 4096 characters).
   *
   * @example
   * ```ts
   * await call.setUserData({ plan: "pro" });
   * ```
   */
  async setUserData(data: unknown): Promise<void> {
    await this.#request({ method: "setUserData", data });
  }

  /**
   * Writes the meeting's session data (JSON, at most 102,400 bytes), replacing it or
   * merging its top-level keys.
   *
   * @example
   * ```ts
   * await call.setMeetingSessionData({ topic: "billing" }, "shallow-merge");
   * ```
   */
  async setMeetingSessionData(
    data: unknown,
    mergeStrategy: "replace" | "shallow-merge" = "replace",
  ): Promise<void> {
    await this.#request({ method: "setMeetingSessionData", data, mergeStrategy });
  }

  /**
   * Changes what the camera and screen send: a preset, or `maxQuality` and 1 to 3
   * encoding layers (`low`, then `medium`, then `high`).
   *
   * @example
   * ```ts
   * await call.updateSendSettings({ video: "bandwidth-optimized" });
   * ```
   */
  async updateSendSettings(settings: TSendSettings): Promise<void> {
    await this.#request({ method: "updateSendSettings", settings });
  }

  /**
   * Sets the camera's processor: none, face detection, a background blur (strength above
   * 0, at most 1) or a background image (a URL, or a preselected image 1 to 10).
   *
   * @example
   * ```ts
   * await call.setVideoProcessor({ type: "background-blur", config: { strength: 0.5 } });
   * ```
   */
  async setVideoProcessor(processor: TVideoProcessor): Promise<void> {
    await this.#request({ method: "setVideoProcessor", processor });
  }

  /**
   * Sends a custom track under a name (at most 50 characters, not one Daily reserves).
   *
   * @example
   * ```ts
   * await call.startCustomTrack({ track: canvas.captureStream().getVideoTracks()[0]!, trackName: "whiteboard" });
   * ```
   */
  async startCustomTrack(options: { track: MediaStreamTrack; trackName: string }): Promise<void> {
    await this.#request({ method: "startCustomTrack", ...options });
  }
}
