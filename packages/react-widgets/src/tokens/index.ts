export { pageStylesheet, TOKENS_CSS, widgetRootTokens } from "./token-css.js";
export { type ColorTokenName, type ThemeColors, TOKENS, type Tokens } from "./tokens.js";
