// Compiles the compatibility snippets with the TypeScript compiler API, as an app written
// for `@vapi-ai/web` compiles them (`strict`, DOM, Node types, bundler resolution), either
// against `@vapi-ai/web` itself or with the import paths switched to this package.

import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** The snippets: code written for `@vapi-ai/web`, one file per topic. */
export const SNIPPETS_DIR = fileURLToPath(new URL("./snippets/", import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL("../../../", import.meta.url));

/** The two import paths users change, and what they become. */
export const IMPORT_PATHS = [
  ["@vapi-ai/web/dist/api", "@ringline/voice-client/api"],
  ["@vapi-ai/web", "@ringline/voice-client/web"],
] as const;

/**
 * One snippet's source, as written (`vapi`) or with the import paths switched (`ringline`).
 *
 * @example
 * ```ts
 * snippetSource(`${SNIPPETS_DIR}readme.ts`, "ringline");
 * ```
 */
export function snippetSource(file: string, target: "vapi" | "ringline"): string {
  let text = readFileSync(file, "utf8");
  if (target === "ringline") {
    for (const [from, to] of IMPORT_PATHS) text = text.replaceAll(`"${from}"`, `"${to}"`);
  }
  return text;
}

/** A diagnostic by place and code: what "the same result" compares. */
export interface SnippetDiagnostic {
  file: string;
  line: number;
  code: number;
  message: string;
}

/**
 * Compiles every snippet against one package; answers the snippets' diagnostics and the
 * files the program read (to prove which package it compiled against).
 *
 * @example
 * ```ts
 * const { diagnostics } = compileSnippets("ringline");
 * ```
 */
export function compileSnippets(target: "vapi" | "ringline"): {
  diagnostics: SnippetDiagnostic[];
  files: string[];
} {
  const snippets = readdirSync(SNIPPETS_DIR)
    .filter((name) => name.endsWith(".ts"))
    .map((name) => `${SNIPPETS_DIR}${name}`);
  const options: ts.CompilerOptions = {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    types: ["node"],
    typeRoots: [fileURLToPath(new URL("../../../../../node_modules/@types", import.meta.url))],
    esModuleInterop: true,
    skipLibCheck: true,
    noEmit: true,
    // This package from source, where an app would have it from node_modules.
    paths: {
      "@ringline/voice-client/web": [`${PACKAGE_DIR}src/web/index.ts`],
      "@ringline/voice-client/api": [`${PACKAGE_DIR}src/generated/api.ts`],
    },
  };
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, languageVersion, ...rest) =>
    snippets.includes(file)
      ? ts.createSourceFile(file, snippetSource(file, target), languageVersion, true)
      : readSourceFile(file, languageVersion, ...rest);
  const program = ts.createProgram(snippets, options, host);
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => !diagnostic.file || snippets.includes(diagnostic.file.fileName))
    .map((diagnostic) => {
      const file = diagnostic.file;
      const line = file ? file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1 : 0;
      return {
        file: file ? file.fileName.slice(SNIPPETS_DIR.length) : "(options)",
        line,
        code: diagnostic.code,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"),
      };
    });
  return { diagnostics, files: program.getSourceFiles().map((file) => file.fileName) };
}
