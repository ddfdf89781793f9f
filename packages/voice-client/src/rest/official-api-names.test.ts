import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, test } from "vitest";

// `@vapi-ai/web/dist/api` exports each platform schema by name, and the types of the HTTP
// client it generates with them. `./api` stands in for the first part only: this package's
// REST client is `createVoicePlatformClient`, with its own options, answers and errors.
const HTTP_CLIENT_NAMES = [
  "QueryParamsType",
  "ResponseFormat",
  "FullRequestParams",
  "RequestParams",
  "ApiConfig",
  "HttpResponse",
  "CancelToken",
  "ContentType",
  "HttpClient",
  "Api",
];

const officialFile = createRequire(import.meta.url).resolve("@vapi-ai/web/dist/api.d.ts");
const ownFile = fileURLToPath(new URL("../generated/api.ts", import.meta.url));

/** What each file exports, as the compiler sees it (a `.d.ts` with `export {}` exports only what it marks). */
function exportedNames(): { official: string[]; own: Set<string> } {
  // Neither the libraries nor the imports are needed to list a module's own exports.
  const program = ts.createProgram([officialFile, ownFile], { noLib: true, noResolve: true });
  const checker = program.getTypeChecker();
  const exportsOf = (file: string) => {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`${file} is not a module`);
    return checker.getExportsOfModule(symbol).map((exported) => exported.name);
  };
  return { official: exportsOf(officialFile), own: new Set(exportsOf(ownFile)) };
}

describe("./api against @vapi-ai/web/dist/api", () => {
  const { official, own } = exportedNames();

  test("exports every name the official package exports, but its HTTP client's", () => {
    const schemaNames = official.filter((name) => !HTTP_CLIENT_NAMES.includes(name));
    // The 981 schemas of the platform's description; fewer means the file was misread.
    expect(schemaNames.length).toBeGreaterThanOrEqual(981);
    expect(schemaNames.filter((name) => !own.has(name))).toEqual([]);
  });

  test("leaves the official HTTP client's names out", () => {
    expect(HTTP_CLIENT_NAMES.filter((name) => own.has(name))).toEqual([]);
  });
});
