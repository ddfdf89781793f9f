import type { ApiClient, TDemoBookingRequest, TDemoBookingResponse } from "@ringline/api-client";
import { CALL_VOLUME_BANDS } from "@ringline/api-client/core";
import { createWidgetStore, type WidgetStore } from "../shared/widget-store.js";

/**
 * What the form needs from `@ringline/api-client`. It is imported when the dialog opens,
 * not with the page: the contract's schema (with zod) is most of the widget's weight.
 *
 * @example
 * ```ts
 * const loadContract = () => import("@ringline/api-client");
 * ```
 */
export type DemoBookingContract = Pick<
  typeof import("@ringline/api-client"),
  "ZDemoBookingRequest" | "demoBookingDateRange" | "ApiError"
>;

/**
 * The booking form's fields, step by step.
 *
 * @example
 * ```ts
 * DEMO_BOOKING_STEPS[1]; // ["company", "realtorType", "currentCalls"]
 * ```
 */
export const DEMO_BOOKING_STEPS = [
  ["name", "email", "phone"],
  ["company", "realtorType", "currentCalls"],
  ["preferredDate", "preferredTime", "timezone", "message"],
] as const;

/**
 * One field of the booking form.
 *
 * @example
 * ```ts
 * const field: DemoBookingField = "preferredTime";
 * ```
 */
export type DemoBookingField = (typeof DEMO_BOOKING_STEPS)[number][number];

/**
 * A step of the form: 1 your info, 2 business details, 3 schedule.
 *
 * @example
 * ```ts
 * const step: DemoBookingStep = 3;
 * ```
 */
export type DemoBookingStep = 1 | 2 | 3;

/**
 * The monthly call bands offered and the number each sends (`1-50` sends 25, …), one per
 * band of the contract's `CALL_VOLUME_BANDS`.
 *
 * @example
 * ```ts
 * CALL_BANDS.find((band) => band.value === "75")?.label; // "51-100"
 * ```
 */
export const CALL_BANDS = [
  { label: "1-50", value: `${CALL_VOLUME_BANDS[0]}` },
  { label: "51-100", value: `${CALL_VOLUME_BANDS[1]}` },
  { label: "101-200", value: `${CALL_VOLUME_BANDS[2]}` },
  { label: "201-500", value: `${CALL_VOLUME_BANDS[3]}` },
  { label: "500+", value: `${CALL_VOLUME_BANDS[4]}` },
] as const;

/**
 * What the visitor entered, as text (selects and radios included).
 *
 * @example
 * ```ts
 * form.getSnapshot().values.preferredTime; // "" until chosen
 * ```
 */
export type DemoBookingValues = Record<DemoBookingField, string>;

/**
 * A snapshot of the booking form.
 *
 * @example
 * ```ts
 * const { step, values, errors, pending } = form.getSnapshot();
 * ```
 */
export interface DemoBookingFormState {
  readonly step: DemoBookingStep;
  /** The bookable days (tomorrow to 30 days ahead) once the contract is loaded. */
  readonly dateRange: { readonly first: string; readonly last: string } | undefined;
  readonly values: Readonly<DemoBookingValues>;
  /** The first problem of each invalid field, as the contract's English message. */
  readonly errors: Readonly<Partial<Record<DemoBookingField, string>>>;
  readonly pending: boolean;
}

/**
 * Sends a booking: an `ApiClient` or a fake.
 *
 * @example
 * ```ts
 * const client: DemoBookingClient = { createDemoBooking: (request) => api.createDemoBooking(request) };
 * ```
 */
export type DemoBookingClient = Pick<ApiClient, "createDemoBooking">;

/**
 * How a step change or a submission ended.
 *
 * @example
 * ```ts
 * const result = await form.submit(client);
 * if (result.status === "failed") toast({ title: "Booking Failed", description: result.message });
 * ```
 */
export type DemoBookingResult =
  | { readonly status: "invalid"; readonly firstInvalidField: DemoBookingField }
  | { readonly status: "moved"; readonly step: DemoBookingStep }
  | {
      readonly status: "succeeded";
      readonly request: TDemoBookingRequest;
      readonly response: TDemoBookingResponse;
    }
  | {
      readonly status: "failed";
      /** The server's message when it sent one. */
      readonly message: string | undefined;
      /** The first field the server refused, when it named one. */
      readonly firstInvalidField: DemoBookingField | undefined;
    }
  | { readonly status: "busy" };

