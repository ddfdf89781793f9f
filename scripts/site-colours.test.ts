import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Every colour of the site's style sheets comes from the token source (`--rl-color-*`, in
// @ringline/react-widgets/tokens.css, generated from packages/react-widgets/src/tokens): no
// hex, rgb() or hsl() literal is written in apps/reference-site/src/styles.

const root = fileURLToPath(new URL("..", import.meta.url));
const folder = `${root}apps/reference-site/src/styles/`;
const sheets = readdirSync(folder)
  .filter((name) => name.endsWith(".css"))
  .map((name) => [name, readFileSync(`${folder}${name}`, "utf8")] as const);
const tokens = readFileSync(`${root}packages/react-widgets/dist/tokens.css`, "utf8");

describe("the site's style sheets", () => {
  it("are read (a check that finds no sheet proves nothing)", () => {
    expect(sheets.length).toBeGreaterThan(10);
    expect(sheets.every(([, css]) => css.length > 0)).toBe(true);
    expect(tokens).toContain("--rl-color-primary:");
  });

  it.each(sheets)("%s writes no colour of its own", (_name, css) => {
    const code = css.replace(/\/\*[\s\S]*?\*\//g, "");
    const literals = code.match(/#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi) ?? [];
    expect(literals).toEqual([]);
  });

  it("reads only colour tokens that exist", () => {
    const declared = new Set(tokens.match(/--rl-color-[\w-]+(?=:)/g));
    for (const [name, css] of sheets) {
      for (const used of css.match(/--rl-color-[\w-]+/g) ?? []) {
        expect(declared.has(used), `${name}: ${used}`).toBe(true);
      }
    }
  });
});
