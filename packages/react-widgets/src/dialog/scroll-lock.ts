interface ScrollLock {
  count: number;
  overflow: string;
  paddingRight: string;
}

const scrollLocks = new WeakMap<Document, ScrollLock>();

/**
 * Stops the page behind a modal from scrolling, keeping the layout still by padding for
 * the scrollbar that disappears. Nested locks are counted; the page scrolls again when
 * the last one is released.
 *
 * @example
 * ```ts
 * const unlock = lockDocumentScroll(document);
 * // …later
 * unlock();
 * ```
 */
export function lockDocumentScroll(document: Document): () => void {
  const body = document.body;
  let lock = scrollLocks.get(document);
  if (lock) {
    lock.count += 1;
  } else {
    const view = document.defaultView;
    const pageWidth = document.documentElement.clientWidth;
    // A page without layout (clientWidth 0, e.g. jsdom) has no scrollbar to make up for.
    const scrollbarWidth = view && pageWidth > 0 ? view.innerWidth - pageWidth : 0;
    lock = { count: 1, overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    scrollLocks.set(document, lock);
    if (scrollbarWidth > 0 && view) {
      const padding = Number.parseFloat(view.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbarWidth}px`;
    }
    body.style.overflow = "hidden";
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const current = scrollLocks.get(document);
    if (!current) return;
    current.count -= 1;
    if (current.count > 0) return;
    scrollLocks.delete(document);
    body.style.overflow = current.overflow;
    body.style.paddingRight = current.paddingRight;
  };
}
