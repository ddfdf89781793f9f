import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RouteManifest } from "@ringline/api-client/core";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { type RecordedRoute, walkRoutes } from "./route-patterns.js";

// The site's paths, for the server: which paths are pages (everything else is a 404), which
// are for search engines (sitemap.xml), and which files each page loads (so the server can
// tell the browser to fetch them with the HTML instead of after the entry script).
//
// Derived from the route table itself at build time: every file of src/app/route-groups/ is
// bundled on its own (the page modules stay external: they are only named, never loaded), its
// `…Routes(lazy)` functions are called with a `lazy` that records which module each route
// loads, and the tree is walked into path patterns. A new group or page needs no list here.
// The manifest's format is the contract's (`@ringline/api-client/core`), which the API reads.

interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const EXTENSIONS = [".tsx", ".ts", ".jsx", ".js"];

/** The module a `() => import("…")` names. */
function importedModule(importer: () => unknown): string {
  const match = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(importer));
  if (!match?.[1]) throw new Error(`route manifest: cannot read the module of ${importer}`);
  return match[1];
}

/** Every route group of `directory`, as plain route objects. */
export async function loadGroups(
  directory: string,
  cacheDirectory: string,
): Promise<{ routes: RecordedRoute[]; unlisted: Set<string> }> {
  mkdirSync(cacheDirectory, { recursive: true });
  const routes: RecordedRoute[] = [];
  const unlisted = new Set<string>();
  for (const name of readdirSync(directory).sort()) {
    if (!/\.(tsx?|jsx?)$/.test(name) || /\.test\./.test(name)) continue;
    const file = path.join(directory, name);
    const output = path.join(cacheDirectory, `${name.replace(/\.\w+$/, "")}.mjs`);
    await build({
      entryPoints: [file],
      bundle: true,
      format: "esm",
      platform: "node",
      outfile: output,
      packages: "external",
      logLevel: "silent",
      plugins: [
        {
          name: "pages-stay-external",
          setup(plugin) {
            plugin.onResolve({ filter: /\/routes\// }, (args) => ({
              path: args.path,
              external: true,
            }));
          },
        },
      ],
    });
    const module = (await import(`${pathToFileURL(output).href}?t=${Date.now()}`)) as Record<
      string,
      unknown
    >;
    for (const [exported, value] of Object.entries(module)) {
      if (exported === "UNLISTED_PATHS" && Array.isArray(value)) {
        for (const entry of value) unlisted.add(String(entry));
      }
      if (typeof value !== "function" || !exported.endsWith("Routes")) continue;
      const lazy = (importer: () => unknown, build?: { prerender?: boolean }) => ({
        module: path.resolve(path.dirname(file), importedModule(importer)),
        prerender: build?.prerender === true,
      });
      routes.push(value(lazy) as RecordedRoute);
    }
  }
  return { routes, unlisted };
}

/** The manifest key (`src/routes/landing.tsx`) of a module path without its extension. */
function manifestKey(
  siteRoot: string,
  modulePath: string,
  manifest: Record<string, ViteManifestChunk>,
): string {
  const bare = path
    .relative(siteRoot, modulePath)
    .replace(/\.\w+$/, "")
    .split(path.sep)
    .join("/");
  const key = EXTENSIONS.map((extension) => `${bare}${extension}`).find((k) => k in manifest);
  if (!key) throw new Error(`route manifest: ${bare} is not in Vite's manifest`);
  return key;
}

/** Every manifest key `keys` load up front (static imports). */
function closure(keys: string[], manifest: Record<string, ViteManifestChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

export interface RouteManifestOptions {
  /** The folder of the route groups (`src/app/route-groups`). */
  groupsDirectory: string;
  /** The values of dynamic segments, by pattern. */
  values?: () => Record<string, string[]>;
}

/** Computes the manifest of a built site. */
export async function createRouteManifest(
  siteRoot: string,
  outDir: string,
  options: RouteManifestOptions,
): Promise<RouteManifest> {
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"),
  ) as Record<string, ViteManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("route manifest: the build has no entry");
  const loadedByEntry = closure([entryKey], manifest);
  const { routes, unlisted } = await loadGroups(
    path.join(siteRoot, options.groupsDirectory),
    path.join(siteRoot, "node_modules/.cache/route-manifest"),
  );
  const entries = routes.flatMap((group) => walkRoutes(group, group.id ?? "site"));
  const files = (kind: "scripts" | "styles", keys: Set<string>) =>
    [...keys]
      .filter((key) => !loadedByEntry.has(key))
      .flatMap((key) => {
        const chunk = manifest[key];
        if (!chunk) return [];
        return kind === "scripts" ? [`/${chunk.file}`] : (chunk.css ?? []).map((css) => `/${css}`);
      });
  return {
    routes: entries.map(({ pattern, group, modules, prerender }) => {
      const keys = closure(
        modules.map((module) => manifestKey(siteRoot, module, manifest)),
        manifest,
      );
      return {
        pattern,
        group,
        indexable: group === "marketing" && !pattern.includes("*") && !unlisted.has(pattern),
        prerender,
        scripts: files("scripts", keys),
        styles: files("styles", keys),
      };
    }),
    values: options.values?.() ?? {},
    catalogues: Object.fromEntries(
      Object.entries(manifest).flatMap(([key, chunk]) => {
        const locale = /^src\/locales\/(\w+)\/messages\.po$/.exec(key)?.[1];
        return locale ? [[locale, `/${chunk.file}`]] : [];
      }),
    ),
  };
}

/** The Vite plugin: writes `route-manifest.json` beside `index.html` after a build. */
export function routeManifestPlugin(options: RouteManifestOptions): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "ringline-route-manifest",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = await createRouteManifest(root, outDir, options);
      writeFileSync(
        path.join(outDir, "route-manifest.json"),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
    },
  };
}
