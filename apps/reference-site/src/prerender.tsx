import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  hasSpanishPage,
  localeOfPath,
  pathInLocale,
  SITE_LOCALES,
  type TSiteLocale,
} from "@ringline/api-client/core";
import { JSDOM } from "jsdom";
import { createRoot } from "react-dom/client";
import type { UIMatch } from "react-router";
import { escapeHtml } from "../build/markdown.js";
import { AppProviders } from "./app/app-providers.js";
import { createAppContext, createMemoryAppRouter, whenRouterReady } from "./app/create-app.js";
import { pageHead } from "./app/document-head.js";
import { holdFormsUntilHydrated, whileHydrating } from "./shared/hydration.js";
import { activateLocale } from "./shared/i18n/i18n.js";

// The pages the route table marks `PRERENDER` (the public pages, sign-in and sign-up) rendered
// to HTML at build time (`pnpm build` runs this after the site's Vite build, from an SSR
// bundle of this file), so that they paint before any script has run;
// the browser then hydrates them (main.tsx). Each page is rendered as a visitor without a
// session sees it on the first render, the same tree the browser's hydration renders: the
// sections a page defers are not in it, nor is data that comes from the API (the plans' prices
// arrive with hydration, from the data the server puts in the page).
//
// The page is rendered by the browser's own renderer (Preact, as the build aliases React) into
// a DOM (jsdom), not to a string: the design system's components insert their style sheets
// from their refs when they mount, and those sheets must be in the page for it to look right
// before any script runs. The sheets go first in the head, as the components put them; the
// components find them there and insert nothing more. The page's CSS files (the entry's and its
// route's) are written in after them, so the first paint waits for no request but the page's.
// Its forms' submit buttons are disabled until hydration (shared/hydration.ts).
//
// Written to dist/prerendered/ with a list (pages.json) that apps/api reads to send a page's
// HTML instead of the bare index.html.

/** The folder of the prerendered pages under the site's build, and its list. */
export const PRERENDERED_DIRECTORY = "prerendered";
export const PRERENDERED_LIST = "pages.json";

interface ManifestRoute {
  pattern: string;
  prerender?: boolean | undefined;
  /** The style sheets the page loads besides the entry's. */
  styles?: string[] | undefined;
}

interface Manifest {
  routes: ManifestRoute[];
  values: Record<string, string[]>;
}

/** A page to prerender: its path and the style sheets its route loads besides the entry's. */
export interface PrerenderedPage {
  path: string;
  styles: string[];
}

/**
 * The pages to prerender: every route the route table marks `PRERENDER` (the public pages,
 * sign-in and sign-up), a dynamic one once for each of its values.
 */
export function prerenderedPages(manifest: Manifest): PrerenderedPage[] {
  const pages = new Map<string, PrerenderedPage>();
  for (const route of manifest.routes) {
    if (route.prerender !== true || route.pattern.includes("*")) continue;
    const styles = [...new Set(route.styles ?? [])];
    const dynamic = route.pattern.split("/").find((segment) => segment.startsWith(":"));
    const paths = dynamic
      ? (manifest.values[route.pattern] ?? []).map((value) =>
          route.pattern.replace(dynamic, encodeURIComponent(value)),
        )
      : [route.pattern];
    for (const path of paths) pages.set(path, { path, styles });
  }
  return [...pages.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** The paths of `prerenderedPages`. */
export function prerenderedPaths(manifest: Manifest): string[] {
  return prerenderedPages(manifest).map((page) => page.path);
}

/**
 * The page's style sheets written into it, the entry's (the template's `<link>`) and its
 * route's: its first paint waits for no file but the HTML (a linked sheet blocks rendering for
 * a round trip on a slow network). Each `<style>` keeps the file's address in `data-href`,
 * which tells the server the page has that sheet already (apps/api adds a `<link>` for each
 * of a route's sheets the page does not name).
 */
export function withStylesInline(
  page: string,
  routeStyles: readonly string[],
  read: (href: string) => string,
): string {
  const inline = (href: string) => {
    const css = read(href);
    if (/<\/style/i.test(css)) throw new Error(`prerender: ${href} cannot be written inline`);
    return `<style data-href="${escapeHtml(href)}">${css}</style>`;
  };
  const linked = /<link rel="stylesheet"[^>]*\shref="([^"]+\.css)"[^>]*>/g;
  const inTemplate = new Set<string>();
  const withEntry = page.replace(linked, (_tag, href: string) => {
    inTemplate.add(href);
    return inline(href);
  });
  const own = routeStyles.filter((href) => !inTemplate.has(href)).map(inline);
  return withEntry.replace("</head>", `${own.join("")}</head>`);
}

