import type { TransportEvents, WebCallTransport } from "../web/index.js";

// Every event of the map, once; the `satisfies` check below fails to compile when an
// event is added to `TransportEvents` and not here.
const EVENT_NAMES = [
  "app-message",
  "remote-participants-audio-level",
  "local-audio-level",
  "left-meeting",
  "error",
  "nonfatal-error",
  "camera-error",
  "network-quality-change",
  "network-connection",
  "participant-updated",
  "recording-started",
  "recording-stopped",
  "recording-stats",
  "recording-error",
  "recording-upload-completed",
  "video",
  "audio",
] as const satisfies readonly (keyof TransportEvents)[];
type Missing = Exclude<keyof TransportEvents, (typeof EVENT_NAMES)[number]>;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

/**
 * One recorded transport event: its name, then its arguments.
 *
 * @example
 * ```ts
 * const entry: RecordedTransportEvent = ["app-message", "listening"];
 * ```
 */
export type RecordedTransportEvent = [keyof TransportEvents, ...unknown[]];

/**
 * Records every event a transport emits, in order, as `[name, ...arguments]`: for testing a
 * transport of your own against the same expectations as the built-in ones.
 *
 * @example
 * ```ts
 * import { recordTransportEvents } from "@ringline/voice-client/testing";
 *
 * const emitted = recordTransportEvents(transport);
 * await transport.join(signal);
 * expect(emitted).toEqual([["app-message", "listening"]]);
 * ```
 */
export function recordTransportEvents(transport: WebCallTransport): RecordedTransportEvent[] {
  const emitted: RecordedTransportEvent[] = [];
  for (const event of EVENT_NAMES) {
    transport.on(event, (...args: unknown[]) => {
      emitted.push([event, ...args]);
    });
  }
  return emitted;
}
