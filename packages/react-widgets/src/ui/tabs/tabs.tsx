import type { ReactNode } from "react";
import { baseStyles } from "../../shared/base-styles.js";
import { classNames } from "../shared/class-names.js";
import { useStyledRef } from "../shared/use-styled-ref.js";
import { tabsStyles } from "./tabs.styles.js";
import { type UseTabsOptions, useTabs } from "./use-tabs.js";

export const TABS_STYLE_SHEETS = [baseStyles, tabsStyles];

/**
 * One tab of {@link Tabs}: its label and what its panel shows.
 *
 * @example
 * ```tsx
 * const item: TabItem = { value: "calls", label: "Calls", content: <CallsView /> };
 * ```
 */
export interface TabItem {
  /** Identifies the tab in `value` and `onValueChange`, e.g. the URL's `?tab=`. */
  value: string;
  label: ReactNode;
  /** Rendered only while the tab is selected. */
  content: ReactNode;
  disabled?: boolean | undefined;
}

/**
 * Props of {@link Tabs}.
 *
 * @example
 * ```tsx
 * const props: TabsProps = { label: "Account", items, value: tab, onValueChange: setTab };
 * ```
 */
export interface TabsProps extends Omit<UseTabsOptions, "items"> {
  items: readonly TabItem[];
  /** The tab list's accessible name, e.g. "Dashboard sections". */
  label: string;
  className?: string | undefined;
}

/**
 * Tabs that switch panels in place (the WAI-ARIA tabs pattern). Controlled with `value`
 * and `onValueChange` to keep the tab in the URL; for tabs that are routes, use
 * `TabLinks`. Only the selected panel's content is rendered.
 *
 * @example
 * ```tsx
 * import { Tabs } from "@ringline/react-widgets";
 *
 * const [searchParams, setSearchParams] = useSearchParams();
 * <Tabs
 *   label="Call settings"
 *   value={searchParams.get("tab") ?? "greeting"}
 *   onValueChange={(tab) => setSearchParams({ tab })}
 *   items={[
 *     { value: "greeting", label: "Greeting", content: <GreetingForm /> },
 *     { value: "hours", label: "Business hours", content: <HoursForm /> },
 *   ]}
 * />
 * ```
 */
export function Tabs({ items, label, className, ...options }: TabsProps) {
  const ref = useStyledRef<HTMLDivElement>(TABS_STYLE_SHEETS);
  const tabs = useTabs({ ...options, items });
  const listProps = tabs.getTabListProps();
  return (
    <div ref={ref} className={classNames("rl-root rl-tabs", className)}>
      <div {...listProps} role="tablist" aria-label={label} className="rl-tabs__list">
        {items.map((item) => (
          <button key={item.value} {...tabs.getTabProps(item.value)} className="rl-tabs__tab">
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => {
        const panelProps = tabs.getPanelProps(item.value);
        return (
          <div key={item.value} {...panelProps} className="rl-tabs__panel">
            {panelProps.hidden ? null : item.content}
          </div>
        );
      })}
    </div>
  );
}
