import {
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useIsomorphicLayoutEffect } from "../shared/use-isomorphic-layout-effect.js";
import { activateModal } from "./modal.js";

/**
 * Options of {@link useDialog}.
 *
 * @example
 * ```ts
 * const options: UseDialogOptions = { open, onOpenChange: setOpen };
 * ```
 */
export interface UseDialogOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives focus when the dialog opens (default: the first tabbable element inside). */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
}

/**
 * What {@link useDialog} gives the markup: ids to tie the title and description, a ref
 * for the `role="dialog"` element and handlers for the backdrop.
 *
 * @example
 * ```tsx
 * const dialog = useDialog({ open, onOpenChange });
 * <div {...dialog.backdropProps}><div ref={dialog.contentRef} aria-labelledby={dialog.titleId} /></div>
 * ```
 */
export interface UseDialogResult {
  titleId: string;
  descriptionId: string;
  /** Asks the owner to close the dialog (`onOpenChange(false)`). */
  close: () => void;
  /** Attach to the `role="dialog"` element. */
  contentRef: (element: HTMLElement | null) => void;
  /** Spread on the backdrop: a click that starts and ends on it closes the dialog. */
  backdropProps: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onClick: (event: MouseEvent<HTMLElement>) => void;
  };
}

/**
 * The behaviour of a modal dialog without its markup: while `open` and mounted, focus is
 * moved in and trapped, Escape and a backdrop click close, the page does not scroll, and
 * focus returns to the opener on close.
 *
 * @example
 * ```tsx
 * function MyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
 *   const dialog = useDialog({ open, onOpenChange });
 *   if (!open) return null;
 *   return createPortal(
 *     <div className="backdrop" {...dialog.backdropProps}>
 *       <div ref={dialog.contentRef} role="dialog" aria-modal="true" aria-labelledby={dialog.titleId} tabIndex={-1}>
 *         <h2 id={dialog.titleId}>Settings</h2>
 *         <button type="button" onClick={dialog.close}>Done</button>
 *       </div>
 *     </div>,
 *     document.body,
 *   );
 * }
 * ```
 */
export function useDialog({ open, onOpenChange, initialFocus }: UseDialogOptions): UseDialogResult {
  const titleId = useId();
  const descriptionId = useId();
  const [content, setContent] = useState<HTMLElement | null>(null);

  // The latest callback, so an inline `onOpenChange` does not re-run the modal effect
  // (which would restore and re-take focus on every render).
  const onOpenChangeRef = useRef(onOpenChange);
  useIsomorphicLayoutEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });
  const close = useCallback(() => onOpenChangeRef.current(false), []);

  useIsomorphicLayoutEffect(() => {
    if (!open || !content) return;
    return activateModal(content, {
      onEscape: close,
      initialFocus: initialFocus?.current ?? undefined,
    });
  }, [open, content, close, initialFocus]);

  const pointerDownOnBackdrop = useRef(false);
  const backdropProps = useMemo<UseDialogResult["backdropProps"]>(
    () => ({
      onPointerDown(event) {
        pointerDownOnBackdrop.current = event.target === event.currentTarget;
      },
      onClick(event) {
        // A press that began inside the dialog (e.g. selecting text) and ended on the
        // backdrop is not a click on the backdrop.
        const startedOnBackdrop = pointerDownOnBackdrop.current;
        pointerDownOnBackdrop.current = false;
        if (startedOnBackdrop && event.target === event.currentTarget) close();
      },
    }),
    [close],
  );

  return { titleId, descriptionId, close, contentRef: setContent, backdropProps };
}
