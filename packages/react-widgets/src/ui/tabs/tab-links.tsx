import type { ReactNode } from "react";
import { classNames } from "../shared/class-names.js";
import { type LinkComponent, RenderLink } from "../shared/link.js";
import { useStyledRef } from "../shared/use-styled-ref.js";
import { TABS_STYLE_SHEETS } from "./tabs.js";

/**
 * One route of {@link TabLinks}.
 *
 * @example
 * ```ts
 * const item: TabLinkItem = { href: "/dashboard/calls", label: "Calls", current: true };
 * ```
 */
export interface TabLinkItem {
  href: string;
  label: ReactNode;
  /** The page being shown; gets `aria-current="page"` and the selected look. */
  current?: boolean | undefined;
}

/**
 * Props of {@link TabLinks}.
 *
 * @example
 * ```tsx
 * const props: TabLinksProps = { label: "Dashboard", items, linkComponent: Link };
 * ```
 */
export interface TabLinksProps {
  items: readonly TabLinkItem[];
  /** The navigation's accessible name, e.g. "Dashboard sections". */
  label: string;
  /** Renders each link, e.g. React Router's `Link`. Default: a plain `<a>`. */
  linkComponent?: LinkComponent | undefined;
  className?: string | undefined;
}

/**
 * Tabs that are routes: a `nav` of links styled as tabs, the current page marked with
 * `aria-current="page"`. Each tab is a page of its own (its URL, Back and reload work);
 * the keyboard moves with Tab like any links.
 *
 * @example
 * ```tsx
 * import { Link, useLocation } from "react-router";
 * import { TabLinks } from "@ringline/react-widgets";
 *
 * const { pathname } = useLocation();
 * <TabLinks
 *   label="Dashboard sections"
 *   linkComponent={Link}
 *   items={["calls", "numbers", "billing", "settings"].map((section) => ({
 *     href: `/dashboard/${section}`,
 *     label: titles[section],
 *     current: pathname.startsWith(`/dashboard/${section}`),
 *   }))}
 * />
 * ```
 */
export function TabLinks({ items, label, linkComponent, className }: TabLinksProps) {
  const ref = useStyledRef<HTMLElement>(TABS_STYLE_SHEETS);
  return (
    <nav ref={ref} aria-label={label} className={classNames("rl-root rl-tabs", className)}>
      <ul className="rl-tabs__list">
        {items.map((item) => (
          <li key={item.href} className="rl-tabs__item">
            <RenderLink
              href={item.href}
              linkComponent={linkComponent}
              className="rl-tabs__tab"
              aria-current={item.current ? "page" : undefined}
            >
              {item.label}
            </RenderLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
