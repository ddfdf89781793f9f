import { type ReactNode, useEffect, useState } from "react";

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

/**
 * Renders its children some frames after the page's first render, one part per frame in the
 * order given, so that a long page paints its first screen at once and builds (and lays out)
 * the rest in small pieces instead of one long task that keeps the page from answering.
 * Everything renders without the visitor doing anything; `immediate` renders at once (a page
 * opened at an anchor needs its sections).
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
  const [shown, setShown] = useState(immediate);
  useEffect(() => {
    if (shown) return;
    if (typeof requestAnimationFrame === "undefined") {
      const timer = setTimeout(() => setShown(true), order);
      return () => clearTimeout(timer);
    }
    return afterFrames(order, () => setShown(true));
  }, [order, shown]);
  return shown ? <>{children}</> : null;
}
