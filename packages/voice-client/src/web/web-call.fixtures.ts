// The set-up the web-call tests share: a WebCall on a FakeTransport and the in-memory
// POST /call/web, with every event it emits collected.
import { afterEach, beforeEach, vi } from "vitest";
import {
  createFakeWebCallApi,
  FakeTransport,
  type FakeTransportOptions,
} from "../testing/index.js";
import type { CallStartProgressEvent, WebCallErrorEvent } from "./events.js";
import { WebCall } from "./web-call.js";

/** A call on fakes, and what it emitted: event names in order, progress, errors, messages. */
export function setup(
  options: {
    transport?: FakeTransportOptions;
    api?: Parameters<typeof createFakeWebCallApi>[0];
    isMobile?: boolean;
  } = {},
) {
  const fake = new FakeTransport(options.transport);
  const api = createFakeWebCallApi(options.api);
  const call = new WebCall("public-key", "https://api.test/", undefined, undefined, {
    transport: fake.factory,
    fetch: api.fetch,
    isMobile: options.isMobile ?? false,
  });
  const events: string[] = [];
  const progress: CallStartProgressEvent[] = [];
  const errors: WebCallErrorEvent[] = [];
  const messages: unknown[] = [];
  for (const name of [
    "call-start",
    "call-end",
    "speech-start",
    "speech-end",
    "call-start-success",
    "call-start-failed",
    "error",
    "message",
    "volume-level",
  ] as const) {
    call.on(name, () => events.push(name));
  }
  call.on("call-start-progress", (event) => progress.push(event));
  call.on("error", (event) => errors.push(event));
  call.on("message", (message) => messages.push(message));
  return { fake, api, call, events, progress, errors, messages };
}

/** Fake timers for every test of the file, and `console.error` kept quiet. */
export function installFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
