import type { ReactNode } from "react";
import { contactDialogStyles } from "../contact-dialog/contact-dialog.styles.js";
import { Dialog } from "../dialog/dialog.js";
import type { AnalyticsHandler } from "../shared/analytics.js";
import { baseStyles } from "../shared/base-styles.js";
import { formatMessage } from "../shared/format-message.js";
import type { Locale } from "../shared/messages.js";
import { useInjectedStyles } from "../shared/use-injected-styles.js";
import type { ToastStore } from "../toaster/toast-store.js";
import { CALL_BANDS, type DemoBookingClient, type DemoBookingField } from "./demo-booking-form.js";
import { scheduleDemoModalMessages } from "./schedule-demo-modal.messages.js";
import { scheduleDemoModalStyles } from "./schedule-demo-modal.styles.js";
import {
  type ScheduleDemoModalEvents,
  type UseScheduleDemoModalResult,
  useScheduleDemoModal,
} from "./use-schedule-demo-modal.js";

// The field styles (.rl-field*) are the contact dialog's, so both forms look alike.
const SCHEDULE_DEMO_STYLE_SHEETS = [baseStyles, contactDialogStyles, scheduleDemoModalStyles];

/** Time zones offered besides the visitor's own. */
const TIME_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
] as const;

type Texts = ReturnType<typeof scheduleDemoModalMessages.forLocale>;

/**
 * Props of {@link ScheduleDemoModal}.
 *
 * @example
 * ```tsx
 * const props: ScheduleDemoModalProps = { open: true, onOpenChange: setOpen };
 * ```
 */
export interface ScheduleDemoModalProps {
  open: boolean;
  /** Called with `false` on Escape, the backdrop, the close button and after a booking. */
  onOpenChange: (open: boolean) => void;
  /** Sends the booking. Default: `createApiClient()` for the same origin, made on first submit. */
  client?: DemoBookingClient | undefined;
  /** Where the success and failure toasts go. Default: the shared store; render a `<Toaster />`. */
  toastStore?: ToastStore | undefined;
  /** Preselected time zone. Default: the browser's. */
  timezone?: string | undefined;
  /** Default `"en"`. */
  locale?: Locale | undefined;
  /** Analytics callback; the events also go to `window.gtag` when present. */
  onEvent?: AnalyticsHandler<ScheduleDemoModalEvents> | undefined;
  /** Where the dialog is rendered (default `document.body`); pass a shadow root to embed. */
  container?: Element | DocumentFragment | null | undefined;
}

/**
 * The demo booking dialog: three steps (your info; business details; schedule) with Next
 * and Previous, validated with the API contract, sent only from step 3 ('Scheduling...'
 * meanwhile), with the $99 setup-fee waiver. Success shows 'Demo Scheduled!', resets to
 * step 1 and closes; failure shows 'Booking Failed' with the server's message.
 *
 * @example
 * ```tsx
 * import { ScheduleDemoModal, Toaster } from "@ringline/react-widgets";
 *
 * const [open, setOpen] = useState(false);
 * <button type="button" onClick={() => setOpen(true)}>Schedule a demo</button>
 * <ScheduleDemoModal open={open} onOpenChange={setOpen} />
 * <Toaster />
 * ```
 */
