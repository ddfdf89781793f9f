export { pageStylesheet, TOKENS_CSS } from "./page-stylesheet.js";
export { widgetRootTokens } from "./token-css.js";
export {
  type ColorTokenName,
  PAGE_COLORS,
  type ThemeColors,
  TOKENS,
  type Tokens,
} from "./tokens.js";
