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

// The prerendered forms (sign-in, sign-up …) can be filled in before the page's script has run.
// Until the page is hydrated nothing would handle their submission: the browser's own would
// put the fields, a password too, in the page's address. So the prerender disables their
// submit buttons (which also stops Enter from submitting), and hydration gives them back with
// what the visitor typed meanwhile.

/** The attribute the prerender marks the submit buttons it disabled with. */
export const DISABLED_UNTIL_HYDRATED = "data-disabled-until-hydrated";

/**
 * In the prerender: disables the submit buttons of every form under `container`, marked so
 * that `keepTypedInput` enables them again once the page is hydrated.
 *
 * @example
 * ```ts
 * holdFormsUntilHydrated(container); // before reading container.innerHTML
 * ```
 */
export function holdFormsUntilHydrated(container: ParentNode): void {
  const buttons = container.querySelectorAll<HTMLButtonElement | HTMLInputElement>(
    'form button:not([type]), form button[type="submit"], form input[type="submit"]',
  );
  for (const button of buttons) {
    if (button.disabled) continue;
    button.disabled = true;
    button.setAttribute(DISABLED_UNTIL_HYDRATED, "");
  }
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether the visitor changed a control from what the prerendered HTML says. */
function changedByVisitor(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (control instanceof HTMLInputElement) {
    if (["hidden", "file", "submit", "button", "reset", "image"].includes(control.type)) {
      return false;
    }
    if (control.type === "checkbox" || control.type === "radio") {
      return control.checked !== control.defaultChecked;
    }
  }
  return control.value !== control.defaultValue;
}

/**
 * In the browser, just before hydrating a prerendered page: notes what the visitor typed or
 * chose in its forms. The function it returns, run just after hydrating, puts those values back
 * (the renderer may have reset a `<textarea>`) and hands each to the component that owns it
 * through the event its `onChange` listens to (so a form's state holds what the page shows),
 * then enables the submit buttons the prerender disabled.
 *
 * @example
 * ```ts
 * const afterHydration = keepTypedInput(root);
 * whileHydrating(() => hydrateRoot(root, app));
 * afterHydration();
 * ```
 */
export function keepTypedInput(root: ParentNode): () => void {
  const typed = [...root.querySelectorAll<Control>("input, textarea, select")]
    .filter(changedByVisitor)
    .map((control) => ({
      control,
      value: control.value,
      checked: control instanceof HTMLInputElement ? control.checked : false,
      selected:
        control instanceof HTMLSelectElement
          ? [...control.options].map((option) => option.selected)
          : [],
    }));
  return () => {
    for (const { control, value, checked, selected } of typed) {
      let event = "input";
      if (control instanceof HTMLSelectElement) {
        for (const [index, option] of [...control.options].entries()) {
          option.selected = selected[index] ?? false;
        }
        event = "change";
      } else if (
        control instanceof HTMLInputElement &&
        (control.type === "checkbox" || control.type === "radio")
      ) {
        control.checked = checked;
        event = "change";
      } else {
        control.value = value;
      }
      control.dispatchEvent(new Event(event, { bubbles: true }));
    }
    for (const button of root.querySelectorAll<HTMLButtonElement | HTMLInputElement>(
      `[${DISABLED_UNTIL_HYDRATED}]`,
    )) {
      button.disabled = false;
      button.removeAttribute(DISABLED_UNTIL_HYDRATED);
    }
  };
}
