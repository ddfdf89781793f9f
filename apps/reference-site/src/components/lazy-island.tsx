import {
  type ComponentType,
  type LazyExoticComponent,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";

/**
 * A part of a page whose code loads when it comes near the window (600 px before it shows),
 * so the first paint carries only what is on screen. Until then, and while its code loads, a
 * box of `minHeight` holds its place, so nothing below it jumps.
 */
export function LazyIsland<Props extends object>({
  component: Component,
  props,
  minHeight,
  label,
}: {
  component: LazyExoticComponent<ComponentType<Props>>;
  props: Props;
  /** The height the part is expected to take, e.g. `"32rem"`. */
  minHeight: string;
  /** What is loading, said to screen readers while it does. */
  label: string;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    // Scrolling near it loads it too, should the observer not report: never an empty box.
    const onScroll = () => {
      const box = element.getBoundingClientRect();
      if (box.top < window.innerHeight + 600 && box.bottom > -600) setNear(true);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
    };
  }, [near]);
  const box = (
    <div
      ref={placeholder}
      className="island-placeholder"
      style={{ minHeight }}
      role="status"
      aria-label={label}
    />
  );
  if (!near) return box;
  return (
    <Suspense fallback={box}>
      <Component {...props} />
    </Suspense>
  );
}
