import { createApiClient } from "@ringline/api-client";
import {
  type ChangeEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useStore } from "zustand";
import { type AnalyticsHandler, emitAnalyticsEvent } from "../shared/analytics.js";
import type { Locale } from "../shared/messages.js";
import { useIsomorphicLayoutEffect } from "../shared/use-isomorphic-layout-effect.js";
import { getDefaultToastStore, type ToastStore } from "../toaster/toast-store.js";
import { contactDialogMessages } from "./contact-dialog.messages.js";
import {
  CONTACT_FORM_FIELDS,
  type ContactClient,
  type ContactFormField,
  type ContactFormValues,
  type ContactRequestType,
  createContactForm,
} from "./contact-form.js";

/**
 * Which request the contact dialog collects: a live demo or a setup consultation.
 *
 * @example
 * ```tsx
 * <ContactDialog mode="consultation" open={open} onOpenChange={setOpen} />
 * ```
 */
export type ContactDialogMode = ContactRequestType;

/**
 * The analytics events of the contact dialog and their properties.
 *
 * @example
 * ```ts
 * const onEvent: AnalyticsHandler<ContactDialogEvents> = (name, properties) =>
 *   console.log(name, properties.mode);
 * ```
 */
export type ContactDialogEvents = {
  /** The dialog was opened. */
  contact_form_opened: { mode: ContactDialogMode };
  /** A request was stored by the API. */
  contact_form_submitted: { mode: ContactDialogMode };
};

/**
 * Options of {@link useContactForm}.
 *
 * @example
 * ```ts
 * const options: UseContactFormOptions = { open, mode: "demo", onSubmitted: () => setOpen(false) };
 * ```
 */
