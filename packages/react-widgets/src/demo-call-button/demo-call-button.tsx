import type { WebCallOptions } from "@ringline/voice-client/web";
import type { AnalyticsHandler } from "../shared/analytics.js";
import { baseStyles } from "../shared/base-styles.js";
import { CloseIcon } from "../shared/icons.js";
import type { Locale } from "../shared/messages.js";
import { useInjectedStyles } from "../shared/use-injected-styles.js";
import type { DemoCall, DemoCallAlert, DemoCallController } from "./demo-call.js";
import { demoCallButtonMessages } from "./demo-call-button.messages.js";
import { demoCallButtonStyles } from "./demo-call-button.styles.js";
import { type DemoCallButtonEvents, useDemoCallButton } from "./use-demo-call-button.js";

const DEMO_CALL_STYLE_SHEETS = [baseStyles, demoCallButtonStyles];
const METER_BARS = [0.6, 0.85, 1, 0.85, 0.6];

const ALERT_TEXTS: Record<
  DemoCallAlert,
  keyof ReturnType<typeof demoCallButtonMessages.forLocale>
> = {
  "security-temporary": "securityTemporary",
  unavailable: "unavailable",
  "not-configured": "notConfigured",
  "security-blocked": "securityBlocked",
  "start-failed": "startFailed",
};

/**
 * Props of {@link DemoCallButton}.
 *
 * @example
 * ```tsx
 * const props: DemoCallButtonProps = { publicKey: "pk_123", assistantId: "asst_123" };
 * ```
 */
export interface DemoCallButtonProps {
  /** The voice platform's public key (never the private one). */
  publicKey?: string | undefined;
  /** The assistant to call. */
  assistantId?: string | undefined;
  /** The platform's address; the emulator's (e.g. `http://127.0.0.1:4010`) for local demos. */
  baseUrl?: string | undefined;
  /** `WebCall` options, e.g. `{ transport: "local" }` to force the emulator's transport. */
  callOptions?: WebCallOptions | undefined;
  /** Replaces the `WebCall` factory (tests, stories). */
  createCall?: (() => DemoCall | Promise<DemoCall>) | undefined;
  /** Default: from the user agent. */
  isMobile?: boolean | undefined;
  /** Default `"en"`. */
  locale?: Locale | undefined;
  /** Analytics callback; the events also go to `window.gtag` when present. */
  onEvent?: AnalyticsHandler<DemoCallButtonEvents> | undefined;
  /**
   * A controller the page owns (`createDemoCallController`), shared with other controls
   * such as the sticky bar; the call options above are then ignored.
   */
  controller?: DemoCallController | undefined;
}

/**
 * The voice demo: pressing calls the AI receptionist in the browser (the button turns
 * red and reads 'End Call'); pressing again, the call ending or an error returns it to
 * idle, as does a call that has not started within 10 s. On phones a volume tip shows
 * and the call is placed 3 s later. While connected: a volume visualiser, mute and the
 * live transcript. Refusals show one of five alerts. The call library loads on the
 * first press.
 *
 * @example
 * ```tsx
 * import { DemoCallButton } from "@ringline/react-widgets";
 *
 * <DemoCallButton publicKey="pk_live_123" assistantId="asst_123" />
 * // against the local emulator:
 * <DemoCallButton publicKey="emulator" assistantId="asst_demo" baseUrl="http://127.0.0.1:4010" />
 * ```
 */
export function DemoCallButton({
  publicKey,
  assistantId,
  baseUrl,
  callOptions,
  createCall,
  isMobile,
  locale,
  onEvent,
  controller,
}: DemoCallButtonProps) {
  const demo = useDemoCallButton({
    publicKey,
    assistantId,
    baseUrl,
    callOptions,
    createCall,
    isMobile,
    onEvent,
    controller,
  });
  const styleRef = useInjectedStyles(DEMO_CALL_STYLE_SHEETS);
  const texts = demoCallButtonMessages.forLocale(locale);
  const { state } = demo;
  const active = state.status !== "idle";
  const calling = state.status === "connecting" || state.status === "in-call";

  let status = "";
  if (state.status === "tip") status = texts.mobileTip;
  else if (state.status === "connecting") status = texts.connecting;
  else if (state.status === "in-call") status = texts.inCall;
  else if (state.transcript.length > 0) status = texts.ended;

  return (
    <div ref={styleRef} className="rl-root rl-demo-call" data-status={state.status}>
      <div className="rl-demo-call__controls">
        <button
          type="button"
          className="rl-button rl-button--primary rl-demo-call__button"
          data-active={active}
          onClick={demo.press}
        >
          {active ? texts.end : texts.start}
        </button>
        {calling ? (
          <button
            type="button"
            className="rl-button rl-button--secondary rl-demo-call__mute"
            aria-pressed={state.muted}
            onClick={demo.toggleMute}
          >
            {texts.mute}
          </button>
        ) : null}
      </div>
      {state.status === "in-call" ? (
        <div className="rl-demo-call__meter" aria-hidden="true">
          {METER_BARS.map((weight, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of bars
              key={index}
              className="rl-demo-call__bar"
              style={{ transform: `scaleY(${Math.max(0.1, Math.min(1, state.volume * weight))})` }}
            />
          ))}
        </div>
      ) : null}
      <p
        className={
          state.status === "tip" ? "rl-demo-call__status rl-demo-call__tip" : "rl-demo-call__status"
        }
        role="status"
      >
        {status}
      </p>
      <div role="alert">
        {state.alert ? (
          <div className="rl-demo-call__alert">
            <p>{texts[ALERT_TEXTS[state.alert]]}</p>
            <button
              type="button"
              className="rl-icon-button"
              aria-label={texts.dismiss}
              onClick={demo.controller.dismissAlert}
            >
              <CloseIcon />
            </button>
          </div>
        ) : null}
      </div>
      {state.transcript.length > 0 ? (
        <section className="rl-demo-call__transcript" aria-label={texts.transcript}>
          <h3>{texts.transcript}</h3>
          <div className="rl-demo-call__log" role="log">
            <ol className="rl-demo-call__entries">
              {state.transcript.map((entry, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries only ever append
                  key={index}
                  className="rl-demo-call__entry"
                  data-final={entry.final}
                >
                  <strong>{entry.role === "user" ? texts.you : texts.assistant}:</strong>{" "}
                  {entry.text}
                </li>
              ))}
            </ol>
          </div>
        </section>
      ) : null}
    </div>
  );
}
