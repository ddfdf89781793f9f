import { useState } from "react";
import { ContactDialog } from "../contact-dialog/contact-dialog.js";
import type { ContactDialogMode } from "../contact-dialog/use-contact-form.js";
import { ScheduleDemoModal } from "../schedule-demo-modal/schedule-demo-modal.js";
import { defineMessages } from "../shared/messages.js";
import { createToastStore } from "../toaster/toast-store.js";
import { Toaster } from "../toaster/toaster.js";
import { Button } from "../ui/button/button.js";
import { embedApiClient } from "./embed-client.js";
import { type EmbedGateProps, withEmbedGate } from "./embed-gate.js";

const launcherMessages = defineMessages({
  en: { demo: "Book a demo", consultation: "Get started", schedule: "Schedule a demo" },
  es: {
    demo: "Reservar una demostración",
    consultation: "Empezar",
    schedule: "Agendar una demostración",
  },
});

/** What both embedded forms take beside their API address and embed key. */
interface EmbeddedFormProps extends EmbedGateProps {
  /** The launcher button's words (a default per locale). */
  label?: string | undefined;
  /** Where the dialog is rendered: the element's shadow root. */
  container?: Element | DocumentFragment | null | undefined;
  onEvent?: ((name: string, properties: Record<string, unknown>) => void) | undefined;
}

/**
 * Props of {@link EmbeddedContact}.
 *
 * @example
 * ```ts
 * const props: EmbeddedContactProps = { mode: "demo", embedKey: "rk_…", apiUrl: "https://app.ringline.ai" };
 * ```
 */
export interface EmbeddedContactProps extends EmbeddedFormProps {
  mode: ContactDialogMode;
}

function Contact({
  apiUrl,
  embedKey,
  mode,
  label,
  container,
  locale,
  onEvent,
}: EmbeddedContactProps) {
  const [open, setOpen] = useState(false);
  const [toasts] = useState(() => createToastStore());
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        {label ?? launcherMessages.forLocale(locale)[mode]}
      </Button>
      <ContactDialog
        open={open}
        onOpenChange={setOpen}
        mode={mode}
        client={embedApiClient(apiUrl, embedKey)}
        toastStore={toasts}
        locale={locale}
        onEvent={onEvent}
        container={container}
      />
      <Toaster store={toasts} locale={locale} />
    </>
  );
}

/**
 * `<ringline-contact>`: a button that opens the demo or consultation request dialog, sent
 * through the embed key. A chunk of its own in the embed.
 *
 * @example
 * ```tsx
 * <EmbeddedContact mode="demo" apiUrl="https://app.ringline.ai" embedKey="rk_…" />
 * ```
 */
export const EmbeddedContact = withEmbedGate(Contact);

/**
 * Props of {@link EmbeddedScheduleDemo}.
 *
 * @example
 * ```ts
 * const props: EmbeddedScheduleDemoProps = { embedKey: "rk_…", timezone: "America/Chicago" };
 * ```
 */
export interface EmbeddedScheduleDemoProps extends EmbeddedFormProps {
  timezone?: string | undefined;
}

function ScheduleDemo({
  apiUrl,
  embedKey,
  label,
  container,
  locale,
  onEvent,
  timezone,
}: EmbeddedScheduleDemoProps) {
  const [open, setOpen] = useState(false);
  const [toasts] = useState(() => createToastStore());
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        {label ?? launcherMessages.forLocale(locale).schedule}
      </Button>
      <ScheduleDemoModal
        open={open}
        onOpenChange={setOpen}
        client={embedApiClient(apiUrl, embedKey)}
        toastStore={toasts}
        timezone={timezone}
        locale={locale}
        onEvent={onEvent}
        container={container}
      />
      <Toaster store={toasts} locale={locale} />
    </>
  );
}

/**
 * `<ringline-schedule-demo>`: a button that opens the three-step demo booking dialog, sent
 * through the embed key. A chunk of its own in the embed.
 *
 * @example
 * ```tsx
 * <EmbeddedScheduleDemo apiUrl="https://app.ringline.ai" embedKey="rk_…" />
 * ```
 */
export const EmbeddedScheduleDemo = withEmbedGate(ScheduleDemo);
