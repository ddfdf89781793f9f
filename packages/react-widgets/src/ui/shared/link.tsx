import {
  type AnchorHTMLAttributes,
  type ComponentType,
  forwardRef,
  type RefAttributes,
} from "react";

/**
 * What a {@link LinkComponent} receives: an anchor's attributes, with the destination both
 * as `href` and as `to`, so React Router's `Link` works as it is and a Next.js-style link
 * that takes `href` does too.
 *
 * @example
 * ```tsx
 * function SiteLink({ to, ...props }: LinkComponentProps) {
 *   return <a {...props} data-router-link />;
 * }
 * ```
 */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** The same destination as `href`; a plain `<a>` never receives it. */
  to: string;
}

/**
 * A component that renders a link, passed to the primitives that navigate (`LinkButton`,
 * `TabLinks`, `Pagination` with `hrefFor`) so that a router handles the navigation.
 *
 * @example
 * ```tsx
 * import { Link } from "react-router";
 * <LinkButton href="/signup" linkComponent={Link}>Start free trial</LinkButton>
 * ```
 */
export type LinkComponent = ComponentType<LinkComponentProps & RefAttributes<HTMLAnchorElement>>;

/** The props of {@link RenderLink}. */
export type RenderLinkProps = Omit<LinkComponentProps, "to"> & {
  linkComponent?: LinkComponent | undefined;
};

/**
 * Renders a link with the caller's component, or a plain anchor (which never gets `to`).
 *
 * @example
 * ```tsx
 * <RenderLink linkComponent={Link} href="/pricing" className="rl-button">Pricing</RenderLink>
 * ```
 */
export const RenderLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, RenderLinkProps>(
  function RenderLink({ linkComponent: Component, ...props }, ref) {
    if (Component) return <Component {...props} to={props.href} ref={ref} />;
    return <a {...props} ref={ref} />;
  },
);
