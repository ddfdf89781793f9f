/**
 * How a copy ended: through the Clipboard API, through the older `execCommand("copy")`
 * (insecure pages, older browsers, some webviews), or not at all.
 *
 * @example
 * ```ts
 * const outcome: CopyOutcome = await copyText("**21*5551234567#");
 * ```
 */
export type CopyOutcome = "clipboard" | "fallback" | "failed";

/**
 * Copies text to the clipboard. Tries `navigator.clipboard.writeText` and, when that is
 * missing or refused, a hidden textarea with `document.execCommand("copy")`. Never
 * throws: a failure comes back as `"failed"` so the widget can tell the visitor to copy
 * by hand.
 *
 * @example
 * ```ts
 * if ((await copyText(code)) === "failed") showManualCopyHint();
 * ```
 */
export async function copyText(text: string): Promise<CopyOutcome> {
  const clipboard = globalThis.navigator?.clipboard;
  if (clipboard && typeof clipboard.writeText === "function") {
    try {
      await clipboard.writeText(text);
      return "clipboard";
    } catch {
      // Refused (no permission, not focused, insecure context): try the old way.
    }
  }
  return copyWithTextarea(text) ? "fallback" : "failed";
}

function copyWithTextarea(text: string): boolean {
  if (typeof document === "undefined" || typeof document.execCommand !== "function") return false;
  // Inside a shadow root the document only knows the host; focus goes back to the button.
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  const textarea = document.createElement("textarea");
  textarea.value = text;
  textarea.setAttribute("readonly", "");
  // Off screen but selectable; a readonly field keeps the mobile keyboard closed.
  textarea.style.cssText = "position:fixed;top:0;left:-9999px;opacity:0";
  document.body.append(textarea);
  textarea.focus({ preventScroll: true });
  textarea.select();
  textarea.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  textarea.remove();
  if (active instanceof HTMLElement) active.focus();
  return copied;
}
