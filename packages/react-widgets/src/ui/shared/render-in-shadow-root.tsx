import { render } from "@testing-library/react";
import type { ReactNode } from "react";

/**
 * Renders a tree into a fresh shadow root, as the embed does, for tests that check a
 * primitive works (and styles itself) there.
 *
 * @example
 * ```tsx
 * const { shadowRoot, unmount } = renderInShadowRoot(<Badge>New</Badge>);
 * expect(shadowRoot.querySelector('style[data-ringline="badge"]')).not.toBeNull();
 * unmount();
 * ```
 */
export function renderInShadowRoot(tree: ReactNode) {
  const host = document.createElement("div");
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: "open" });
  const mount = document.createElement("div");
  shadowRoot.append(mount);
  const result = render(tree, { container: mount });
  return {
    shadowRoot,
    unmount() {
      result.unmount();
      host.remove();
    },
  };
}
