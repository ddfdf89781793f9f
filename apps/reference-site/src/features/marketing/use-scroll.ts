import { useEffect, useState } from "react";
import { SCROLL_THROTTLE_MS } from "./navigation.js";

/**
 * A value computed from the window's scroll position, read at most every 100 ms (the spec's
 * scroll throttle) and once more when scrolling stops, so the last position always counts.
 */
export function useScrollValue<Value>(read: () => Value, initial: Value): Value {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      last = Date.now();
      setValue(read());
    };
    const onScroll = () => {
      clearTimeout(trailing);
      if (Date.now() - last >= SCROLL_THROTTLE_MS) update();
      else trailing = setTimeout(update, SCROLL_THROTTLE_MS);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      clearTimeout(trailing);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [read]);
  return value;
}
