// Type tests: checked by `tsc -p tsconfig.json` (and vitest's typecheck mode).
// `@vapi-ai/web` is a dev dependency, used here only.
import type Vapi from "@vapi-ai/web";
import { describe, expectTypeOf, test } from "vitest";
import { WebCall } from "./index.js";

// Vapi has private members, which make a class nominal: no other class is ever assignable
// to `Vapi` itself. What code written for Vapi can use is its public surface, so that is
// what WebCall must provide. The chaining methods (`on`, `off` … return `this`, which reads
// as `Vapi`) are checked apart below, per event.
type Chaining =
  | "on"
  | "once"
  | "off"
  | "addListener"
  | "removeListener"
  | "prependListener"
  | "prependOnceListener"
  | "removeAllListeners"
  | "setMaxListeners";
// `start` and `reconnect` take the platform's DTOs. Vapi bundles its own older generated
// copy of them, which (under this package's exactOptionalPropertyTypes) is not assignable
// to the types generated here, and back; those two are checked by their shape below.
type VapiSurface = Omit<Vapi, Chaining | "start" | "reconnect">;
type VapiEvent = Parameters<Vapi["on"]>[0];

declare const vapi: Vapi;
declare const webCall: WebCall;

// For each of Vapi's events: whatever listener Vapi accepts, WebCall accepts too.
type ListenerAccepted<E extends VapiEvent> =
  Parameters<typeof vapi.on<E>> extends Parameters<typeof webCall.on<E>> ? true : false;
type AllListenersAccepted = { [E in VapiEvent]: ListenerAccepted<E> };

describe("WebCall stands where Vapi is expected", () => {
  test("every public method and property of Vapi, with compatible signatures", () => {
    expectTypeOf<WebCall>().toExtend<VapiSurface>();
    const sayHello = (call: VapiSurface) => call.say("Hello");
    sayHello(new WebCall("public-key"));
  });

  test("start and reconnect: same parameters, in order, and a compatible answer", () => {
    expectTypeOf<Parameters<WebCall["start"]>["length"]>().toEqualTypeOf<
      Parameters<Vapi["start"]>["length"]
    >();
    webCall.start("asst_123");
    webCall.start(undefined, undefined, "squad_123");
    webCall.start(undefined, undefined, undefined, "workflow_123", undefined, {
      roomDeleteOnUserLeaveEnabled: false,
    });
    expectTypeOf<Awaited<ReturnType<WebCall["start"]>>>().toExtend<{ id: string } | null>();
    expectTypeOf<Parameters<Vapi["reconnect"]>[0]>().toExtend<
      Parameters<WebCall["reconnect"]>[0]
    >();
  });

  test("the constructor takes Vapi's arguments", () => {
    expectTypeOf<ConstructorParameters<typeof Vapi>>().toExtend<
      ConstructorParameters<typeof WebCall>
    >();
  });

  test("the static network test is there too", () => {
    expectTypeOf(WebCall.runNetworkTestsStandalone).toEqualTypeOf<
      typeof Vapi.runNetworkTestsStandalone
    >();
  });

  test("every Vapi event name, with every listener Vapi accepts", () => {
    expectTypeOf<AllListenersAccepted>().toEqualTypeOf<{ [E in VapiEvent]: true }>();
    // The same, spelled out as code a Vapi user writes.
    webCall
      .on("call-start", () => {})
      .on("volume-level", (volume: number) => volume)
      .on("message", (message: { type: string }) => message.type)
      .on("call-start-progress", (event) => event.stage)
      .once("call-end", () => {})
      .off("error", () => {});
  });

  test("listeners get typed payloads", () => {
    webCall.on("call-start-success", (event) => {
      expectTypeOf(event.totalDuration).toEqualTypeOf<number>();
    });
    // @ts-expect-error not an event of the call
    webCall.on("no-such-event", () => {});
  });
});