export function ScheduleDemoModal({
  open,
  onOpenChange,
  client,
  toastStore,
  timezone,
  locale,
  onEvent,
  container,
}: ScheduleDemoModalProps) {
  const booking = useScheduleDemoModal({
    open,
    client,
    toastStore,
    locale,
    timezone,
    onEvent,
    onSubmitted: () => onOpenChange(false),
  });
  const styleRef = useInjectedStyles(SCHEDULE_DEMO_STYLE_SHEETS);
  const texts = scheduleDemoModalMessages.forLocale(locale);
  const stepNames = [texts.stepInfo, texts.stepBusiness, texts.stepSchedule];
  const legend = formatMessage(texts.stepProgress, {
    current: booking.step,
    total: 3,
    name: stepNames[booking.step - 1] ?? "",
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={texts.description}
      locale={locale}
      container={container}
    >
      <form
        ref={styleRef}
        className="rl-booking"
        noValidate
        aria-busy={booking.pending}
        onSubmit={booking.handleSubmit}
      >
        <div className="rl-booking__progress" aria-hidden="true">
          {[1, 2, 3].map((step) => (
            <span key={step} data-done={step <= booking.step} />
          ))}
        </div>
        <fieldset className="rl-booking__step" disabled={booking.pending}>
          <legend className="rl-booking__legend">{legend}</legend>
          {booking.step === 1 ? <InfoStep booking={booking} texts={texts} /> : null}
          {booking.step === 2 ? <BusinessStep booking={booking} texts={texts} /> : null}
          {booking.step === 3 ? <ScheduleStep booking={booking} texts={texts} /> : null}
        </fieldset>
        {booking.step === 3 ? <p className="rl-booking__waiver">{texts.waiver}</p> : null}
        <div className="rl-booking__actions">
          {booking.step > 1 ? (
            <button
              type="button"
              className="rl-button rl-button--secondary"
              disabled={booking.pending}
              onClick={booking.previous}
            >
              {texts.previous}
            </button>
          ) : null}
          <button type="submit" className="rl-button rl-button--primary" disabled={booking.pending}>
            {booking.step < 3 ? texts.next : booking.pending ? texts.scheduling : texts.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

interface StepProps {
  booking: UseScheduleDemoModalResult;
  texts: Texts;
}

function Field({
  booking,
  field,
  label,
  children,
}: {
  booking: UseScheduleDemoModalResult;
  field: DemoBookingField;
  label: string;
  children: ReactNode;
}) {
  const error = booking.localizedErrors[field];
  return (
    <div className="rl-field">
      <label htmlFor={booking.idOf(field)} className="rl-field__label">
        {label}
      </label>
      {children}
      {error === undefined ? null : (
        <p id={booking.errorIdOf(field)} className="rl-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function inputProps(booking: UseScheduleDemoModalResult, field: DemoBookingField) {
  const invalid = booking.localizedErrors[field] !== undefined;
  return {
    id: booking.idOf(field),
    name: field,
    className: "rl-field__input",
    value: booking.values[field],
    ref: booking.refOf(field),
    onChange: (event: { target: { value: string } }) => booking.setValue(field, event.target.value),
    "aria-invalid": invalid ? (true as const) : undefined,
    "aria-describedby": invalid ? booking.errorIdOf(field) : undefined,
  };
}

function InfoStep({ booking, texts }: StepProps) {
  return (
    <>
      <Field booking={booking} field="name" label={texts.nameLabel}>
        <input type="text" autoComplete="name" required {...inputProps(booking, "name")} />
      </Field>
      <Field booking={booking} field="email" label={texts.emailLabel}>
        <input type="email" autoComplete="email" required {...inputProps(booking, "email")} />
      </Field>
      <Field booking={booking} field="phone" label={texts.phoneLabel}>
        <input type="tel" autoComplete="tel" required {...inputProps(booking, "phone")} />
      </Field>
    </>
  );
}

function BusinessStep({ booking, texts }: StepProps) {
  return (
    <>
      <Field booking={booking} field="company" label={texts.companyLabel}>
        <input
          type="text"
          autoComplete="organization"
          required
          {...inputProps(booking, "company")}
        />
      </Field>
      <Field booking={booking} field="realtorType" label={texts.realtorTypeLabel}>
        <select required {...inputProps(booking, "realtorType")}>
          <option value="">{texts.choose}</option>
          <option value="individual">{texts.individual}</option>
          <option value="team">{texts.team}</option>
          <option value="brokerage">{texts.brokerage}</option>
        </select>
      </Field>
      <Field booking={booking} field="currentCalls" label={texts.currentCallsLabel}>
        <select required {...inputProps(booking, "currentCalls")}>
          <option value="">{texts.choose}</option>
          {CALL_BANDS.map((band) => (
            <option key={band.value} value={band.value}>
              {band.label}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}

function ScheduleStep({ booking, texts }: StepProps) {
  // Known once the contract is loaded, which happens before step 3 can be reached.
  const first = booking.dateRange?.first;
  const last = booking.dateRange?.last;
  const zones = TIME_ZONES.includes(booking.values.timezone as (typeof TIME_ZONES)[number])
    ? TIME_ZONES
    : [booking.values.timezone, ...TIME_ZONES];
  const timeError = booking.localizedErrors.preferredTime;
  const times = [
    ["morning", texts.morning],
    ["afternoon", texts.afternoon],
    ["evening", texts.evening],
  ] as const;
  return (
    <>
      <Field booking={booking} field="preferredDate" label={texts.preferredDateLabel}>
        <input
          type="date"
          min={first}
          max={last}
          required
          {...inputProps(booking, "preferredDate")}
        />
      </Field>
      <fieldset
        className="rl-booking__radios"
        aria-describedby={timeError === undefined ? undefined : booking.errorIdOf("preferredTime")}
      >
        <legend className="rl-field__label">{texts.preferredTimeLabel}</legend>
        {times.map(([value, label], index) => (
          <label key={value} className="rl-booking__radio">
            <input
              type="radio"
              name="preferredTime"
              value={value}
              checked={booking.values.preferredTime === value}
              ref={index === 0 ? booking.refOf("preferredTime") : undefined}
              onChange={() => booking.setValue("preferredTime", value)}
              aria-invalid={timeError === undefined ? undefined : true}
            />
            {label}
          </label>
        ))}
        {timeError === undefined ? null : (
          <p id={booking.errorIdOf("preferredTime")} className="rl-field__error" role="alert">
            {timeError}
          </p>
        )}
      </fieldset>
      <Field booking={booking} field="timezone" label={texts.timezoneLabel}>
        <select required {...inputProps(booking, "timezone")}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </Field>
      <Field booking={booking} field="message" label={texts.messageLabel}>
        <textarea rows={3} {...inputProps(booking, "message")} />
      </Field>
    </>
  );
}
