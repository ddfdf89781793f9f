const FOCUSABLE_SELECTOR = [
  "a[href]",
  "area[href]",
  "button",
  "input:not([type='hidden'])",
  "select",
  "textarea",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "summary",
  "[contenteditable]:not([contenteditable='false'])",
  "[tabindex]",
].join(",");

/**
 * The elements inside `container` that Tab reaches, in document order.
 *
 * @example
 * ```ts
 * const [first] = getTabbableElements(dialogElement);
 * first?.focus();
 * ```
 */
export function getTabbableElements(container: Element): HTMLElement[] {
  const candidates = container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR);
  return Array.from(candidates).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(":disabled") &&
      !element.closest("[hidden],[inert]"),
  );
}

/**
 * The focused element, looking through open shadow roots (`document.activeElement` stops
 * at the shadow host).
 *
 * @example
 * ```ts
 * const opener = getDeepActiveElement(document);
 * ```
 */
export function getDeepActiveElement(document: Document): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
