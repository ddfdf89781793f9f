import {
  type ComponentType,
  type LazyExoticComponent,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus into the loaded part: its first control, or, while the part has none yet (it is
 * still loading its own data), the part itself, so the keyboard's place is kept there rather
 * than dropped to the page; the next Tab then reaches its first control.
 */
function focusFirstControl(container: HTMLElement | null): void {
  const target = container?.querySelector<HTMLElement>(FOCUSABLE) ?? container;
  target?.focus({ preventScroll: false });
}

/**
 * Whether the visitor has pressed Tab on this page. Listened for from the moment this module
 * loads (with the page), so an island hydrated only because of that key (a prerendered part of
 * the page wakes on the first key) still learns of it and loads.
 */
let tabbed = false;
if (typeof window !== "undefined") {
  window.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Tab") tabbed = true;
    },
    { capture: true, passive: true },
  );
}

/** Runs `onMount` when the island's content (not its fallback) is on the page. */
function ContentMounted({ onMount }: { onMount: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the content first shows
  useEffect(onMount, []);
  return null;
}

/**
 * A part of a page whose code loads when it comes near the window (600 px before it shows),
 * so the first paint carries only what is on screen. Until then, and while its code loads, a
 * box of `minHeight` holds its place, so nothing below it jumps.
 *
 * Keyboard users reach it too: the first Tab on the page loads every island, and the box
 * itself is a Tab stop; focused, it loads the part and hands the focus to its first control,
 * so Tab alone goes through every widget without scrolling first.
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
  const content = useRef<HTMLDivElement>(null);
  // Set when the visitor tabbed onto the box: the loaded part takes the focus over.
  const focusPending = useRef(false);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    // Hydrated while the prerendered box already had the focus.
    if (document.activeElement === element) {
      focusPending.current = true;
      setNear(true);
      return;
    }
    if (tabbed || typeof IntersectionObserver === "undefined") {
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
    // A visitor who tabs is on the keyboard: load now, so the part is ready when Tab gets there.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Tab") setNear(true);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("keydown", onKeyDown);
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("keydown", onKeyDown);
    };
  }, [near]);
  const onFocus = () => {
    focusPending.current = true;
    setNear(true);
  };
  if (!near) {
    return (
      <Placeholder
        boxRef={placeholder}
        minHeight={minHeight}
        label={label}
        focusable
        onFocus={onFocus}
      />
    );
  }
  const onContentMount = () => {
    if (!focusPending.current) return;
    focusPending.current = false;
    // Only if the focus is still on the box (or was lost with it), never away from elsewhere.
    const active = document.activeElement;
    if (active && active !== document.body && !active.classList.contains("island-placeholder")) {
      return;
    }
    focusFirstControl(content.current);
  };
  return (
    // Focusable from script only (see focusFirstControl), never a Tab stop of its own.
    <div ref={content} className="island" tabIndex={-1}>
      <Suspense
        fallback={
          // Still a Tab stop while the code loads (the first Tab loads every island; a fast
          // keyboard user may reach one before its code is in): focused, it hands over too.
          <Placeholder
            boxRef={undefined}
            minHeight={minHeight}
            label={label}
            focusable
            takeFocus={focusPending.current}
            onFocus={onFocus}
          />
        }
      >
        <Component {...props} />
        <ContentMounted onMount={onContentMount} />
      </Suspense>
    </div>
  );
}

function Placeholder({
  boxRef,
  minHeight,
  label,
  focusable = false,
  takeFocus = false,
  onFocus,
}: {
  boxRef: RefObject<HTMLDivElement | null> | undefined;
  minHeight: string;
  label: string;
  focusable?: boolean;
  /** Keeps the focus the box had before its code started loading. */
  takeFocus?: boolean;
  onFocus?: () => void;
}) {
  return (
    <div
      ref={(element) => {
        if (boxRef) boxRef.current = element;
        if (element && takeFocus) element.focus({ preventScroll: true });
      }}
      className="island-placeholder"
      style={{ minHeight }}
      role="status"
      aria-label={label}
      tabIndex={focusable ? 0 : undefined}
      onFocus={onFocus}
    />
  );
}
