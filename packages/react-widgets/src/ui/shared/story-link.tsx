import { forwardRef } from "react";
import type { LinkComponentProps } from "./link.js";

/**
 * A stand-in for a router's link in stories and tests: it renders an anchor, keeps the
 * `to` it received in `data-to`, and does not leave the page when clicked.
 *
 * @example
 * ```tsx
 * <LinkButton href="/signup" linkComponent={StoryRouterLink}>Sign up</LinkButton>
 * ```
 */
export const StoryRouterLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function StoryRouterLink({ to, href, onClick, children, ...props }, ref) {
    return (
      <a
        {...props}
        ref={ref}
        href={href}
        data-to={to}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
        }}
      >
        {children}
      </a>
    );
  },
);
