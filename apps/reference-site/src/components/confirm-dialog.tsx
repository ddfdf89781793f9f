import { useLingui } from "@lingui/react/macro";
import { resolveError } from "@ringline/api-client";
import { Button, Dialog } from "@ringline/react-widgets";
import type { ReactNode } from "react";
import { activeLocale } from "../shared/i18n/i18n.js";

/**
 * A question before an action that cannot be taken back: what happens, in the description;
 * the safe choice first, the action in its own words. The dialog stays open while the action
 * runs, and closes when the owner of `open` says so.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pending = false,
  pendingLabel,
  onConfirm,
  error,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string | undefined;
  pending?: boolean | undefined;
  pendingLabel?: string | undefined;
  onConfirm: () => void;
  /** The confirmed action's failure, said in the catalogue's words above the buttons. */
  error?: unknown;
  /** What else the dialog says. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const locale = activeLocale();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      locale={locale}
    >
      {children}
      {error ? (
        <p className="form-alert" role="alert">
          {resolveError(error).message}
        </p>
      ) : null}
      <div className="card-actions confirm-actions">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {cancelLabel ?? t`Cancel`}
        </Button>
        <Button
          variant="danger"
          loading={pending}
          pendingLabel={pendingLabel}
          locale={locale}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
