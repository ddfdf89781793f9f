import type { WebCallOptions } from "@ringline/voice-client/web";
import { useCallback, useEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import { type AnalyticsHandler, emitAnalyticsEvent } from "../shared/analytics.js";
import { useIsomorphicLayoutEffect } from "../shared/use-isomorphic-layout-effect.js";
import {
  createDemoCallController,
  type DemoCall,
  type DemoCallAlert,
  type DemoCallController,
  type DemoCallState,
  detectMobile,
  webCallFactory,
} from "./demo-call.js";

/**
 * The analytics events of the demo call button and their properties.
 *
 * @example
 * ```ts
 * const onEvent: AnalyticsHandler<DemoCallButtonEvents> = (name, properties) => console.log(name, properties);
 * ```
 */
export type DemoCallButtonEvents = {
  /** The assistant answered. */
  demo_started: { source: "demo_call_button" };
  /** A call that had started ended. */
  demo_completed: { source: "demo_call_button"; durationMs: number };
  /** A start was refused; `reason` names the alert shown. */
  demo_failed: { source: "demo_call_button"; reason: DemoCallAlert };
};

/**
 * Options of {@link useDemoCallButton}.
 *
 * @example
 * ```ts
 * const options: UseDemoCallButtonOptions = { publicKey: "pk_123", assistantId: "asst_123" };
 * ```
 */
export interface UseDemoCallButtonOptions {
  /** The voice platform's public key. */
  publicKey?: string | undefined;
  /** The assistant to call. */
  assistantId?: string | undefined;
  /** The platform's address (default the real platform); the emulator's for local demos. */
  baseUrl?: string | undefined;
  /** `WebCall` options, e.g. `{ transport: "local" }`. */
  callOptions?: WebCallOptions | undefined;
  /** Replaces the `WebCall` factory (tests, stories). */
  createCall?: (() => DemoCall | Promise<DemoCall>) | undefined;
  /** Default: from the user agent. */
  isMobile?: boolean | undefined;
  onEvent?: AnalyticsHandler<DemoCallButtonEvents> | undefined;
  /**
   * A controller the page owns, so that another control (the sticky bar's 'Try Demo (free)')
   * starts and ends the same call. The button then neither creates nor disposes one, and the
   * call options and events above are the owner's business.
   */
  controller?: DemoCallController | undefined;
}

/**
 * What {@link useDemoCallButton} gives the markup.
 *
 * @example
 * ```tsx
 * const demo = useDemoCallButton({ publicKey, assistantId });
 * <button type="button" onClick={demo.press}>{demo.state.status === "idle" ? "Call" : "End Call"}</button>
 * ```
 */
export interface UseDemoCallButtonResult {
  state: DemoCallState;
  controller: DemoCallController;
  press: () => void;
  toggleMute: () => void;
}

/**
 * The demo call button's behaviour for React: the controller (press, tip, time-out,
 * alerts), the call's volume, mute and transcript, and the analytics events.
 *
 * @example
 * ```tsx
 * function CallLink({ publicKey, assistantId }: { publicKey: string; assistantId: string }) {
 *   const demo = useDemoCallButton({ publicKey, assistantId });
 *   return <button type="button" onClick={demo.press}>{demo.state.status}</button>;
 * }
 * ```
 */
export function useDemoCallButton(options: UseDemoCallButtonOptions): UseDemoCallButtonResult {
  const latest = useRef(options);
  useIsomorphicLayoutEffect(() => {
    latest.current = options;
  });
  const [owned] = useState(() =>
    options.controller
      ? undefined
      : createDemoCallController({
          get assistantId() {
            return latest.current.assistantId;
          },
          createCall: () => {
            const { createCall, publicKey, baseUrl, callOptions } = latest.current;
            return (createCall ?? webCallFactory(publicKey, baseUrl, callOptions))();
          },
          isMobile: () => latest.current.isMobile ?? detectMobile(),
          onCallStart: () =>
            emitAnalyticsEvent(latest.current.onEvent, "demo_started", {
              source: "demo_call_button",
            }),
          onCallEnd: ({ durationMs }) =>
            emitAnalyticsEvent(latest.current.onEvent, "demo_completed", {
              source: "demo_call_button",
              durationMs,
            }),
          onRefused: (reason) =>
            emitAnalyticsEvent(latest.current.onEvent, "demo_failed", {
              source: "demo_call_button",
              reason,
            }),
        }),
  );
  const controller = options.controller ?? (owned as DemoCallController);
  const state = useStore(controller);

  useEffect(() => () => owned?.dispose(), [owned]);

  const toggleMute = useCallback(
    () => controller.setMuted(!controller.getSnapshot().muted),
    [controller],
  );

  return { state, controller, press: controller.press, toggleMute };
}
