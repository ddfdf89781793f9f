import { getDeepActiveElement, getTabbableElements } from "./focus.js";
import { lockDocumentScroll } from "./scroll-lock.js";

/**
 * Options of {@link activateModal}.
 *
 * @example
 * ```ts
 * const options: ModalOptions = { onEscape: () => setOpen(false) };
 * ```
 */
export interface ModalOptions {
  /** Called when Escape is pressed while this modal is the topmost one. */
  onEscape: () => void;
  /** Receives focus on activation (default: the first tabbable element, else the modal). */
  initialFocus?: HTMLElement | undefined;
}

// Open modals, topmost last: only the topmost one handles keys and keeps focus.
const modalStack: HTMLElement[] = [];

/**
 * Makes an element behave as a modal: moves focus in, keeps Tab and Shift+Tab cycling
 * inside, pulls back focus that escapes, closes on Escape and locks the page's scroll.
 * The returned function undoes all of it and gives focus back to the element that had
 * it before. Framework-free; `useDialog` calls it from React.
 *
 * @example
 * ```ts
 * const deactivate = activateModal(dialogElement, { onEscape: close });
 * // when the dialog closes:
 * deactivate();
 * ```
 */
export function activateModal(content: HTMLElement, options: ModalOptions): () => void {
  const document = content.ownerDocument;
  const opener = getDeepActiveElement(document);
  const unlockScroll = lockDocumentScroll(document);
  modalStack.push(content);

  const isTopmost = () => modalStack[modalStack.length - 1] === content;
  let lastFocused: HTMLElement | undefined;

  function focusInitial(): void {
    (options.initialFocus ?? getTabbableElements(content)[0] ?? content).focus();
  }

  function onKeyDown(event: KeyboardEvent): void {
    if (!isTopmost() || event.defaultPrevented) return;
    if (event.key === "Escape") {
      if (event.isComposing) return;
      event.preventDefault();
      options.onEscape();
      return;
    }
    if (event.key !== "Tab") return;
    const tabbable = getTabbableElements(content);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      content.focus();
      return;
    }
    const active = getDeepActiveElement(document);
    const inside = active !== null && content.contains(active);
    if (event.shiftKey) {
      if (!inside || active === first || active === content) {
        event.preventDefault();
        last.focus();
      }
    } else if (!inside || active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onFocusIn(event: FocusEvent): void {
    if (!isTopmost()) return;
    // composedPath()[0] is the real target even when focus moved inside a shadow root;
    // focusin only fires on nodes, so the cast is safe.
    const target = event.composedPath()[0] as Node | undefined;
    if (target && content.contains(target)) {
      lastFocused = target as HTMLElement;
      return;
    }
    // Back to where the visitor was (e.g. after clicking a toast above the backdrop).
    if (lastFocused?.isConnected && !lastFocused.matches(":disabled")) lastFocused.focus();
    else focusInitial();
  }

  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("focusin", onFocusIn);
  focusInitial();

  return () => {
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("focusin", onFocusIn);
    const index = modalStack.lastIndexOf(content);
    if (index !== -1) modalStack.splice(index, 1);
    unlockScroll();
    if (opener && opener !== document.body && opener.isConnected && "focus" in opener) {
      (opener as HTMLElement).focus();
    }
  };
}
