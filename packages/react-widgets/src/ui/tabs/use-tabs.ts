import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from "react";
import { nextTabValue } from "./tab-navigation.js";

/**
 * One tab as {@link useTabs} sees it.
 *
 * @example
 * ```ts
 * const tab: UseTabsItem = { value: "billing", disabled: !isOwner };
 * ```
 */
export interface UseTabsItem {
  value: string;
  disabled?: boolean | undefined;
}

/**
 * Options of {@link useTabs}: controlled with `value` and `onValueChange` (keep the tab in
 * the URL), or uncontrolled from `defaultValue`.
 *
 * @example
 * ```ts
 * const options: UseTabsOptions = { items, value: params.tab, onValueChange: setTab };
 * ```
 */
export interface UseTabsOptions {
  items: readonly UseTabsItem[];
  value?: string | undefined;
  /** The first tab shown when uncontrolled. Default: the first enabled tab. */
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  orientation?: "horizontal" | "vertical" | undefined;
}

/**
 * The prop getters of a tabs widget.
 *
 * @example
 * ```tsx
 * <div {...tabs.getTabListProps()} aria-label="Sections">
 *   <button {...tabs.getTabProps("calls")}>Calls</button>
 * </div>
 * <div {...tabs.getPanelProps("calls")}>…</div>
 * ```
 */
export interface UseTabsResult {
  /** The selected tab's value. */
  value: string | undefined;
  getTabListProps(): {
    role: "tablist";
    "aria-orientation": "horizontal" | "vertical";
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  getTabProps(value: string): {
    ref: (element: HTMLElement | null) => void;
    id: string;
    role: "tab";
    type: "button";
    "aria-selected": boolean;
    "aria-controls": string;
    "aria-disabled"?: true;
    tabIndex: 0 | -1;
    onClick: (event: MouseEvent<HTMLElement>) => void;
  };
  getPanelProps(value: string): {
    id: string;
    role: "tabpanel";
    "aria-labelledby": string;
    hidden: boolean;
    tabIndex: 0;
  };
}

/**
 * The WAI-ARIA tabs pattern without markup: roving tabindex (only the selected tab is in
 * the Tab order), arrow keys (wrapping), Home and End move and select (automatic
 * activation); disabled tabs are skipped.
 *
 * @example
 * ```tsx
 * const tabs = useTabs({ items: [{ value: "calls" }, { value: "numbers" }] });
 * ```
 */
export function useTabs({
  items,
  value,
  defaultValue,
  onValueChange,
  orientation = "horizontal",
}: UseTabsOptions): UseTabsResult {
  const baseId = `rl-tabs-${useId().replace(/[^\w-]/g, "")}`;
  const enabledValues = items.filter((item) => !item.disabled).map((item) => item.value);
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? enabledValues[0]);
  const selected = value ?? uncontrolledValue;
  // The tab that holds tabindex=0: the selected one, or the first enabled one when the
  // value names no tab (a stale URL), so that the list is always reachable with Tab.
  const focusable = enabledValues.includes(selected ?? "") ? selected : enabledValues[0];
  const elements = useRef(new Map<string, HTMLElement>());

  const indexOf = (tabValue: string) => items.findIndex((item) => item.value === tabValue);
  const tabId = (tabValue: string) => `${baseId}-tab-${indexOf(tabValue)}`;
  const panelId = (tabValue: string) => `${baseId}-panel-${indexOf(tabValue)}`;

  function select(next: string) {
    if (next === selected) return;
    if (value === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  }

  return {
    value: selected,
    getTabListProps: () => ({
      role: "tablist",
      "aria-orientation": orientation,
      onKeyDown(event) {
        const current = [...elements.current].find(([, element]) => element === event.target);
        if (!current) return;
        const direction = getComputedStyle(event.currentTarget).direction === "rtl" ? "rtl" : "ltr";
        const next = nextTabValue(enabledValues, current[0], event.key, { orientation, direction });
        if (next === undefined) return;
        event.preventDefault();
        elements.current.get(next)?.focus();
        select(next);
      },
    }),
    getTabProps: (tabValue) => {
      const disabled = !enabledValues.includes(tabValue);
      return {
        ref(element) {
          if (element) elements.current.set(tabValue, element);
          else elements.current.delete(tabValue);
        },
        id: tabId(tabValue),
        role: "tab",
        type: "button",
        "aria-selected": tabValue === selected,
        "aria-controls": panelId(tabValue),
        ...(disabled ? { "aria-disabled": true as const } : {}),
        tabIndex: tabValue === focusable ? 0 : -1,
        onClick() {
          if (!disabled) select(tabValue);
        },
      };
    },
    getPanelProps: (tabValue) => ({
      id: panelId(tabValue),
      role: "tabpanel",
      "aria-labelledby": tabId(tabValue),
      hidden: tabValue !== selected,
      tabIndex: 0,
    }),
  };
}
