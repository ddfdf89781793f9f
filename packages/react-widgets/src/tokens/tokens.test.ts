import { describe, expect, it } from "vitest";
import { baseStyles } from "../shared/base-styles.js";
import { pageStylesheet, TOKENS_CSS } from "./page-stylesheet.js";
import { widgetRootTokens } from "./token-css.js";
import { type ColorTokenName, PAGE_COLORS, type ThemeColors, TOKENS } from "./tokens.js";

// WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const TEXT_PAIRS: ReadonlyArray<readonly [text: ColorTokenName, background: ColorTokenName]> = [
  ["foreground", "background"],
  ["foreground", "surface"],
  ["foreground", "surface-raised"],
  ["foreground", "muted"],
  ["muted-foreground", "background"],
  ["muted-foreground", "surface"],
  ["muted-foreground", "surface-raised"],
  ["muted-foreground", "muted"],
  ["primary", "background"],
  ["primary", "surface-raised"],
  ["danger", "background"],
  ["success", "background"],
  ["warning", "background"],
  ["info", "background"],
  ["primary-foreground", "primary"],
  ["primary-foreground", "primary-hover"],
  ["danger-foreground", "danger"],
  ["danger-foreground", "danger-hover"],
  ["success-subtle-foreground", "success-subtle"],
  ["warning-subtle-foreground", "warning-subtle"],
  ["danger-subtle-foreground", "danger-subtle"],
  ["info-subtle-foreground", "info-subtle"],
];

// WCAG 1.4.11: input borders and focus rings need 3:1 against what they sit on.
const NON_TEXT_PAIRS: ReadonlyArray<readonly [ColorTokenName, ColorTokenName]> = [
  ["border", "background"],
  ["border", "surface-raised"],
  ["focus", "background"],
  ["focus", "surface"],
];

const THEMES: ReadonlyArray<readonly [string, ThemeColors]> = [
  ["light", TOKENS.color.light],
  ["dark", TOKENS.color.dark],
];

describe("colour tokens", () => {
  it.each(THEMES)("meet WCAG AA for text (4.5:1) in the %s theme", (_theme, colors) => {
    const failing = TEXT_PAIRS.filter(([text, background]) => {
      return contrast(colors[text], colors[background]) < 4.5;
    });
    expect(failing).toEqual([]);
  });

  it.each(THEMES)("meet 3:1 for borders and focus rings in the %s theme", (_theme, colors) => {
    const failing = NON_TEXT_PAIRS.filter(([line, background]) => {
      return contrast(colors[line], colors[background]) < 3;
    });
    expect(failing).toEqual([]);
  });

  it("name the same colours in both themes", () => {
    expect(Object.keys(TOKENS.color.dark).sort()).toEqual(Object.keys(TOKENS.color.light).sort());
  });

  it("keep the widgets' original palette", () => {
    expect(TOKENS.color.light).toMatchObject({
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
    });
    expect(TOKENS.color.dark).toMatchObject({ primary: "#93c5fd", background: "#0f172a" });
  });
});

