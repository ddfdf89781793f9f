export { type TabLinkItem, TabLinks, type TabLinksProps } from "./tab-links.js";
export { nextTabValue, type TabNavigationKey } from "./tab-navigation.js";
export { type TabItem, Tabs, type TabsProps } from "./tabs.js";
export {
  type UseTabsItem,
  type UseTabsOptions,
  type UseTabsResult,
  useTabs,
} from "./use-tabs.js";
