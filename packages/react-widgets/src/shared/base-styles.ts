import { widgetRootTokens } from "../tokens/token-css.js";
import { TOKENS } from "../tokens/tokens.js";
import { defineStyles } from "./styles.js";

// Generated from the one token source: `--_rl-{name}:var(--rl-{name},{value})` for every
// token, so a page theming with `--rl-*` (or loading tokens.css) reaches every widget.
const ROOT_TOKENS = /* @__PURE__ */ widgetRootTokens(TOKENS);

const DARK_SELECTORS = '.rl-root[data-rl-theme="dark"],[data-rl-theme="dark"] .rl-root';

/**
 * Theme tokens, a small reset that keeps page CSS out of the widgets, buttons, visible
 * focus and reduced motion. Shared by every widget and primitive; inserted once per root.
 * The page themes it through the public `--rl-*` properties (see `TOKENS`), e.g.
 * `--rl-color-primary`, `--rl-radius`, `--rl-font-family`, `--rl-shadow`, `--rl-z-index`;
 * a page that changes `--rl-color-primary` sets `--rl-color-primary-hover` with it.
 *
 * @example
 * ```ts
 * const styleRef = useInjectedStyles([baseStyles, dialogStyles]);
 * ```
 */
export const baseStyles = defineStyles(
  "base",
  `.rl-root{${ROOT_TOKENS.light}
font-family:var(--_rl-font-family);font-size:var(--_rl-font-size-md);line-height:var(--_rl-line-height-normal);color:var(--_rl-foreground);
text-align:start;letter-spacing:normal;text-transform:none;-webkit-font-smoothing:antialiased}
${DARK_SELECTORS}{${ROOT_TOKENS.dark}color-scheme:dark}
:host([data-rl-theme="dark"]) .rl-root{${ROOT_TOKENS.dark}color-scheme:dark}
@media (prefers-reduced-motion:reduce){.rl-root{${ROOT_TOKENS.reducedMotion}}}
.rl-root,.rl-root *,.rl-root *::before,.rl-root *::after{box-sizing:border-box}
.rl-root :where([class^="rl-"],[class*=" rl-"]){margin:0;padding:0;font:inherit;color:inherit;letter-spacing:inherit;background:none;border:0;border-radius:0;box-shadow:none;text-shadow:none;list-style:none}
.rl-root :where(svg){display:block;flex-shrink:0}
.rl-root:focus,.rl-root :focus{outline:none}
.rl-root:focus-visible,.rl-root :focus-visible{outline:2px solid var(--_rl-focus);outline-offset:2px}
.rl-button{display:inline-flex;align-items:center;justify-content:center;gap:var(--_rl-space-2);min-height:2.75rem;padding:0.625rem var(--_rl-space-5);border:1px solid transparent;border-radius:var(--_rl-radius);font-weight:var(--_rl-font-weight-semibold);font-size:0.9375rem;line-height:var(--_rl-line-height-tight);text-decoration:none;cursor:pointer;transition:background-color var(--_rl-duration-fast),opacity var(--_rl-duration-fast),box-shadow var(--_rl-duration-fast)}
.rl-button:disabled{cursor:not-allowed;opacity:0.7}
.rl-button--primary{background:var(--_rl-primary);color:var(--_rl-primary-foreground)}
.rl-button--primary:hover:not(:disabled,[aria-disabled="true"]){background:var(--_rl-primary-hover)}
.rl-button--secondary{background:var(--_rl-background);color:var(--_rl-foreground);border-color:var(--_rl-border)}
.rl-button--secondary:hover:not(:disabled,[aria-disabled="true"]){background:var(--_rl-muted)}
.rl-icon-button{display:inline-flex;align-items:center;justify-content:center;width:2.25rem;height:2.25rem;border-radius:var(--_rl-radius);color:inherit;opacity:0.8;cursor:pointer;transition:opacity var(--_rl-duration-fast),background-color var(--_rl-duration-fast)}
.rl-icon-button:hover{opacity:1;background:rgb(127 127 127 / 0.15)}
@media (prefers-reduced-motion:reduce){.rl-root,.rl-root *,.rl-root *::before,.rl-root *::after{animation:none!important;transition:none!important}}
`,
);
