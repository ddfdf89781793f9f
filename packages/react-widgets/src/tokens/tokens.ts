// Plain data, no code: the one place where Ringline's design values are written. The
// widgets' root tokens and the page stylesheet (tokens.css) are both generated from it
// by ./token-css.ts; a value changed here changes both.

const LIGHT_COLORS = {
  primary: "#1d4ed8",
  "primary-hover": "#1e40af",
  "primary-foreground": "#ffffff",
  background: "#ffffff",
  foreground: "#0f172a",
  surface: "#f8fafc",
  "surface-raised": "#ffffff",
  muted: "#f1f5f9",
  "muted-foreground": "#475569",
  border: "#64748b",
  "border-subtle": "#e2e8f0",
  danger: "#b91c1c",
  "danger-hover": "#991b1b",
  "danger-foreground": "#ffffff",
  "danger-subtle": "#fee2e2",
  "danger-subtle-foreground": "#991b1b",
  success: "#15803d",
  "success-subtle": "#dcfce7",
  "success-subtle-foreground": "#166534",
  warning: "#b45309",
  "warning-subtle": "#fef3c7",
  "warning-subtle-foreground": "#92400e",
  info: "#1d4ed8",
  "info-subtle": "#dbeafe",
  "info-subtle-foreground": "#1e40af",
  focus: "#1d4ed8",
  backdrop: "rgb(15 23 42 / 0.6)",
} as const;

/**
 * The names of the theme colours, each a `--rl-color-{name}` custom property.
 *
 * @example
 * ```ts
 * const name: ColorTokenName = "success-subtle"; // var(--rl-color-success-subtle)
 * ```
 */
export type ColorTokenName = keyof typeof LIGHT_COLORS;

/**
 * One theme's colours.
 *
 * @example
 * ```ts
 * const light: ThemeColors = TOKENS.color.light;
 * ```
 */
export type ThemeColors = Readonly<Record<ColorTokenName, string>>;

const DARK_COLORS: ThemeColors = {
  primary: "#93c5fd",
  "primary-hover": "#bfdbfe",
  "primary-foreground": "#0f172a",
  background: "#0f172a",
  foreground: "#f1f5f9",
  surface: "#020617",
  "surface-raised": "#1e293b",
  muted: "#1e293b",
  "muted-foreground": "#cbd5e1",
  border: "#94a3b8",
  "border-subtle": "#334155",
  danger: "#f87171",
  "danger-hover": "#fca5a5",
  "danger-foreground": "#0f172a",
  "danger-subtle": "#450a0a",
  "danger-subtle-foreground": "#fca5a5",
  success: "#4ade80",
  "success-subtle": "#052e16",
  "success-subtle-foreground": "#86efac",
  warning: "#fbbf24",
  "warning-subtle": "#451a03",
  "warning-subtle-foreground": "#fcd34d",
  info: "#93c5fd",
  "info-subtle": "#172554",
  "info-subtle-foreground": "#93c5fd",
  focus: "#93c5fd",
  backdrop: "rgb(2 6 23 / 0.75)",
};

/**
 * Ringline's design tokens. Each scale becomes CSS custom properties named
 * `--rl-{scale}-{key}` (`--rl-space-4`, `--rl-font-size-lg`, `--rl-color-primary`); a
 * `default` key is the bare name (`--rl-radius`, `--rl-shadow`, `--rl-font-family`,
 * `--rl-z-index`). Breakpoints are pixels for code (media queries cannot read custom
 * properties). Reduced-motion durations replace the others under
 * `prefers-reduced-motion: reduce`.
 *
 * @example
 * ```ts
 * import { TOKENS } from "@ringline/react-widgets";
 * const isWide = window.matchMedia(`(min-width: ${TOKENS.breakpoint.lg}px)`).matches;
 * TOKENS.color.dark.primary; // "#93c5fd"
 * ```
 */
export const TOKENS = {
  color: { light: LIGHT_COLORS as ThemeColors, dark: DARK_COLORS },
  fontFamily: {
    default: 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
    mono: "ui-monospace,SFMono-Regular,Menlo,Consolas,monospace",
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.25rem",
    "2xl": "1.5rem",
    "3xl": "1.875rem",
    "4xl": "2.25rem",
  },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.25, snug: 1.4, normal: 1.5, relaxed: 1.625 },
  space: {
    "0": "0",
    "1": "0.25rem",
    "2": "0.5rem",
    "3": "0.75rem",
    "4": "1rem",
    "5": "1.25rem",
    "6": "1.5rem",
    "8": "2rem",
    "10": "2.5rem",
    "12": "3rem",
    "16": "4rem",
  },
  radius: { sm: "0.25rem", default: "0.5rem", lg: "0.75rem", xl: "1rem", full: "9999px" },
  shadow: {
    sm: "0 1px 2px rgb(15 23 42 / 0.08)",
    md: "0 4px 12px -2px rgb(15 23 42 / 0.12),0 2px 4px -2px rgb(15 23 42 / 0.08)",
    // The overlay shadow of dialogs, toasts and the chat panel.
    default: "0 10px 38px -10px rgb(15 23 42 / 0.35),0 10px 20px -15px rgb(15 23 42 / 0.2)",
  },
  motion: {
    duration: { fast: "150ms", normal: "200ms", slow: "300ms" },
    reducedDuration: { fast: "0ms", normal: "0ms", slow: "0ms" },
    easing: {
      standard: "cubic-bezier(0.2,0,0,1)",
      enter: "cubic-bezier(0.16,1,0.3,1)",
      exit: "cubic-bezier(0.4,0,1,1)",
    },
  },
  // `default` is the overlay layer the widgets float on (dialogs, chat); toasts sit above.
  zIndex: {
    raised: 1,
    sticky: 100,
    dropdown: 1000,
    default: 2147483000,
    toast: 2147483001,
  },
  breakpoint: { sm: 640, md: 768, lg: 1024, xl: 1280 },
} as const;

/**
 * The shape of {@link TOKENS}.
 *
 * @example
 * ```ts
 * function spacing(tokens: Tokens) { return tokens.space["4"]; }
 * ```
 */
export type Tokens = typeof TOKENS;

/**
 * The pages' own colours, beyond the widgets' themes: the dark ("inverse") surfaces of the
 * footer and the hero's call card, and the brand band's blues. Written only to the page
 * stylesheet (`tokens.css`, as `--rl-color-{name}`); no widget reads them, so the widget
 * bundles do not carry them.
 *
 * @example
 * ```ts
 * import { PAGE_COLORS } from "@ringline/react-widgets";
 * PAGE_COLORS.inverse; // "#0f172a"
 * ```
 */
export const PAGE_COLORS = {
  inverse: "#0f172a",
  "inverse-raised": "#1e293b",
  "inverse-border": "#334155",
  "inverse-foreground": "#e2e8f0",
  "inverse-muted-foreground": "#cbd5e1",
  "inverse-strong": "#ffffff",
  "inverse-success": "#86efac",
  "brand-deep": "#1e3a8a",
  "brand-tint": "#dbeafe",
  "brand-wash": "#eff6ff",
  "success-strong": "#166534",
} as const;
