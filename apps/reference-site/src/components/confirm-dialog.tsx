import { Button, Dialog } from "@ringline/react-widgets";
import type { ReactNode } from "react";

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
  cancelLabel = "Cancel",
  pending = false,
  pendingLabel,
  onConfirm,
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
  /** What else the dialog says (a refusal, for one). */
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {children}
      <div className="card-actions confirm-actions">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button variant="danger" loading={pending} pendingLabel={pendingLabel} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
