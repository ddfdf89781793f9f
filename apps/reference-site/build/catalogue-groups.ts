import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { build, type Plugin as EsbuildPlugin } from "esbuild";
import PO from "pofile";
import type { Plugin } from "vite";
import { loadGroups } from "./route-manifest.js";
import { walkRoutes } from "./route-patterns.js";

// The site's catalogues split the way its code loads: one for the app's root (what renders
// before any page: the providers, the root layout, the error screens) and one per route group
// (its layout and pages, and everything they load, eagerly or lazily), each holding only the
// messages its modules use and that the root has not. The catalogue files stay one per language
// (src/locales/<locale>/messages.po, where every message names the files that use it); a page
// loads the root's part of its language before rendering and its group's part with its route.

/** The catalogue of what renders before any route: `root`. Route groups are named by their id. */
export const ROOT_CATALOGUE = "root";

/** The module every catalogue part is asked for by: `virtual:ringline-catalogue/<part>/<locale>`. */
export const CATALOGUE_MODULE_PREFIX = "virtual:ringline-catalogue/";

/** Only the site's own source: packages, assets, styles and virtual modules stay outside. */
const SOURCE_ONLY: EsbuildPlugin = {
  name: "site-source-only",
  setup(plugin) {
    plugin.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === "entry-point") return undefined;
      const own = args.path.startsWith(".") || args.path.startsWith("/");
      if (
        !own ||
        args.path.includes("?") ||
        /\.(css|po|md|png|svg|jpg|webp|mp3)$/.test(args.path)
      ) {
        return { path: args.path, external: true };
      }
      return undefined;
    });
  },
};

/** Every source file the entries load (their dynamic imports too, unless `staticOnly`). */
async function filesLoadedBy(
  siteRoot: string,
  entries: string[],
  staticOnly: boolean,
): Promise<Set<string>> {
  const plugins: EsbuildPlugin[] = staticOnly
    ? [
        {
          name: "static-only",
          setup(plugin) {
            plugin.onResolve({ filter: /.*/ }, (args) =>
              args.kind === "dynamic-import" ? { path: args.path, external: true } : undefined,
            );
          },
        },
        SOURCE_ONLY,
      ]
    : [SOURCE_ONLY];
  const result = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "browser",
    outdir: path.join(siteRoot, "node_modules/.cache/catalogue-groups"),
    logLevel: "silent",
    jsx: "automatic",
    plugins,
  });
  return new Set(
    Object.keys(result.metafile.inputs).map((input) =>
      path.relative(siteRoot, path.resolve(process.cwd(), input)).split(path.sep).join("/"),
    ),
  );
}

/** A route module's source file (`routes/faq.js` as the route table imports it: `faq.tsx`). */
function sourceOf(module: string): string {
  const bare = module.replace(/\.js$/, "");
  const found = [".tsx", ".ts"].map((extension) => `${bare}${extension}`).find(existsSync);
  if (!found) throw new Error(`catalogue groups: no source for ${module}`);
  return found;
}

/**
 * The source files of each catalogue part (paths relative to the site, `src/…`): the root's
 * (what `src/main.tsx` and the root layout import statically), then each route group's (its
 * routes' modules and all they load), less the root's.
 */
export async function catalogueGroups(siteRoot: string): Promise<Map<string, Set<string>>> {
  const groupsDirectory = path.join(siteRoot, "src/app/route-groups");
  const { routes } = await loadGroups(
    groupsDirectory,
    path.join(siteRoot, "node_modules/.cache/catalogue-groups-routes"),
  );
  const root = await filesLoadedBy(
    siteRoot,
    [path.join(siteRoot, "src/main.tsx"), path.join(siteRoot, "src/app/root-layout.tsx")],
    true,
  );
  const parts = new Map<string, Set<string>>([[ROOT_CATALOGUE, root]]);
  for (const group of routes) {
    const id = group.id ?? "site";
    const modules = [...new Set(walkRoutes(group, id).flatMap((route) => route.modules))];
    const files = await filesLoadedBy(siteRoot, modules.map(sourceOf), false);
    parts.set(id, new Set([...files].filter((file) => !root.has(file))));
  }
  return parts;
}

function parsePo(file: string): PO {
  return PO.parse(readFileSync(file, "utf8"));
}

/**
 * One part of a catalogue, compiled as Lingui's runtime reads it (`{ id: compiled }`): the
 * messages of `messages.po` (of `locale`) that one of `files` uses; an English message
 * without a translation is its own text.
 */
export function compiledPart(
  poFile: string,
  files: Set<string>,
  read: (file: string) => PO = parsePo,
): Record<string, unknown> {
  const messages: Record<string, unknown> = {};
  for (const item of read(poFile).items) {
    if (!item.references.some((reference) => files.has(reference.split(":")[0] ?? ""))) continue;
    const id = generateMessageId(item.msgid, item.msgctxt ?? undefined);
    messages[id] = compileMessage(item.msgstr[0] || item.msgid);
  }
  return messages;
}

/**
 * The Vite plugin: `virtual:ringline-catalogue/<part>/<locale>` is that part's messages
 * (`export const messages`), computed from the route groups and the catalogues once per build.
 */
export function catalogueGroupsPlugin(siteRoot: string): Plugin {
  let parts: Promise<Map<string, Set<string>>> | undefined;
  // Each language's catalogue read once per build, not once per part.
  const read = new Map<string, PO>();
  const readOnce = (file: string) => {
    let catalogue = read.get(file);
    if (!catalogue) {
      catalogue = parsePo(file);
      read.set(file, catalogue);
    }
    return catalogue;
  };
  return {
    name: "ringline:catalogue-groups",
    buildStart() {
      read.clear();
    },
    watchChange(file) {
      read.delete(file);
    },
    resolveId(id) {
      return id.startsWith(CATALOGUE_MODULE_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${CATALOGUE_MODULE_PREFIX}`)) return undefined;
      const [part = "", locale = ""] = id.slice(CATALOGUE_MODULE_PREFIX.length + 1).split("/");
      parts ??= catalogueGroups(siteRoot);
      const files = (await parts).get(part);
      if (!files || !/^[a-z]{2}$/.test(locale)) {
        throw new Error(`${id}: no catalogue part "${part}" in language "${locale}"`);
      }
      const poFile = path.join(siteRoot, "src/locales", locale, "messages.po");
      this.addWatchFile(poFile);
      const messages = compiledPart(poFile, files, readOnce);
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
