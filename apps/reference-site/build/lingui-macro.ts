import { transformAsync } from "@babel/core";
import linguiMacro from "@lingui/babel-plugin-lingui-macro";
import { getConfig } from "@lingui/conf";
import type { Plugin } from "vite";

/** A module that imports Lingui's macros (`@lingui/core/macro`, `@lingui/react/macro`). */
const USES_MACRO = /from\s+["']@lingui\/(?:core|react)\/macro["']/;

/**
 * Lingui's macros (`t`, `<Trans>`, `plural`, `msg`) turned into calls of its runtime, with
 * Babel, in the modules that import them and no other: the rest of the site stays on esbuild
 * alone (Babel over every module would cost every build and test run). Runs before Vite's own
 * TypeScript and JSX transform. In production the English text leaves the code: the compiled
 * catalogue (`src/locales/en/messages.po`) carries it.
 */
export function linguiMacroPlugin(configPath: string): Plugin {
  // Read once, from the site's folder whatever the working directory (Vitest runs from the root).
  const linguiConfig = getConfig({ configPath, skipValidation: true });
  return {
    name: "ringline:lingui-macro",
    enforce: "pre",
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split("?")[0] ?? "") || !USES_MACRO.test(code)) return undefined;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      if (!result?.code) return undefined;
      return { code: result.code, map: result.map };
    },
  };
}