/**
 * The booking form without any user interface: three steps, each validated with the
 * contract's `ZDemoBookingRequest` before moving on, the submission on step 3 and the
 * reset after success.
 *
 * @example
 * ```ts
 * const form = createDemoBookingForm();
 * form.setValue("name", "Ada Lovelace");
 * form.next(); // { status: "invalid", firstInvalidField: "email" }
 * ```
 */
export interface DemoBookingForm extends WidgetStore<DemoBookingFormState> {
  setValue(field: DemoBookingField, value: string): void;
  /** Loads the contract ahead of the first Next (e.g. when the dialog opens). */
  preload(): Promise<void>;
  /** Validates this step's fields and moves to the next step when they are valid. */
  next(): Promise<DemoBookingResult>;
  previous(): void;
  /** Sends the booking from step 3; from an earlier step it acts as {@link next}. */
  submit(client: DemoBookingClient): Promise<DemoBookingResult>;
  /** Back to step 1 with empty fields (the time zone stays). */
  reset(): void;
}

/**
 * Options of {@link createDemoBookingForm}.
 *
 * @example
 * ```ts
 * createDemoBookingForm({ timezone: "America/Chicago" });
 * ```
 */
export interface DemoBookingFormOptions {
  /** Default: the browser's time zone. */
  timezone?: string | undefined;
  /** Default: `import("@ringline/api-client")`. */
  loadContract?: (() => Promise<DemoBookingContract>) | undefined;
}

/**
 * The browser's time zone, `UTC` when it cannot tell.
 *
 * @example
 * ```ts
 * browserTimeZone(); // "America/Chicago"
 * ```
 */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

function stepOf(field: DemoBookingField): DemoBookingStep {
  const index = DEMO_BOOKING_STEPS.findIndex((fields) =>
    (fields as readonly string[]).includes(field),
  );
  return (index + 1) as DemoBookingStep;
}

function isField(key: string): key is DemoBookingField {
  return DEMO_BOOKING_STEPS.some((fields) => (fields as readonly string[]).includes(key));
}

function emptyValues(timezone: string): DemoBookingValues {
  return {
    name: "",
    email: "",
    phone: "",
    company: "",
    realtorType: "",
    currentCalls: "",
    preferredDate: "",
    preferredTime: "",
    timezone,
    message: "",
  };
}

/** The request as the contract reads it: an empty select is missing, not "". */
function requestOf(values: DemoBookingValues): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value.trim() === "") continue;
    request[field] = field === "currentCalls" ? Number(value) : value;
  }
  return request;
}

function validate(contract: DemoBookingContract, values: DemoBookingValues) {
  const result = contract.ZDemoBookingRequest.safeParse(requestOf(values));
  const errors: Partial<Record<DemoBookingField, string>> = {};
  if (result.success) return { data: result.data, errors };
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (isField(key) && errors[key] === undefined) errors[key] = issue.message;
  }
  return { data: undefined, errors };
}

function firstOf(
  errors: Partial<Record<DemoBookingField, string>>,
  fields: readonly DemoBookingField[],
): DemoBookingField | undefined {
  return fields.find((field) => errors[field] !== undefined);
}

/**
 * The message of an error envelope the server sent; undefined for failures the client
 * described itself (no answer, an answer that was not an envelope), which carry no
 * support reference.
 */
function serverMessageOf(contract: DemoBookingContract, error: unknown): string | undefined {
  if (!contract.ApiError.isInstance(error) || error.body.supportReference === "") {
    return undefined;
  }
  return error.message;
}

function dateRangeOf(contract: DemoBookingContract, timezone: string) {
  try {
    return contract.demoBookingDateRange(timezone);
  } catch {
    return contract.demoBookingDateRange("UTC");
  }
}

const ALL_FIELDS: readonly DemoBookingField[] = DEMO_BOOKING_STEPS.flat();

/**
 * Creates the framework-free booking form. `useScheduleDemoModal` binds it to React.
 *
 * @example
 * ```ts
 * const form = createDemoBookingForm();
 * const unsubscribe = form.subscribe(() => render(form.getSnapshot()));
 * ```
 */
