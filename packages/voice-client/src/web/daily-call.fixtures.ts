// A stand-in for daily-js, for the daily transport's tests: a call object that records
// what it is asked and lets the test fire its events.
import type { TransportContext } from "./transport.js";

// A stand-in for daily-js's call object: records calls, lets the test fire its events.
export class MockCallObject {
  handlers = new Map<string, ((event?: unknown) => void)[]>();
  calls: [string, ...unknown[]][] = [];
  loadFailures = 0;
  loadHangs = false;
  local = true;
  constructor(readonly options: unknown) {}
  on(event: string, handler: (event?: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  fire(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
  load() {
    this.calls.push(["load"]);
    if (this.loadHangs) return new Promise<void>(() => {});
    if (this.loadFailures > 0) {
      this.loadFailures -= 1;
      return Promise.reject(new Error("bundle unreachable"));
    }
    return Promise.resolve();
  }
  async join(options: unknown) {
    this.calls.push(["join", options]);
  }
  async leave() {
    this.calls.push(["leave"]);
    this.fire("left-meeting", { action: "left-meeting" });
  }
  async destroy() {
    this.calls.push(["destroy"]);
  }
  sendAppMessage(data: unknown) {
    this.calls.push(["sendAppMessage", data]);
  }
  async startRemoteParticipantsAudioLevelObserver(interval: number) {
    this.calls.push(["startRemoteParticipantsAudioLevelObserver", interval]);
  }
  async updateInputSettings(settings: unknown) {
    this.calls.push(["updateInputSettings", settings]);
  }
  setLocalAudio(enabled: boolean) {
    this.local = enabled;
    this.calls.push(["setLocalAudio", enabled]);
  }
  localAudio() {
    return this.local;
  }
  startRecording(options: unknown) {
    this.calls.push(["startRecording", options]);
  }
  stopRecording() {
    this.calls.push(["stopRecording"]);
  }
  updateParticipant(id: string, update: unknown) {
    this.calls.push(["updateParticipant", id, update]);
  }
  access: "unknown" | { level: "none" | "lobby" | "full" } = { level: "full" };
  accessState() {
    return { access: this.access };
  }
  async sendDTMF(options: unknown) {
    this.calls.push(["sendDTMF", options]);
  }
  setMeetingSessionData(data: unknown, mergeStrategy: unknown) {
    this.calls.push(["setMeetingSessionData", data, mergeStrategy]);
  }
}

/** A transport context for a call at a Daily room URL. */
export function context(overrides: Partial<TransportContext> = {}) {
  const value: TransportContext = {
    answer: { id: "call-1", webCallUrl: "https://example.daily.co/room" },
    videoRecordingEnabled: false,
    videoEnabled: false,
    volume: null,
    ...overrides,
  };
  return { value };
}

/** A signal that is never aborted. */
export const signal = () => new AbortController().signal;
