// `@ringline/voice-client/web` as a drop-in for `@vapi-ai/web`: code written for the
// original (snippets/) compiles under `strict` against both with the same diagnostics
// (none), once as written and once with only the import paths changed.
import { describe, expect, test } from "vitest";
import { compileSnippets } from "./compile-snippets.js";

type Diagnostics = ReturnType<typeof compileSnippets>["diagnostics"];
const byPlace = (diagnostics: Diagnostics) =>
  diagnostics.map(({ file, line, code }) => `${file}:${line} TS${code}`).sort();
const explain = (diagnostics: Diagnostics) =>
  diagnostics
    .map(({ file, line, code, message }) => `${file}:${line} TS${code} ${message}`)
    .join("\n");

describe("code written for @vapi-ai/web", () => {
  test("compiles against both packages with the same result", { timeout: 120_000 }, () => {
    const vapi = compileSnippets("vapi");
    const ringline = compileSnippets("ringline");
    // Each program compiled against the package it names, not one resolved for both.
    expect(vapi.files.some((file) => file.includes("@vapi-ai/web/dist/vapi.d.ts"))).toBe(true);
    expect(vapi.files.some((file) => file.endsWith("src/web/index.ts"))).toBe(false);
    expect(ringline.files.some((file) => file.endsWith("src/web/index.ts"))).toBe(true);
    expect(ringline.files.some((file) => file.includes("@vapi-ai/web/"))).toBe(false);

    expect(byPlace(ringline.diagnostics), explain(ringline.diagnostics)).toEqual(
      byPlace(vapi.diagnostics),
    );
    // The snippets are valid code for the original: "the same result" is a clean compile.
    expect(vapi.diagnostics, explain(vapi.diagnostics)).toEqual([]);
  });
});
