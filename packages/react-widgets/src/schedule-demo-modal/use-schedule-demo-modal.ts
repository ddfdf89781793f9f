import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useStore } from "zustand";
import { type AnalyticsHandler, emitAnalyticsEvent } from "../shared/analytics.js";
import type { Locale } from "../shared/messages.js";
import { useIsomorphicLayoutEffect } from "../shared/use-isomorphic-layout-effect.js";
import { getDefaultToastStore, type ToastStore } from "../toaster/toast-store.js";
import {
  createDemoBookingForm,
  type DemoBookingClient,
  type DemoBookingField,
  type DemoBookingFormOptions,
  type DemoBookingFormState,
  type DemoBookingStep,
} from "./demo-booking-form.js";
import { scheduleDemoModalMessages } from "./schedule-demo-modal.messages.js";

/**
 * The analytics events of the demo booking dialog and their properties.
 *
 * @example
 * ```ts
 * const onEvent: AnalyticsHandler<ScheduleDemoModalEvents> = (name, properties) => console.log(name, properties);
 * ```
 */
export type ScheduleDemoModalEvents = {
  /** The dialog was opened. */
  demo_booking_opened: Record<string, never>;
  /** A step was completed (1 or 2) with valid fields. */
  demo_booking_step_completed: { step: 1 | 2 };
  /** The booking was stored by the API. */
  demo_booking_submitted: { preferredTime: string; realtorType: string };
};

/**
 * Options of {@link useScheduleDemoModal}.
 *
 * @example
 * ```ts
 * const options: UseScheduleDemoModalOptions = { open, onSubmitted: () => setOpen(false) };
 * ```
 */
export interface UseScheduleDemoModalOptions {
  open: boolean;
  /** Sends the booking. Default: `createApiClient()` for the same origin, made on first submit. */
  client?: DemoBookingClient | undefined;
  toastStore?: ToastStore | undefined;
  locale?: Locale | undefined;
  /** Default: the browser's time zone. */
  timezone?: string | undefined;
  /** Replaces `import("@ringline/api-client")` (tests). */
  loadContract?: DemoBookingFormOptions["loadContract"];
  onEvent?: AnalyticsHandler<ScheduleDemoModalEvents> | undefined;
  /** Called after a booking was stored, once the form was reset to step 1. */
  onSubmitted?: (() => void) | undefined;
}

/**
 * What {@link useScheduleDemoModal} gives the markup.
 *
 * @example
 * ```tsx
 * <input {...booking.fieldProps("email")} />
 * ```
 */
export interface UseScheduleDemoModalResult extends DemoBookingFormState {
  /** Each invalid field's message in the requested locale. */
  localizedErrors: Partial<Record<DemoBookingField, string>>;
  idOf(field: DemoBookingField): string;
  errorIdOf(field: DemoBookingField): string;
  setValue(field: DemoBookingField, value: string): void;
  /** Attach to a field (or the first radio of a group) so focus can be moved to it. */
  refOf(field: DemoBookingField): (element: HTMLElement | null) => void;
  previous(): void;
  /** The form's submit handler: Next on steps 1 and 2, the booking on step 3. */
  handleSubmit(event?: FormEvent): Promise<void>;
}

/**
 * The booking dialog's behaviour without markup: the three-step form store, focus on the
 * first field of each step (or the first invalid one), the submission with its toasts
 * ('Demo Scheduled!' / 'Booking Failed') and the analytics events.
 *
 * @example
 * ```tsx
 * const booking = useScheduleDemoModal({ open, onSubmitted: () => setOpen(false) });
 * <form noValidate onSubmit={booking.handleSubmit}>…</form>
 * ```
 */
