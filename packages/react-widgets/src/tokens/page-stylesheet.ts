import {
  colors,
  publicDeclarations,
  scale,
  type TokenSource,
  themeIndependent,
} from "./token-css.js";
import { PAGE_COLORS, TOKENS } from "./tokens.js";

// The page stylesheet (`tokens.css`), apart from the widgets' own token code: no widget
// imports this module, so the widget bundles (the embed) carry neither it nor PAGE_COLORS.

/**
 * The page stylesheet: every token as a public `--rl-*` property on `:root`, the dark
 * colours under `[data-rl-theme="dark"]` (the light ones again under
 * `[data-rl-theme="light"]`, for a light island in a dark page) and the reduced-motion
 * durations under `prefers-reduced-motion: reduce`; `pageColors` (the pages' own colours,
 * {@link PAGE_COLORS}) on `:root` as `--rl-color-{name}`, whatever the theme.
 *
 * @example
 * ```ts
 * const style = document.createElement("style");
 * style.textContent = pageStylesheet(TOKENS);
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function pageStylesheet(
  tokens: TokenSource,
  pageColors: Readonly<Record<string, string>> = {},
): string {
  return `:root{${publicDeclarations([...themeIndependent(tokens), ...colors(pageColors)])}}
:root,[data-rl-theme="light"]{${publicDeclarations(colors(tokens.color.light))}color-scheme:light}
[data-rl-theme="dark"]{${publicDeclarations(colors(tokens.color.dark))}color-scheme:dark}
@media (prefers-reduced-motion:reduce){:root{${publicDeclarations(scale("duration", tokens.motion.reducedDuration))}}}
`;
}

/**
 * The page stylesheet of {@link TOKENS} as a string: the same CSS as
 * `@ringline/react-widgets/tokens.css`, for code that writes the `<style>` itself (server
 * rendering, an iframe's document). Shadow roots need nothing: custom properties inherit
 * into them from the page.
 *
 * @example
 * ```tsx
 * import { TOKENS_CSS } from "@ringline/react-widgets";
 * <style>{TOKENS_CSS}</style>
 * ```
 */
export const TOKENS_CSS: string = /* @__PURE__ */ pageStylesheet(TOKENS, PAGE_COLORS);
