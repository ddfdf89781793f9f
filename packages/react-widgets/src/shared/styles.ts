/**
 * One widget's style sheet, inserted once per document or shadow root.
 *
 * @example
 * ```ts
 * const toasterStyles = defineStyles("toaster", ".rl-toaster { position: fixed; }");
 * ```
 */
export interface StyleSheetDefinition {
  /** Written to the `data-ringline` attribute of the `<style>` element; unique per widget. */
  readonly id: string;
  readonly css: string;
}

/**
 * Declares a widget's style sheet. Every class in it starts with `rl-`.
 *
 * @example
 * ```ts
 * const dialogStyles = defineStyles("dialog", ".rl-dialog { position: fixed; inset: 0; }");
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineStyles(id: string, css: string): StyleSheetDefinition {
  return { id, css };
}

/**
 * The one card look of every widget surface (a card, a plan, the ROI calculator, the
 * forwarding guide, the conversation player), the same as the site's cards.
 *
 * @example
 * ```ts
 * defineStyles("plan", `.rl-plan{padding:1.5rem;${CARD_SURFACE}}`);
 * ```
 */
export const CARD_SURFACE =
  "background:var(--_rl-surface-raised);border:1px solid var(--_rl-border-subtle);border-radius:var(--_rl-radius-lg);box-shadow:var(--_rl-shadow-sm)";

const DOCUMENT_NODE = 9;
const DOCUMENT_FRAGMENT_NODE = 11;

/**
 * Inserts the style sheets an element needs into the root the element lives in: the
 * document's `<head>`, or the shadow root when the widget is embedded in one. A sheet
 * already present (same `data-ringline` id) is left alone.
 *
 * @example
 * ```ts
 * injectStyles(element, [baseStyles, dialogStyles]);
 * ```
 */
export function injectStyles(node: Node, sheets: readonly StyleSheetDefinition[]): void {
  const ownerDocument = node.ownerDocument;
  if (!ownerDocument) return;
  const root = node.getRootNode();
  let container: ParentNode;
  if (root.nodeType === DOCUMENT_NODE) {
    container = ownerDocument.head ?? ownerDocument.documentElement;
  } else if (root.nodeType === DOCUMENT_FRAGMENT_NODE) {
    container = root as DocumentFragment;
  } else {
    // Not attached yet: the next commit will try again.
    return;
  }
  for (const sheet of sheets) {
    if (container.querySelector(`style[data-ringline="${sheet.id}"]`)) continue;
    const style = ownerDocument.createElement("style");
    style.dataset.ringline = sheet.id;
    style.textContent = sheet.css;
    // Our sheets go first, in insertion order, so the page's own rules of equal
    // specificity can still override them.
    const ours = container.querySelectorAll("style[data-ringline]");
    const last = ours[ours.length - 1];
    if (last) last.after(style);
    else container.prepend(style);
  }
}
