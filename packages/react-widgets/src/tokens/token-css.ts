import type { ThemeColors } from "./tokens.js";

type Scale = Readonly<Record<string, string | number>>;

/** What the generators read: the shape of `TOKENS` without its literal values. */
export interface TokenSource {
  readonly color: { readonly light: ThemeColors; readonly dark: ThemeColors };
  readonly fontFamily: Scale;
  readonly fontSize: Scale;
  readonly fontWeight: Scale;
  readonly lineHeight: Scale;
  readonly space: Scale;
  readonly radius: Scale;
  readonly shadow: Scale;
  readonly motion: {
    readonly duration: Scale;
    readonly reducedDuration: Scale;
    readonly easing: Scale;
  };
  readonly zIndex: Scale;
}

/** A token's custom property name without the leading `--rl-`, and its value. */
export type Declaration = readonly [name: string, value: string | number];

// The declarations of the token source, shared by the widgets' root tokens (here) and the
// page stylesheet (./page-stylesheet.ts, which no widget imports: the bundles leave it out).

// The public property of a `default` key is the scale's bare name: `--rl-radius`.
export function scale(prefix: string, values: Scale): Declaration[] {
  return Object.entries(values).map(([key, value]) => [
    key === "default" ? prefix : `${prefix}-${key}`,
    value,
  ]);
}

/* @__NO_SIDE_EFFECTS__ */
export function themeIndependent(tokens: TokenSource): Declaration[] {
  return [
    ...scale("font-family", tokens.fontFamily),
    ...scale("font-size", tokens.fontSize),
    ...scale("font-weight", tokens.fontWeight),
    ...scale("line-height", tokens.lineHeight),
    ...scale("space", tokens.space),
    ...scale("radius", tokens.radius),
    ...scale("shadow", tokens.shadow),
    ...scale("duration", tokens.motion.duration),
    ...scale("easing", tokens.motion.easing),
    ...scale("z-index", tokens.zIndex),
  ];
}

export function colors(theme: ThemeColors | Readonly<Record<string, string>>): Declaration[] {
  return Object.entries(theme).map(([name, value]) => [`color-${name}`, value]);
}

export function publicDeclarations(declarations: readonly Declaration[]): string {
  return declarations.map(([name, value]) => `--rl-${name}:${value};`).join("");
}

// Components read the private `--_rl-*` properties; each resolves to the public `--rl-*`
// property when the page (or tokens.css) set one, else to the built-in value. Colours
// keep their historical private names, without `color-`: `--_rl-primary`.
function privateDeclarations(declarations: readonly Declaration[]): string {
  return declarations
    .map(([name, value]) => `--_rl-${name.replace(/^color-/, "")}:var(--rl-${name},${value});`)
    .join("");
}

/**
 * The custom properties of a widget's root (`.rl-root`): every token as a private
 * `--_rl-*` property that falls back from the public `--rl-*` one to the built-in value.
 *
 * @example
 * ```ts
 * const css = `.rl-root{${widgetRootTokens(TOKENS).light}}`;
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function widgetRootTokens(tokens: TokenSource): {
  /** Every token, colours of the light theme. */
  light: string;
  /** The colours of the dark theme. */
  dark: string;
  /** The durations under `prefers-reduced-motion: reduce`. */
  reducedMotion: string;
} {
  return {
    light: privateDeclarations([...colors(tokens.color.light), ...themeIndependent(tokens)]),
    dark: privateDeclarations(colors(tokens.color.dark)),
    reducedMotion: privateDeclarations(scale("duration", tokens.motion.reducedDuration)),
  };
}