export function useScheduleDemoModal(
  options: UseScheduleDemoModalOptions,
): UseScheduleDemoModalResult {
  const [form] = useState(() =>
    createDemoBookingForm({ timezone: options.timezone, loadContract: options.loadContract }),
  );
  const state = useStore(form);
  const baseId = useId();
  const latest = useRef(options);
  useIsomorphicLayoutEffect(() => {
    latest.current = options;
  });
  const elements = useRef<Partial<Record<DemoBookingField, HTMLElement>>>({});
  const refs = useRef<Partial<Record<DemoBookingField, (element: HTMLElement | null) => void>>>({});
  const defaultClient = useRef<Promise<DemoBookingClient> | undefined>(undefined);
  const [focusRequest, setFocusRequest] = useState<{ field: DemoBookingField } | undefined>();

  const reportedOpen = useRef(false);
  useEffect(() => {
    // The contract (schema and API client) is fetched while the visitor fills step 1.
    if (options.open) form.preload().catch(() => {});
    if (options.open && !reportedOpen.current) {
      emitAnalyticsEvent(latest.current.onEvent, "demo_booking_opened", {});
    }
    reportedOpen.current = options.open;
  }, [form, options.open]);

  // After the render that shows the step or the errors, so the field is read with them.
  useEffect(() => {
    if (focusRequest) elements.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const refOf = useCallback((field: DemoBookingField) => {
    refs.current[field] ??= (element) => {
      if (element) elements.current[field] = element;
      else delete elements.current[field];
    };
    return refs.current[field];
  }, []);

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      const { client, toastStore, locale, onEvent } = latest.current;
      const stepBefore: DemoBookingStep = form.getSnapshot().step;
      // The API client is loaded when the booking is sent, not with the page.
      const activeClient: DemoBookingClient = client ?? {
        createDemoBooking: async (request) => {
          defaultClient.current ??= import("@ringline/api-client").then((api) =>
            api.createApiClient(),
          );
          return (await defaultClient.current).createDemoBooking(request);
        },
      };
      let result: Awaited<ReturnType<typeof form.submit>>;
      try {
        result = await form.submit(activeClient);
      } catch {
        // The contract could not be loaded (offline): same toast as a failed booking.
        result = { status: "failed", message: undefined, firstInvalidField: undefined };
      }
      const texts = scheduleDemoModalMessages.forLocale(locale);
      const toasts = toastStore ?? getDefaultToastStore();
      switch (result.status) {
        case "moved":
          if (stepBefore === 1 || stepBefore === 2) {
            emitAnalyticsEvent(onEvent, "demo_booking_step_completed", { step: stepBefore });
          }
          setFocusRequest({ field: firstFieldOfStep(result.step) });
          break;
        case "invalid":
          setFocusRequest({ field: result.firstInvalidField });
          break;
        case "succeeded":
          toasts.toast({
            variant: "success",
            title: texts.successTitle,
            description: texts.successDescription,
          });
          emitAnalyticsEvent(onEvent, "demo_booking_submitted", {
            preferredTime: result.request.preferredTime,
            realtorType: result.request.realtorType,
          });
          latest.current.onSubmitted?.();
          break;
        case "failed":
          toasts.toast({
            variant: "error",
            title: texts.errorTitle,
            description:
              result.message === undefined
                ? texts.errorDescription
                : scheduleDemoModalMessages.translate(result.message, locale),
          });
          if (result.firstInvalidField) setFocusRequest({ field: result.firstInvalidField });
          break;
        case "busy":
          break;
      }
    },
    [form],
  );

  const previous = useCallback(() => {
    form.previous();
    setFocusRequest({ field: firstFieldOfStep(form.getSnapshot().step) });
  }, [form]);

  const localizedErrors: Partial<Record<DemoBookingField, string>> = {};
  for (const [field, message] of Object.entries(state.errors) as [DemoBookingField, string][]) {
    localizedErrors[field] = scheduleDemoModalMessages.translate(message, options.locale);
  }

  return {
    ...state,
    localizedErrors,
    idOf: (field) => `${baseId}-${field}`,
    errorIdOf: (field) => `${baseId}-${field}-error`,
    setValue: form.setValue,
    refOf,
    previous,
    handleSubmit,
  };
}

function firstFieldOfStep(step: DemoBookingStep): DemoBookingField {
  return step === 1 ? "name" : step === 2 ? "company" : "preferredDate";
}
