import { describe, expect, it } from "vitest";
import { entryDeclaration } from "./build-types.mjs";

describe("entryDeclaration", () => {
  it("re-exports every named export of the entry's declarations", () => {
    expect(entryDeclaration("./types/server/index.js", false)).toBe(
      'export * from "./types/server/index.js";\n',
    );
  });

  it("re-exports the default export too when the source has one (`export *` leaves it out)", () => {
    expect(entryDeclaration("./types-cjs/web/index.js", true)).toBe(
      'export * from "./types-cjs/web/index.js";\nexport { default } from "./types-cjs/web/index.js";\n',
    );
  });
});
