import { type ColorTokenName, type ThemeColors, TOKENS } from "./tokens.js";

type Scale = Readonly<Record<string, string | number>>;

/** What the generators read: the shape of `TOKENS` without its literal values. */
interface TokenSource {
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
type Declaration = readonly [name: string, value: string | number];

// The public property of a `default` key is the scale's bare name: `--rl-radius`.
function scale(prefix: string, values: Scale): Declaration[] {
  return Object.entries(values).map(([key, value]) => [
    key === "default" ? prefix : `${prefix}-${key}`,
    value,
  ]);
}

/* @__NO_SIDE_EFFECTS__ */
function themeIndependent(tokens: TokenSource): Declaration[] {
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

function colors(theme: ThemeColors): Declaration[] {
  return (Object.keys(theme) as ColorTokenName[]).map((name) => [`color-${name}`, theme[name]]);
}

function publicDeclarations(declarations: readonly Declaration[]): string {
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

/**
 * The page stylesheet: every token as a public `--rl-*` property on `:root`, the dark
 * colours under `[data-rl-theme="dark"]` (the light ones again under
 * `[data-rl-theme="light"]`, for a light island in a dark page) and the reduced-motion
 * durations under `prefers-reduced-motion: reduce`.
 *
 * @example
 * ```ts
 * const style = document.createElement("style");
 * style.textContent = pageStylesheet(TOKENS);
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function pageStylesheet(tokens: TokenSource): string {
  return `:root{${publicDeclarations(themeIndependent(tokens))}}
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
export const TOKENS_CSS: string = /* @__PURE__ */ pageStylesheet(TOKENS);