/**
 * The page's entry script asked for at low priority and nothing preloaded: the prerendered
 * page shows without its scripts, so the browser fetches its style sheets and pictures first,
 * and the entry asks for the rest once the page has painted (src/boot.ts; the server announces
 * none of a prerendered page's scripts either).
 */
function withScriptsAfterContent(template: string): string {
  return template
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
}

/** A DOM for the renderer, made the global one while pages are rendered. */
function installDom(): JSDOM {
  const dom = new JSDOM("<!doctype html><html><head></head><body></body></html>", {
    url: "http://localhost/",
  });
  // Scroll restoration scrolls the page as it mounts; jsdom has no layout to scroll.
  dom.window.scrollTo = () => {};
  Object.assign(globalThis, { window: dom.window, document: dom.window.document });
  return dom;
}

/**
 * One page in the language of its path (`/es/faq` in Spanish): its HTML inside `#root`, its
 * style sheets, title and description in the head, the document's `lang`.
 */
export async function prerenderPage(template: string, pathname: string): Promise<string> {
  const locale = localeOfPath(pathname);
  await activateLocale(locale);
  const context = createAppContext({
    storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
  });
  const router = createMemoryAppRouter(context, pathname, locale);
  await whenRouterReady(router);
  const document = globalThis.document;
  document.head.replaceChildren();
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  const root = createRoot(container);
  // Rendered as the browser's hydration renders it (no session, no address of its own yet).
  whileHydrating(() => root.render(<AppProviders context={context} router={router} />), {
    prerender: true,
  });
  // Its forms can be filled in at once, and sent once the page is hydrated.
  holdFormsUntilHydrated(container);
  const html = container.innerHTML;
  const sheets = [...document.head.querySelectorAll("style[data-ringline]")]
    .map((style) => style.outerHTML)
    .join("");
  root.unmount();
  const matches = router.state.matches.map(
    (match): UIMatch => ({
      id: match.route.id,
      pathname: match.pathname,
      params: match.params,
      data: router.state.loaderData[match.route.id],
      loaderData: router.state.loaderData[match.route.id],
      handle: match.route.handle,
    }),
  );
  const head = pageHead(matches);
  router.dispose();
  context.queryClient.clear();
  const page = withScriptsAfterContent(template)
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<head>/, `<head>${sheets}`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeHtml(pathname)}">${html}</div>`,
    );
  if (!page.includes("data-prerendered")) {
    throw new Error('prerender: index.html has no <div id="root"></div>');
  }
  return page;
}

/** A page's path in each of the site's languages (`/faq`, `/es/faq`; the back office English). */
function inEveryLocale(pathname: string): string[] {
  if (!hasSpanishPage(pathname)) return [pathname];
  return SITE_LOCALES.map((locale: TSiteLocale) => pathInLocale(pathname, locale));
}

/** The file a page's HTML is written to, under `prerendered/`. */
function fileOf(pathname: string): string {
  return pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`;
}

/** Prerenders every public page of the build in `siteDirectory` (the site's `dist/`). */
export async function prerender(siteDirectory: string): Promise<Record<string, string>> {
  const manifest = JSON.parse(
    readFileSync(path.join(siteDirectory, "route-manifest.json"), "utf8"),
  ) as Manifest;
  const template = readFileSync(path.join(siteDirectory, "index.html"), "utf8");
  const output = path.join(siteDirectory, PRERENDERED_DIRECTORY);
  const dom = installDom();
  rmSync(output, { recursive: true, force: true });
  const pages: Record<string, string> = {};
  const readStyle = (href: string) => {
    const file = path.join(siteDirectory, href);
    if (!file.startsWith(siteDirectory + path.sep)) throw new Error(`prerender: ${href}?`);
    return readFileSync(file, "utf8").trim();
  };
  const everyPage = prerenderedPages(manifest).flatMap(({ path: bare, styles }) =>
    inEveryLocale(bare).map((pathname) => ({ pathname, styles })),
  );
  for (const { pathname, styles } of everyPage) {
    const file = fileOf(decodeURIComponent(pathname));
    const target = path.join(output, file);
    if (!target.startsWith(output + path.sep)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    const page = await prerenderPage(template, pathname);
    writeFileSync(target, withStylesInline(page, styles, readStyle));
    pages[pathname] = `${PRERENDERED_DIRECTORY}/${file}`;
  }
  dom.window.close();
  writeFileSync(path.join(output, PRERENDERED_LIST), `${JSON.stringify({ pages }, null, 2)}\n`);
  return pages;
}

// Run as a script (`node <bundle> <site dist>`): the build's last step.
const [, script, target] = process.argv;
if (script && import.meta.url.endsWith(path.basename(script)) && target) {
  const pages = await prerender(path.resolve(target));
  console.log(`prerendered ${Object.keys(pages).length} public pages into ${target}`);
}
