import { useSyncExternalStore } from "react";

function subscribeToNothing(): () => void {
  return () => {};
}

/**
 * False while rendering on the server and while hydrating, true afterwards; lets a widget
 * render portals only where a `document` exists without an extra render on the client.
 *
 * @example
 * ```tsx
 * const isClient = useIsClient();
 * return isClient ? createPortal(children, document.body) : null;
 * ```
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
