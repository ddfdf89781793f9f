import { useEffect, useState } from "react";

const INTERACTIONS = ["pointerdown", "pointermove", "keydown", "scroll", "touchstart"] as const;

/**
 * False until the visitor first interacts with the page (or `timeoutMs` passes): what no one
 * sees before then (the chat bubble, the conversion prompts) loads after the page is usable,
 * not while it paints.
 */
export function useAfterInteraction(timeoutMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const done = () => setReady(true);
    const timer = setTimeout(done, timeoutMs);
    for (const name of INTERACTIONS) {
      window.addEventListener(name, done, { once: true, passive: true });
    }
    return () => {
      clearTimeout(timer);
      for (const name of INTERACTIONS) window.removeEventListener(name, done);
    };
  }, [ready, timeoutMs]);
  return ready;
}
