import {
  type ApiClient,
  ApiError,
  type TContactRequest,
  type TContactResponse,
  ZContactRequest,
} from "@ringline/api-client";
import { createWidgetStore, type WidgetStore } from "../shared/widget-store.js";

/**
 * The fields of the contact form, in the order they are shown.
 *
 * @example
 * ```ts
 * for (const field of CONTACT_FORM_FIELDS) console.log(field);
 * ```
 */
export const CONTACT_FORM_FIELDS = ["name", "email", "phone", "company", "message"] as const;

/**
 * One field of the contact form.
 *
 * @example
 * ```ts
 * const field: ContactFormField = "email";
 * ```
 */
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

/**
 * What the visitor typed, untrimmed.
 *
 * @example
 * ```ts
 * const values: ContactFormValues = { name: "", email: "", phone: "", company: "", message: "" };
 * ```
 */
export type ContactFormValues = Record<ContactFormField, string>;

/**
 * The first problem of each invalid field, as the contract's English message.
 *
 * @example
 * ```ts
 * const errors: ContactFormErrors = { name: "Name must be at least 2 characters" };
 * ```
 */
export type ContactFormErrors = Partial<Record<ContactFormField, string>>;

/**
 * The kind of request the form sends.
 *
 * @example
 * ```ts
 * const requestType: ContactRequestType = "consultation";
 * ```
 */
export type ContactRequestType = TContactRequest["requestType"];

/**
 * Anything that can send a contact request; an `ApiClient` from `@ringline/api-client`
 * or a fake in tests and stories.
 *
 * @example
 * ```ts
 * const client: ContactClient = { submitContact: async (request) => api.submitContact(request) };
 * ```
 */
export type ContactClient = Pick<ApiClient, "submitContact">;

/**
 * A snapshot of the contact form.
 *
 * @example
 * ```ts
 * const { values, errors, pending } = form.getSnapshot();
 * ```
 */
export interface ContactFormState {
  readonly values: Readonly<ContactFormValues>;
  readonly errors: Readonly<ContactFormErrors>;
  /** Fields that are validated again on every change. */
  readonly touched: Readonly<Partial<Record<ContactFormField, true>>>;
  /** True while a request is on its way. */
  readonly pending: boolean;
}

/**
 * How a submission ended.
 *
 * @example
 * ```ts
 * const result = await form.submit({ client, requestType: "demo" });
 * if (result.status === "invalid") focus(result.firstInvalidField);
 * ```
 */
export type ContactFormSubmitResult =
  | { readonly status: "invalid"; readonly firstInvalidField: ContactFormField | undefined }
  | {
      readonly status: "succeeded";
      readonly request: TContactRequest;
      readonly response: TContactResponse;
    }
  | {
      readonly status: "failed";
      readonly error: unknown;
      /** The first field the server rejected, when it answered with field errors. */
      readonly firstInvalidField: ContactFormField | undefined;
    }
  /** A submission was already on its way; nothing was sent. */
  | { readonly status: "busy" };

/**
 * Options of {@link ContactForm.submit}.
 *
 * @example
 * ```ts
 * await form.submit({ client: createApiClient(), requestType: "demo" });
 * ```
 */
export interface ContactFormSubmitOptions {
  client: ContactClient;
  requestType: ContactRequestType;
}

/**
 * The contact form's state and rules, without any user interface: values, validation
 * with the API contract's `ZContactRequest` (on submit, then on every change of a field
 * once it has been touched), the pending flag and the submission itself.
 *
 * @example
 * ```ts
 * const form = createContactForm();
 * form.setValue("name", "Ada Lovelace");
 * form.touch("name");
 * const result = await form.submit({ client, requestType: "demo" });
 * ```
 */
export interface ContactForm extends WidgetStore<ContactFormState> {
  setValue(field: ContactFormField, value: string): void;
  /** Marks a field as left by the visitor; an edited field is validated from then on. */
  touch(field: ContactFormField): void;
  submit(options: ContactFormSubmitOptions): Promise<ContactFormSubmitResult>;
  /** Back to the initial values, with no errors. */
  reset(): void;
}

const EMPTY_VALUES: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  message: "",
};
const ALL_TOUCHED: ContactFormState["touched"] = {
  name: true,
  email: true,
  phone: true,
  company: true,
  message: true,
};

function isContactFormField(key: string): key is ContactFormField {
  return (CONTACT_FORM_FIELDS as readonly string[]).includes(key);
}

function validateField(field: ContactFormField, value: string): string | undefined {
  const result = ZContactRequest.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function firstFieldOf(errors: ContactFormErrors): ContactFormField | undefined {
  return CONTACT_FORM_FIELDS.find((field) => errors[field] !== undefined);
}

function withError(
  errors: Readonly<ContactFormErrors>,
  field: ContactFormField,
  message: string | undefined,
): ContactFormErrors {
  const next = { ...errors };
  if (message === undefined) delete next[field];
  else next[field] = message;
  return next;
}

/**
 * Creates the framework-free contact form. `useContactForm` binds it to React.
 *
 * @example
 * ```ts
 * const form = createContactForm({ name: "Ada Lovelace" });
 * form.subscribe(() => render(form.getSnapshot()));
 * ```
 */
export function createContactForm(initialValues: Partial<ContactFormValues> = {}): ContactForm {
  const initial: ContactFormValues = { ...EMPTY_VALUES, ...initialValues };
  const store = createWidgetStore<ContactFormState>({
    values: initial,
    errors: {},
    touched: {},
    pending: false,
  });

  return {
    ...store.readable,
    setValue(field, value) {
      const state = store.get();
      if (state.values[field] === value) return;
      const values = { ...state.values, [field]: value };
      const errors = state.touched[field]
        ? withError(state.errors, field, validateField(field, value))
        : state.errors;
      store.patch({ values, errors });
    },
    touch(field) {
      const state = store.get();
      // Leaving a field without editing it says nothing wrong yet; tabbing through an
      // empty form should not fill it with errors.
      if (state.touched[field] || state.values[field] === initial[field]) return;
      store.patch({
        touched: { ...state.touched, [field]: true },
        errors: withError(state.errors, field, validateField(field, state.values[field])),
      });
    },
    async submit({ client, requestType }) {
      if (store.get().pending) return { status: "busy" };
      const parsed = ZContactRequest.safeParse({ ...store.get().values, requestType });
      if (!parsed.success) {
        const errors: ContactFormErrors = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? "");
          if (isContactFormField(key)) errors[key] ??= issue.message;
        }
        store.patch({ errors, touched: ALL_TOUCHED });
        return { status: "invalid", firstInvalidField: firstFieldOf(errors) };
      }

      // The parsed values are trimmed; an empty optional message is left out.
      const { message, ...required } = parsed.data;
      const request: TContactRequest = message ? { ...required, message } : required;
      store.patch({ errors: {}, touched: ALL_TOUCHED, pending: true });
      try {
        const response = await client.submitContact(request);
        store.set({ values: initial, errors: {}, touched: {}, pending: false });
        return { status: "succeeded", request, response };
      } catch (error) {
        const errors: ContactFormErrors = {};
        if (ApiError.isInstance(error)) {
          for (const [key, messages] of Object.entries(error.fieldErrors)) {
            if (isContactFormField(key) && messages[0] !== undefined) errors[key] = messages[0];
          }
        }
        store.patch({ errors, pending: false });
        return { status: "failed", error, firstInvalidField: firstFieldOf(errors) };
      }
    },
    reset() {
      store.set({ values: initial, errors: {}, touched: {}, pending: false });
    },
  };
}
