import { type ReactNode, Suspense, useEffect, useId, useState } from "react";
import { renderPhase } from "../shared/hydration.js";

/** Runs `callback` after `frames` animation frames, in a task of its own; returns a cancel. */
function afterFrames(frames: number, callback: () => void): () => void {
  let handle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = (left: number) => {
    if (left <= 0) {
      timer = setTimeout(callback, 0);
      return;
    }
    handle = requestAnimationFrame(() => step(left - 1));
  };
  step(frames);
  return () => {
    cancelAnimationFrame(handle);
    clearTimeout(timer);
  };
}

/** What makes a prerendered part live: coming near the window, or the visitor's first input. */
const INPUTS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * Calls `activate`: when `element`'s content comes within half a window of the viewport or takes
 * the focus (a keyboard visitor tabbing into it), or some frames (`order`) after the visitor
 * first presses, touches or types anywhere. Returns a cancel.
 */
function whenNeeded(element: Element | null, order: number, activate: () => void): () => void {
  let cancelFrames: (() => void) | undefined;
  const stop = () => {
    observer?.disconnect();
    cancelFrames?.();
    for (const name of INPUTS) window.removeEventListener(name, onInput);
    document.removeEventListener("focusin", onFocusIn);
  };
  // Once: the observer and the listeners go with the first call.
  const fire = () => {
    stop();
    activate();
  };
  const observer =
    typeof IntersectionObserver === "undefined" || !element
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) fire();
          },
          { rootMargin: "50% 0px" },
        );
  // The part has no box of its own (`display: contents`): its prerendered children have.
  for (const child of element?.children ?? []) observer?.observe(child);
  function onInput() {
    cancelFrames ??= afterFrames(order, fire);
  }
  // Tabbed into: live at once, so the control that has the focus works when the key is pressed.
  function onFocusIn(event: FocusEvent) {
    if (element && event.target instanceof Node && element.contains(event.target)) fire();
  }
  for (const name of INPUTS) window.addEventListener(name, onInput, { passive: true });
  document.addEventListener("focusin", onFocusIn);
  if (!observer) onInput();
  return stop;
}

/** A promise to suspend on until the part is needed, and what settles it. */
interface Gate {
  opened: boolean;
  readonly promise: Promise<void>;
  open(): void;
}

function createGate(): Gate {
  let resolve = () => {};
  const gate: Gate = {
    opened: false,
    promise: new Promise<void>((done) => {
      resolve = done;
    }),
    open() {
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

/** Live, the part's element loses the prerendered mark. */
const removeStaticMark = (element: HTMLDivElement | null) =>
  element?.removeAttribute("data-static");

/**
 * The part's element and content. Over a prerendered page it suspends until the part is
 * needed: Preact keeps the prerendered element as it is meanwhile, then hydrates it in place
 * (the same nodes, never rendered again).
 */
function Part({ gate, id, children }: { gate?: Gate; id: string; children: ReactNode }) {
  if (gate && !gate.opened) throw gate.promise;
  return (
    <div ref={removeStaticMark} className="deferred-part" data-part={id}>
      {children}
    </div>
  );
}

/**
 * A part of a long page below its first screen. Rendered in the browser, it renders some
 * frames after the page's first render, one part per frame in the order given, so that the
 * page paints its first screen at once and builds (and lays out) the rest in small pieces
 * instead of one long task that keeps the page from answering; `immediate` renders at once (a
 * page opened at an anchor needs its sections).
 *
 * On a prerendered page the part is in the HTML from the start (its content shows, and counts
 * in the page's height, before any script runs), and hydration leaves it as it is: it is
 * hydrated (in place, its controls starting to work) when it comes near the window or the
 * visitor first presses a key or the screen, so loading the page does not pay for the parts
 * no one has reached. Its controls take no pointer until then (`data-static`, base.css).
 */
export function Deferred({
  order,
  immediate = false,
  children,
}: {
  /** This part's frame: part 1 renders after the first frame, part 2 after the second… */
  order: number;
  immediate?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const [phase] = useState(renderPhase);
  const [gate] = useState(() => (phase === "hydrating" && !immediate ? createGate() : undefined));
  const [shown, setShown] = useState(immediate);
  useEffect(() => {
    if (gate) {
      if (immediate) gate.open();
      if (gate.opened) return;
      const element = document.querySelector(`[data-part="${id}"]`);
      return whenNeeded(element, order, () => gate.open());
    }
    if (shown) return;
    const show = () => setShown(true);
    // Sent to an anchor of the page after it rendered: every part at once.
    if (immediate) return show();
    if (typeof requestAnimationFrame === "undefined") {
      const timer = setTimeout(show, order);
      return () => clearTimeout(timer);
    }
    return afterFrames(order, show);
  }, [gate, id, order, shown, immediate]);
  if (phase === "prerendering") {
    return (
      <div className="deferred-part" data-static="" data-part={id}>
        {children}
      </div>
    );
  }
  if (phase === "hydrating") {
    return (
      <Suspense fallback={null}>
        <Part gate={gate} id={id}>
          {children}
        </Part>
      </Suspense>
    );
  }
  return shown ? <>{children}</> : null;
}