export interface UseContactFormOptions {
  /** Whether the form is on screen; opening it reports `contact_form_opened`. */
  open: boolean;
  mode: ContactDialogMode;
  /** Sends the request (default: `createApiClient()` for the same origin, made on first submit). */
  client?: ContactClient | undefined;
  /** Where the success and error toasts go (default: the shared store). */
  toastStore?: ToastStore | undefined;
  locale?: Locale | undefined;
  onEvent?: AnalyticsHandler<ContactDialogEvents> | undefined;
  /** Called once a request was stored, after the form was reset. */
  onSubmitted?: (() => void) | undefined;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * Props for one input or textarea of the contact form.
 *
 * @example
 * ```tsx
 * <input type="email" {...form.getFieldProps("email")} />
 * ```
 */
export interface ContactFieldProps {
  id: string;
  name: ContactFormField;
  value: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: () => void;
  ref: (element: FieldElement | null) => void;
  disabled: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * What {@link useContactForm} gives the markup.
 *
 * @example
 * ```tsx
 * const form = useContactForm({ open, mode: "demo" });
 * <form noValidate onSubmit={form.handleSubmit}>…</form>
 * ```
 */
export interface UseContactFormResult {
  values: Readonly<ContactFormValues>;
  /** Each invalid field's message, in the requested locale. */
  errors: Readonly<Partial<Record<ContactFormField, string>>>;
  pending: boolean;
  getFieldProps(field: ContactFormField): ContactFieldProps;
  /** The id of the element holding a field's error message. */
  errorIdOf(field: ContactFormField): string;
  /** Attach to the submit button; it gets focus back after a failed request. */
  submitRef: (element: HTMLButtonElement | null) => void;
  handleSubmit(event?: FormEvent): Promise<void>;
}

type FocusTarget = ContactFormField | "submit";

/**
 * The contact form's behaviour for React, without markup: values and localized errors,
 * field props with the right ARIA, focus on the first invalid field, the pending state,
 * and the toasts and analytics events that follow a submission.
 *
 * @example
 * ```tsx
 * function MyContactForm() {
 *   const form = useContactForm({ open: true, mode: "demo" });
 *   return (
 *     <form noValidate onSubmit={form.handleSubmit}>
 *       <label htmlFor={form.getFieldProps("name").id}>Name</label>
 *       <input autoComplete="name" {...form.getFieldProps("name")} />
 *       {form.errors.name ? <p id={form.errorIdOf("name")} role="alert">{form.errors.name}</p> : null}
 *       <button type="submit" ref={form.submitRef} disabled={form.pending}>Send</button>
 *     </form>
 *   );
 * }
 * ```
 */
export function useContactForm(options: UseContactFormOptions): UseContactFormResult {
  const [form] = useState(createContactForm);
  const state = useStore(form);
  const baseId = useId();
  const elements = useRef<Partial<Record<FocusTarget, HTMLElement>>>({});
  const defaultClient = useRef<ContactClient | undefined>(undefined);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | undefined>();

  // Submission finishes after an await; it must read the props of that moment.
  const latest = useRef(options);
  useIsomorphicLayoutEffect(() => {
    latest.current = options;
  });

  // Reported on the change to open only, so re-renders (and React's development
  // double-run of effects) do not report it twice.
  const reportedOpen = useRef(false);
  useEffect(() => {
    if (options.open && !reportedOpen.current) {
      emitAnalyticsEvent(latest.current.onEvent, "contact_form_opened", {
        mode: latest.current.mode,
      });
    }
    reportedOpen.current = options.open;
  }, [options.open]);

  // Focus moves after the render that shows the errors, so the field is announced with
  // its message.
  useEffect(() => {
    if (focusRequest) elements.current[focusRequest.target]?.focus();
  }, [focusRequest]);

  const fieldRefs = useRef<
    Partial<Record<ContactFormField, (element: FieldElement | null) => void>>
  >({});
  function refOf(field: ContactFormField) {
    fieldRefs.current[field] ??= (element) => {
      if (element) elements.current[field] = element;
      else delete elements.current[field];
    };
    return fieldRefs.current[field];
  }

  const submitRef = useCallback((element: HTMLButtonElement | null) => {
    if (element) elements.current.submit = element;
    else delete elements.current.submit;
  }, []);

  const idOf = (field: ContactFormField) => `${baseId}-${field}`;
  const errorIdOf = (field: ContactFormField) => `${baseId}-${field}-error`;
  const errors: Partial<Record<ContactFormField, string>> = {};
  for (const field of CONTACT_FORM_FIELDS) {
    const error = state.errors[field];
    if (error !== undefined) errors[field] = contactDialogMessages.translate(error, options.locale);
  }

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      const { mode, client, locale, toastStore, onEvent } = latest.current;
      let activeClient = client;
      if (!activeClient) {
        defaultClient.current ??= createApiClient();
        activeClient = defaultClient.current;
      }
      const result = await form.submit({ client: activeClient, requestType: mode });
      const texts = contactDialogMessages.forLocale(locale);
      const toasts = toastStore ?? getDefaultToastStore();
      switch (result.status) {
        case "invalid":
          if (result.firstInvalidField) setFocusRequest({ target: result.firstInvalidField });
          break;
        case "succeeded":
          toasts.toast({
            variant: "success",
            title: texts.successTitle,
            description: mode === "demo" ? texts.demoSuccess : texts.consultationSuccess,
          });
          emitAnalyticsEvent(onEvent, "contact_form_submitted", { mode });
          latest.current.onSubmitted?.();
          break;
        case "failed":
          toasts.toast({
            variant: "error",
            title: texts.errorTitle,
            description: texts.errorDescription,
          });
          // The disabled submit button lost focus while the request was open.
          setFocusRequest({ target: result.firstInvalidField ?? "submit" });
          break;
        case "busy":
          break;
      }
    },
    [form],
  );

  function getFieldProps(field: ContactFormField): ContactFieldProps {
    const error = errors[field];
    return {
      id: idOf(field),
      name: field,
      value: state.values[field],
      onChange: (event) => form.setValue(field, event.target.value),
      onBlur: () => form.touch(field),
      ref: refOf(field),
      disabled: state.pending,
      "aria-invalid": error === undefined ? undefined : true,
      "aria-describedby": error === undefined ? undefined : errorIdOf(field),
    };
  }

  return {
    values: state.values,
    errors,
    pending: state.pending,
    getFieldProps,
    errorIdOf,
    submitRef,
    handleSubmit,
  };
}
