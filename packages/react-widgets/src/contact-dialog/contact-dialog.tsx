import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from "react";
import { Dialog } from "../dialog/dialog.js";
import type { AnalyticsHandler } from "../shared/analytics.js";
import { baseStyles } from "../shared/base-styles.js";
import type { Locale } from "../shared/messages.js";
import { useInjectedStyles } from "../shared/use-injected-styles.js";
import type { ToastStore } from "../toaster/toast-store.js";
import { contactDialogMessages } from "./contact-dialog.messages.js";
import { contactDialogStyles } from "./contact-dialog.styles.js";
import type { ContactClient, ContactFormField } from "./contact-form.js";
import {
  type ContactDialogEvents,
  type ContactDialogMode,
  type UseContactFormResult,
  useContactForm,
} from "./use-contact-form.js";

const CONTACT_DIALOG_STYLE_SHEETS = [baseStyles, contactDialogStyles];

/**
 * Props of {@link ContactDialog}.
 *
 * @example
 * ```tsx
 * const props: ContactDialogProps = { open: true, onOpenChange: setOpen, mode: "demo" };
 * ```
 */
export interface ContactDialogProps {
  /** Whether the dialog is shown; the owner keeps this state. */
  open: boolean;
  /** Called with `false` on Cancel, Escape, the backdrop, the close button and after success. */
  onOpenChange: (open: boolean) => void;
  /** `"demo"` books a live demo; `"consultation"` a setup consultation. */
  mode: ContactDialogMode;
  /** Sends the request. Default: `createApiClient()` for the same origin, made on first submit. */
  client?: ContactClient | undefined;
  /** Where the success and error toasts go. Default: the shared store; render a `<Toaster />`. */
  toastStore?: ToastStore | undefined;
  /** Default `"en"`. */
  locale?: Locale | undefined;
  /** Analytics callback; the events also go to `window.gtag` when present. */
  onEvent?: AnalyticsHandler<ContactDialogEvents> | undefined;
  /** Where the dialog is rendered (default `document.body`); pass a shadow root to embed. */
  container?: Element | DocumentFragment | null | undefined;
}

interface FieldDefinition {
  field: ContactFormField;
  label: "nameLabel" | "emailLabel" | "phoneLabel" | "companyLabel" | "messageLabel";
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  required: boolean;
}

const FIELDS: readonly FieldDefinition[] = [
  { field: "name", label: "nameLabel", autoComplete: "name", required: true },
  { field: "email", label: "emailLabel", type: "email", autoComplete: "email", required: true },
  { field: "phone", label: "phoneLabel", type: "tel", autoComplete: "tel", required: true },
  { field: "company", label: "companyLabel", autoComplete: "organization", required: true },
  { field: "message", label: "messageLabel", required: false },
];

/**
 * The demo / consultation request dialog: name, email, phone, company and an optional
 * note about lead volume, validated with the API contract, sent through the API client,
 * with a success or error toast afterwards.
 *
 * @example
 * ```tsx
 * import { ContactDialog, Toaster } from "@ringline/react-widgets";
 *
 * function BookDemo() {
 *   const [open, setOpen] = useState(false);
 *   return (
 *     <>
 *       <button type="button" onClick={() => setOpen(true)}>Book a demo</button>
 *       <ContactDialog open={open} onOpenChange={setOpen} mode="demo" />
 *       <Toaster />
 *     </>
 *   );
 * }
 * ```
 */
export function ContactDialog({
  open,
  onOpenChange,
  mode,
  client,
  toastStore,
  locale,
  onEvent,
  container,
}: ContactDialogProps) {
  const form = useContactForm({
    open,
    mode,
    client,
    toastStore,
    locale,
    onEvent,
    onSubmitted: () => onOpenChange(false),
  });
  const styleRef = useInjectedStyles(CONTACT_DIALOG_STYLE_SHEETS);
  const texts = contactDialogMessages.forLocale(locale);
  const isDemo = mode === "demo";

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={isDemo ? texts.demoTitle : texts.consultationTitle}
      description={isDemo ? texts.demoDescription : texts.consultationDescription}
      locale={locale}
      container={container}
    >
      <form
        ref={styleRef}
        className="rl-contact-form"
        noValidate
        aria-busy={form.pending}
        onSubmit={form.handleSubmit}
      >
        {FIELDS.map((definition) => (
          <ContactField
            key={definition.field}
            definition={definition}
            label={texts[definition.label]}
            form={form}
          />
        ))}
        <div className="rl-contact-form__actions">
          <button
            type="button"
            className="rl-button rl-button--secondary"
            onClick={() => onOpenChange(false)}
          >
            {texts.cancel}
          </button>
          <button
            ref={form.submitRef}
            type="submit"
            className="rl-button rl-button--primary"
            disabled={form.pending}
          >
            {form.pending ? texts.submitting : isDemo ? texts.demoSubmit : texts.consultationSubmit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function ContactField({
  definition,
  label,
  form,
}: {
  definition: FieldDefinition;
  label: string;
  form: UseContactFormResult;
}) {
  const fieldProps = form.getFieldProps(definition.field);
  const error = form.errors[definition.field];
  return (
    <div className="rl-field">
      <label htmlFor={fieldProps.id} className="rl-field__label">
        {label}
      </label>
      {definition.field === "message" ? (
        <textarea className="rl-field__input" rows={3} {...fieldProps} />
      ) : (
        <input
          className="rl-field__input"
          type={definition.type ?? "text"}
          autoComplete={definition.autoComplete}
          required={definition.required}
          {...fieldProps}
        />
      )}
      {error === undefined ? null : (
        <p id={form.errorIdOf(definition.field)} className="rl-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
