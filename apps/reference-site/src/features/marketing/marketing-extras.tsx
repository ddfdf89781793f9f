import { useApiClient } from "@ringline/api-client/react/provider";
import {
  ChatWidget,
  ContactDialog,
  ErrorBoundary,
  ScheduleDemoModal,
} from "@ringline/react-widgets";
import { useState } from "react";
import { activeLocale } from "../../shared/i18n/i18n.js";
import type { ContactMode } from "./contact-context.js";

/** Which dialog is open on a public page. */
export type MarketingDialog = ContactMode | "schedule" | null;

/**
 * What the public pages load after they are usable: the contact dialog (demo or
 * consultation), the three-step demo scheduler and the chat assistant (in support mode on
 * /support and /faq, as its path says).
 */
export function MarketingExtras({
  dialog,
  onDialogChange,
  path,
}: {
  dialog: MarketingDialog;
  onDialogChange: (dialog: MarketingDialog) => void;
  path: string;
}) {
  const api = useApiClient();
  const locale = activeLocale();
  // The mode stays while the dialog closes, so its words do not change under the animation.
  const [lastMode, setLastMode] = useState<ContactMode>("demo");
  if ((dialog === "demo" || dialog === "consultation") && dialog !== lastMode) setLastMode(dialog);
  const close = (open: boolean) => {
    if (!open) onDialogChange(null);
  };
  return (
    <>
      <ContactDialog
        open={dialog === "demo" || dialog === "consultation"}
        onOpenChange={close}
        mode={lastMode}
        client={api}
        locale={locale}
      />
      <ScheduleDemoModal
        open={dialog === "schedule"}
        onOpenChange={close}
        client={api}
        locale={locale}
      />
      <ErrorBoundary level="component" component="chat-widget" locale={locale}>
        <ChatWidget path={path} client={api} locale={locale} />
      </ErrorBoundary>
    </>
  );
}
