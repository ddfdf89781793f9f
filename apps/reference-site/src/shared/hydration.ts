import { useEffect, useState } from "react";

// The public pages are prerendered at build time (src/prerender.tsx) as a visitor without a
// session sees them, and the browser hydrates that HTML. Whatever depends on this browser (a
// held session, the page's address) must render as the prerender did until hydration is over,
// then update: Preact keeps the prerendered attributes as they are while it hydrates.

/** Where the current render happens: in the browser, hydrating the prerender, or prerendering. */
export type RenderPhase = "client" | "hydrating" | "prerendering";

let phase: RenderPhase = "client";

/**
 * Runs `render` (which renders synchronously: over the prerendered HTML, or the prerender
 * itself with `prerender`) with `useHydrated()` answering false for everything it renders.
 *
 * @example
 * ```ts
 * whileHydrating(() => hydrateRoot(container, app));
 * ```
 */
export function whileHydrating(render: () => void, { prerender = false } = {}): void {
  phase = prerender ? "prerendering" : "hydrating";
  try {
    render();
  } finally {
    phase = "client";
  }
}

/**
 * The phase a component is rendered in, read when it first renders (`useState(renderPhase)`).
 *
 * @example
 * ```ts
 * const [phase] = useState(renderPhase); // "hydrating" over a prerendered page
 * ```
 */
export function renderPhase(): RenderPhase {
  return phase;
}

/**
 * False while the page renders on the server (the prerender) or hydrates the prerendered HTML,
 * true once the browser's own render may differ (from the next commit on). A component mounted
 * later (another page of the visit, a deferred section) gets true at once.
 *
 * @example
 * ```ts
 * const hydrated = useHydrated();
 * const holdsToken = hydrated && api.getAuthToken() !== null;
 * ```
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(
    () => typeof document !== "undefined" && phase === "client",
  );
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
}
