import { useCallback, useRef } from "react";
import type { StyleSheetDefinition } from "../../shared/styles.js";
import { injectStyles } from "../../shared/styles.js";
import { useIsomorphicLayoutEffect } from "../../shared/use-isomorphic-layout-effect.js";
import { type LinkComponent, type LinkComponentProps, RenderLink } from "../shared/link.js";
import { BUTTON_STYLE_SHEETS, type ButtonLookProps, buttonClassName } from "./button-class-name.js";

/**
 * Props of {@link LinkButton}: an anchor's attributes plus the button look.
 *
 * @example
 * ```tsx
 * const props: LinkButtonProps = { href: "/signup", variant: "primary", size: "lg" };
 * ```
 */
export interface LinkButtonProps extends Omit<LinkComponentProps, "to">, ButtonLookProps {
  /**
   * Renders the link, e.g. React Router's `Link` (it receives `to` as well as `href`).
   * Default: a plain `<a>`.
   */
  linkComponent?: LinkComponent | undefined;
}

// A custom link component that drops the ref (React 18 without forwardRef) still gets
// styled: the sheets then go to the document, which is right everywhere but in a shadow root.
// Preact hands such a component's ref its internal instance rather than nothing, hence the
// check for a node.
function useLinkStyles(sheets: readonly StyleSheetDefinition[]) {
  const attached = useRef(false);
  useIsomorphicLayoutEffect(() => {
    if (!attached.current) injectStyles(document.documentElement, sheets);
  });
  return useCallback(
    (element: HTMLAnchorElement | null) => {
      if (!(element && typeof element.getRootNode === "function")) return;
      attached.current = true;
      injectStyles(element, sheets);
    },
    [sheets],
  );
}

/**
 * A link that looks like a {@link Button}: for navigation ("Start free trial", "View
 * invoice"), where a button would be the wrong element.
 *
 * @example
 * ```tsx
 * import { Link } from "react-router";
 * import { LinkButton } from "@ringline/react-widgets";
 *
 * <LinkButton href="/signup?plan=growth" linkComponent={Link} size="lg">Start free trial</LinkButton>
 * ```
 */
export function LinkButton({
  variant,
  size,
  fullWidth,
  className,
  linkComponent,
  ...props
}: LinkButtonProps) {
  const ref = useLinkStyles(BUTTON_STYLE_SHEETS);
  return (
    <RenderLink
      {...props}
      ref={ref}
      linkComponent={linkComponent}
      className={buttonClassName({ variant, size, fullWidth, className })}
    />
  );
}