describe("widget root tokens", () => {
  const root = widgetRootTokens(TOKENS);

  it.each([
    ["--_rl-primary:var(--rl-color-primary,#1d4ed8);"],
    ["--_rl-backdrop:var(--rl-color-backdrop,rgb(15 23 42 / 0.6));"],
    ["--_rl-radius:var(--rl-radius,0.5rem);"],
    [`--_rl-font-family:var(--rl-font-family,${TOKENS.fontFamily.default});`],
    [`--_rl-shadow:var(--rl-shadow,${TOKENS.shadow.default});`],
    ["--_rl-z-index:var(--rl-z-index,2147483000);"],
  ])("keeps the public property the widgets always read: %s", (declaration) => {
    expect(root.light).toContain(declaration);
  });

  it("resolves every scale from its public property to the token's value", () => {
    expect(root.light).toContain("--_rl-space-4:var(--rl-space-4,1rem);");
    expect(root.light).toContain("--_rl-font-size-4xl:var(--rl-font-size-4xl,2.25rem);");
    expect(root.light).toContain("--_rl-font-weight-semibold:var(--rl-font-weight-semibold,600);");
    expect(root.light).toContain("--_rl-duration-fast:var(--rl-duration-fast,150ms);");
    expect(root.light).toContain("--_rl-success-subtle:var(--rl-color-success-subtle,#dcfce7);");
    expect(root.dark).toContain("--_rl-primary:var(--rl-color-primary,#93c5fd);");
    expect(root.dark).not.toContain("--_rl-space-4");
    expect(root.reducedMotion).toBe(
      "--_rl-duration-fast:var(--rl-duration-fast,0ms);--_rl-duration-normal:var(--rl-duration-normal,0ms);--_rl-duration-slow:var(--rl-duration-slow,0ms);",
    );
  });

  it("are what the widgets' base styles declare, dark theme and reduced motion included", () => {
    expect(baseStyles.css).toContain(`.rl-root{${root.light}`);
    expect(baseStyles.css).toContain(`[data-rl-theme="dark"] .rl-root{${root.dark}`);
    expect(baseStyles.css).toContain(
      `@media (prefers-reduced-motion:reduce){.rl-root{${root.reducedMotion}}}`,
    );
  });
});

describe("page stylesheet", () => {
  it("declares every public token on :root, the dark colours under data-rl-theme", () => {
    const rules = TOKENS_CSS.split("\n");
    expect(rules[0]).toMatch(/^:root\{--rl-font-family:system-ui/);
    expect(rules[0]).toContain("--rl-space-16:4rem;");
    expect(rules[0]).toContain("--rl-z-index-toast:2147483001;");
    expect(rules[1]).toMatch(/^:root,\[data-rl-theme="light"\]\{--rl-color-primary:#1d4ed8;/);
    expect(rules[2]).toMatch(/^\[data-rl-theme="dark"\]\{--rl-color-primary:#93c5fd;/);
    expect(rules[2]).toContain("color-scheme:dark");
    expect(rules[3]).toBe(
      "@media (prefers-reduced-motion:reduce){:root{--rl-duration-fast:0ms;--rl-duration-normal:0ms;--rl-duration-slow:0ms;}}",
    );
  });

  it("names exactly the public properties the widgets fall back from, and the pages' own colours", () => {
    const pageOwn = Object.keys(PAGE_COLORS).map((name) => `--rl-color-${name}`);
    const declared = new Set(TOKENS_CSS.match(/--rl-[\w-]+(?=:)/g));
    const read = new Set(widgetRootTokens(TOKENS).light.match(/--rl-[\w-]+(?=,)/g));
    expect(declared).toEqual(new Set([...read, ...pageOwn]));
    // No widget reads a page colour: the widget bundles do not carry them.
    for (const name of pageOwn) expect(read.has(name)).toBe(false);
    expect(TOKENS_CSS.split("\n")[0]).toContain("--rl-color-inverse:#0f172a;");
  });

  it("gives the pages' text on their own colours a readable contrast (WCAG AA, 4.5:1)", () => {
    const pairs: ReadonlyArray<readonly [string, string]> = [
      [PAGE_COLORS["inverse-foreground"], PAGE_COLORS.inverse],
      [PAGE_COLORS["inverse-muted-foreground"], PAGE_COLORS.inverse],
      [PAGE_COLORS["inverse-strong"], PAGE_COLORS.inverse],
      [PAGE_COLORS["inverse-success"], PAGE_COLORS.inverse],
      [PAGE_COLORS["inverse-foreground"], PAGE_COLORS["inverse-raised"]],
      [PAGE_COLORS["inverse-strong"], PAGE_COLORS["brand-deep"]],
      [PAGE_COLORS["brand-deep"], PAGE_COLORS["brand-tint"]],
      [PAGE_COLORS["success-strong"], TOKENS.color.light["surface-raised"]],
    ];
    for (const [text, background] of pairs) {
      expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("follows the token data", () => {
    const changed = pageStylesheet({
      ...TOKENS,
      space: { ...TOKENS.space, "4": "1.1rem" },
    });
    expect(changed).toContain("--rl-space-4:1.1rem;");
  });
});
