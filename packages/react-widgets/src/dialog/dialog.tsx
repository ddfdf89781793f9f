import type { ReactNode, RefObject } from "react";
import { createPortal } from "react-dom";
import { baseStyles } from "../shared/base-styles.js";
import { CloseIcon } from "../shared/icons.js";
import type { Locale } from "../shared/messages.js";
import { useInjectedStyles } from "../shared/use-injected-styles.js";
import { useIsClient } from "../shared/use-is-client.js";
import { dialogMessages } from "./dialog.messages.js";
import { dialogStyles } from "./dialog.styles.js";
import { useDialog } from "./use-dialog.js";

const DIALOG_STYLE_SHEETS = [baseStyles, dialogStyles];

/**
 * Props of {@link Dialog}.
 *
 * @example
 * ```tsx
 * const props: DialogProps = { open: true, onOpenChange: setOpen, title: "Settings" };
 * ```
 */
export interface DialogProps {
  /** Whether the dialog is shown. The dialog is controlled: the owner keeps this state. */
  open: boolean;
  /** Called with `false` on Escape, a backdrop click or the close button. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's name, shown as its heading. */
  title: ReactNode;
  /** A sentence under the title, read out with the name when the dialog opens. */
  description?: ReactNode | undefined;
  children?: ReactNode | undefined;
  /** Language of the close button's label. Default `"en"`. */
  locale?: Locale | undefined;
  /** Receives focus when the dialog opens (default: the first tabbable element). */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Where the dialog is rendered (default `document.body`); pass a shadow root to embed. */
  container?: Element | DocumentFragment | null | undefined;
  /** Extra class names for the `role="dialog"` element. */
  className?: string | undefined;
}

/**
 * An accessible modal dialog rendered in a portal: named by its title, described by its
 * description, focus moved in and trapped, Escape and the backdrop close it, the page
 * behind does not scroll, and focus returns to the opener.
 *
 * @example
 * ```tsx
 * const [open, setOpen] = useState(false);
 * <button type="button" onClick={() => setOpen(true)}>Settings</button>
 * <Dialog open={open} onOpenChange={setOpen} title="Settings" description="Change how calls are answered.">
 *   <button type="button" onClick={() => setOpen(false)}>Done</button>
 * </Dialog>
 * ```
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  locale,
  initialFocus,
  container,
  className,
}: DialogProps) {
  const isClient = useIsClient();
  const dialog = useDialog({ open, onOpenChange, initialFocus });
  const styleRef = useInjectedStyles(DIALOG_STYLE_SHEETS);
  const messages = dialogMessages.forLocale(locale);
  const hasDescription = description !== undefined && description !== null && description !== "";

  if (!open || !isClient) return null;

  return createPortal(
    // The backdrop is not focusable on purpose: Escape is its keyboard equivalent.
    <div ref={styleRef} className="rl-root rl-dialog" {...dialog.backdropProps}>
      <div
        ref={dialog.contentRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={dialog.titleId}
        aria-describedby={hasDescription ? dialog.descriptionId : undefined}
        tabIndex={-1}
        className={className ? `rl-dialog__content ${className}` : "rl-dialog__content"}
      >
        <h2 id={dialog.titleId} className="rl-dialog__title">
          {title}
        </h2>
        {hasDescription ? (
          <p id={dialog.descriptionId} className="rl-dialog__description">
            {description}
          </p>
        ) : null}
        <div className="rl-dialog__body">{children}</div>
        <button
          type="button"
          className="rl-icon-button rl-dialog__close"
          aria-label={messages.close}
          onClick={dialog.close}
        >
          <CloseIcon />
        </button>
      </div>
    </div>,
    container ?? document.body,
  );
}
