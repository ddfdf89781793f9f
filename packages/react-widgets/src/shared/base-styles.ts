import { defineStyles } from "./styles.js";

/**
 * The colour custom properties a page can set to theme the widgets, each read as
 * `--rl-color-{name}`. Values set on an ancestor (or on the shadow host) win over the
 * built-in light and dark themes.
 *
 * @example
 * ```css
 * .my-site { --rl-color-primary: #7c3aed; --rl-radius: 1rem; }
 * ```
 */
export const THEME_COLOR_NAMES = [
  "primary",
  "primary-foreground",
  "background",
  "foreground",
  "muted",
  "muted-foreground",
  "border",
  "danger",
  "danger-foreground",
  "success",
  "warning",
  "info",
  "focus",
  "backdrop",
] as const;

type ThemeColorName = (typeof THEME_COLOR_NAMES)[number];

const LIGHT_COLORS: Record<ThemeColorName, string> = {
  primary: "#1d4ed8",
  "primary-foreground": "#ffffff",
  background: "#ffffff",
  foreground: "#0f172a",
  muted: "#f1f5f9",
  "muted-foreground": "#475569",
  border: "#64748b",
  danger: "#b91c1c",
  "danger-foreground": "#ffffff",
  success: "#15803d",
  warning: "#b45309",
  info: "#1d4ed8",
  focus: "#1d4ed8",
  backdrop: "rgb(15 23 42 / 0.6)",
};

const DARK_COLORS: Record<ThemeColorName, string> = {
  primary: "#93c5fd",
  "primary-foreground": "#0f172a",
  background: "#0f172a",
  foreground: "#f1f5f9",
  muted: "#1e293b",
  "muted-foreground": "#cbd5e1",
  border: "#94a3b8",
  danger: "#f87171",
  "danger-foreground": "#0f172a",
  success: "#4ade80",
  warning: "#fbbf24",
  info: "#93c5fd",
  focus: "#93c5fd",
  backdrop: "rgb(2 6 23 / 0.75)",
};

// Components read the private `--_rl-*` properties; each resolves to the public
// `--rl-color-*` property when the page set one, else to the active theme's value.
function colorTokens(colors: Record<ThemeColorName, string>): string {
  return THEME_COLOR_NAMES.map(
    (name) => `--_rl-${name}:var(--rl-color-${name},${colors[name]});`,
  ).join("");
}

const DARK_SELECTORS = '.rl-root[data-rl-theme="dark"],[data-rl-theme="dark"] .rl-root';

/**
 * Theme tokens, a small reset that keeps page CSS out of the widgets, buttons, visible
 * focus and reduced motion. Shared by every widget; inserted once per root.
 *
 * @example
 * ```ts
 * const styleRef = useInjectedStyles([baseStyles, dialogStyles]);
 * ```
 */
export const baseStyles = defineStyles(
  "base",
  `.rl-root{${colorTokens(LIGHT_COLORS)}
--_rl-radius:var(--rl-radius,0.5rem);
--_rl-font-family:var(--rl-font-family,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif);
--_rl-shadow:var(--rl-shadow,0 10px 38px -10px rgb(15 23 42 / 0.35),0 10px 20px -15px rgb(15 23 42 / 0.2));
--_rl-z-index:var(--rl-z-index,2147483000);
font-family:var(--_rl-font-family);font-size:1rem;line-height:1.5;color:var(--_rl-foreground);
text-align:start;letter-spacing:normal;text-transform:none;-webkit-font-smoothing:antialiased}
${DARK_SELECTORS}{${colorTokens(DARK_COLORS)}color-scheme:dark}
:host([data-rl-theme="dark"]) .rl-root{${colorTokens(DARK_COLORS)}color-scheme:dark}
.rl-root,.rl-root *,.rl-root *::before,.rl-root *::after{box-sizing:border-box}
.rl-root :where([class^="rl-"],[class*=" rl-"]){margin:0;padding:0;font:inherit;color:inherit;letter-spacing:inherit;background:none;border:0;border-radius:0;box-shadow:none;text-shadow:none;list-style:none}
.rl-root :where(svg){display:block;flex-shrink:0}
.rl-root :focus{outline:none}
.rl-root :focus-visible{outline:2px solid var(--_rl-focus);outline-offset:2px}
.rl-button{display:inline-flex;align-items:center;justify-content:center;gap:0.5rem;min-height:2.75rem;padding:0.625rem 1.25rem;border:1px solid transparent;border-radius:var(--_rl-radius);font-weight:600;font-size:0.9375rem;line-height:1.25;cursor:pointer;transition:background-color 150ms,opacity 150ms,box-shadow 150ms}
.rl-button:disabled{cursor:not-allowed;opacity:0.7}
.rl-button--primary{background:var(--_rl-primary);color:var(--_rl-primary-foreground)}
.rl-button--primary:hover:not(:disabled){box-shadow:inset 0 0 0 100vmax rgb(0 0 0 / 0.12)}
.rl-button--secondary{background:var(--_rl-background);color:var(--_rl-foreground);border-color:var(--_rl-border)}
.rl-button--secondary:hover:not(:disabled){background:var(--_rl-muted)}
.rl-icon-button{display:inline-flex;align-items:center;justify-content:center;width:2.25rem;height:2.25rem;border-radius:var(--_rl-radius);color:inherit;opacity:0.8;cursor:pointer;transition:opacity 150ms,background-color 150ms}
.rl-icon-button:hover{opacity:1;background:rgb(127 127 127 / 0.15)}
@media (prefers-reduced-motion:reduce){.rl-root,.rl-root *,.rl-root *::before,.rl-root *::after{animation:none!important;transition:none!important}}
`,
);
