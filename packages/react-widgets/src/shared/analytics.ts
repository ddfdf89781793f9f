/**
 * A widget's analytics events: each event name with the properties it carries.
 *
 * @example
 * ```ts
 * type ContactDialogEvents = {
 *   contact_form_opened: { mode: "demo" | "consultation" };
 * };
 * ```
 */
export type AnalyticsEvents = Record<string, Record<string, unknown>>;

/**
 * The optional `onEvent` callback of a widget. The same events also go to `window.gtag`
 * when the page has Google Analytics, whether or not a callback is given.
 *
 * @example
 * ```tsx
 * <ContactDialog
 *   onEvent={(name, properties) => posthog.capture(name, properties)}
 *   open={open}
 *   onOpenChange={setOpen}
 *   mode="demo"
 * />
 * ```
 */
export type AnalyticsHandler<TEvents extends AnalyticsEvents> = <
  TName extends keyof TEvents & string,
>(
  name: TName,
  properties: TEvents[TName],
) => void;

type Gtag = (command: "event", name: string, properties: Record<string, unknown>) => void;

/**
 * Reports a widget event to the callback and to `window.gtag` when either is present.
 *
 * @example
 * ```ts
 * emitAnalyticsEvent(props.onEvent, "contact_form_opened", { mode: "demo" });
 * ```
 */
export function emitAnalyticsEvent<
  TEvents extends AnalyticsEvents,
  TName extends keyof TEvents & string,
>(handler: AnalyticsHandler<TEvents> | undefined, name: TName, properties: TEvents[TName]): void {
  if (handler) guard(() => handler(name, properties));
  const gtag = (globalThis as { gtag?: unknown }).gtag;
  if (typeof gtag === "function") guard(() => (gtag as Gtag)("event", name, properties));
}

function guard(report: () => void): void {
  try {
    report();
  } catch (error) {
    // A broken analytics script must never stop a visitor's request. The error still
    // reaches the console and error trackers through the browser's reportError.
    const reportError = (globalThis as { reportError?: (error: unknown) => void }).reportError;
    if (typeof reportError === "function") reportError(error);
    else console.error(error);
  }
}
