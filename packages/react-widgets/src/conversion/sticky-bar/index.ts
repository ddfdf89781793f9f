export { StickyBar, type StickyBarProps } from "./sticky-bar.js";
export {
  type StickyBarEvents,
  type UseStickyBarOptions,
  type UseStickyBarResult,
  useStickyBar,
} from "./use-sticky-bar.js";