export function createDemoBookingForm(options: DemoBookingFormOptions = {}): DemoBookingForm {
  const timezone = options.timezone ?? browserTimeZone();
  const loadContract = options.loadContract ?? (() => import("@ringline/api-client"));
  let contract: DemoBookingContract | undefined;
  let loading: Promise<DemoBookingContract> | undefined;
  const store = createWidgetStore<DemoBookingFormState>({
    step: 1,
    dateRange: undefined,
    values: emptyValues(timezone),
    errors: {},
    pending: false,
  });
  const setState = store.patch;

  function getContract(): Promise<DemoBookingContract> {
    loading ??= loadContract().then(
      (loaded) => {
        contract = loaded;
        setState({ dateRange: dateRangeOf(loaded, store.get().values.timezone) });
        return loaded;
      },
      (error: unknown) => {
        // A failed import (offline) may succeed on the next press.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  async function next(): Promise<DemoBookingResult> {
    const loaded = await getContract();
    const state = store.get();
    const fields = DEMO_BOOKING_STEPS[state.step - 1] ?? [];
    const { errors } = validate(loaded, state.values);
    const stepErrors: Partial<Record<DemoBookingField, string>> = {};
    for (const field of fields) {
      const message = errors[field];
      if (message !== undefined) stepErrors[field] = message;
    }
    const firstInvalidField = firstOf(stepErrors, fields);
    if (firstInvalidField) {
      setState({ errors: stepErrors });
      return { status: "invalid", firstInvalidField };
    }
    const step = Math.min(3, state.step + 1) as DemoBookingStep;
    setState({ step, errors: {} });
    return { status: "moved", step };
  }

  return {
    ...store.readable,
    setValue(field, value) {
      const state = store.get();
      if (state.pending) return;
      const errors = { ...state.errors };
      // A corrected field loses its message at once; others wait for Next or submit.
      if (errors[field] !== undefined && contract) {
        const message = validate(contract, { ...state.values, [field]: value }).errors[field];
        if (message === undefined) delete errors[field];
        else errors[field] = message;
      }
      const values = { ...state.values, [field]: value };
      const dateRange =
        field === "timezone" && contract ? dateRangeOf(contract, value) : state.dateRange;
      setState({ values, errors, dateRange });
    },
    preload: async () => {
      await getContract();
    },
    next: () => (store.get().pending ? Promise.resolve({ status: "busy" }) : next()),
    previous() {
      const state = store.get();
      if (state.pending || state.step === 1) return;
      setState({ step: (state.step - 1) as DemoBookingStep, errors: {} });
    },
    async submit(client) {
      if (store.get().pending) return { status: "busy" };
      if (store.get().step < 3) return next();
      const loaded = await getContract();
      const { data, errors } = validate(loaded, store.get().values);
      const firstInvalidField = firstOf(errors, ALL_FIELDS);
      if (!data || firstInvalidField) {
        const field = firstInvalidField ?? "preferredDate";
        setState({ errors, step: stepOf(field) });
        return { status: "invalid", firstInvalidField: field };
      }
      setState({ pending: true });
      try {
        const response = await client.createDemoBooking(data);
        setState({
          pending: false,
          step: 1,
          values: emptyValues(store.get().values.timezone),
          errors: {},
        });
        return { status: "succeeded", request: data, response };
      } catch (error) {
        const serverErrors: Partial<Record<DemoBookingField, string>> = {};
        if (loaded.ApiError.isInstance(error)) {
          for (const [field, messages] of Object.entries(error.fieldErrors)) {
            if (isField(field) && messages[0] !== undefined) serverErrors[field] = messages[0];
          }
        }
        const firstRefused = firstOf(serverErrors, ALL_FIELDS);
        setState({
          pending: false,
          errors: serverErrors,
          step: firstRefused ? stepOf(firstRefused) : store.get().step,
        });
        return {
          status: "failed",
          message: serverMessageOf(loaded, error),
          firstInvalidField: firstRefused,
        };
      }
    },
    reset() {
      const { timezone } = store.get().values;
      setState({ step: 1, values: emptyValues(timezone), errors: {}, pending: false });
    },
  };
}
