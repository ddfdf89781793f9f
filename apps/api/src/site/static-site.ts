import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { localeOfPath, pathWithoutLocale } from "@ringline/api-client/core";
import express, { type Request, type RequestHandler, type Response, Router } from "express";
import { alternateLinks, localeRedirect } from "./page-locale.js";
import {
  matchSiteRoute,
  type RouteManifest,
  readRouteManifest,
  type SiteRoute,
} from "./route-manifest.js";
import { robotsTxt, sitemapXml } from "./search-files.js";

/** Hashed build files never change: browsers and CDNs may keep them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Public files with stable names (pictures, the demo's audio) may change with a release. */
const STABLE = "public, max-age=3600";
/** Pages are checked every time: a release must reach visitors at once. */
const NO_CACHE = "no-cache";

type Encoding = "br" | "gzip";
const EXTENSIONS: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Brotli when the browser accepts it (browsers list gzip first, yet brotli is smaller), else gzip. */
function encodingFor(request: Request): Encoding | undefined {
  if (request.acceptsEncodings("br") === "br") return "br";
  if (request.acceptsEncodings("gzip") === "gzip") return "gzip";
  return undefined;
}

/**
 * Serves `x.js.br` or `x.js.gz` (written by the site's build) for `x.js` when the browser
 * accepts it, with the original's type and `Vary: Accept-Encoding`; everything else falls to
 * the plain static handler.
 */
function precompressed(root: string, cacheControl: string): RequestHandler {
  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const encoding = encodingFor(request);
    if (!encoding) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) return next();
    const compressed = `${file}${EXTENSIONS[encoding]}`;
    if (!existsSync(compressed) || !statSync(compressed).isFile()) return next();
    response.type(path.extname(file));
    response.set({
      "Content-Encoding": encoding,
      "Cache-Control": cacheControl,
      Vary: "Accept-Encoding",
    });
    response.sendFile(compressed, { cacheControl: false }, (error) => {
      if (error && !response.headersSent) next(error);
    });
  };
}

/** The id of the JSON the public pages read their first data from. */
export const BOOTSTRAP_ELEMENT_ID = "ringline-bootstrap";

/** What a page's HTML is made for besides its route: its path, language and public address. */
interface PageOf {
  /** The path asked for (`/es/faq`): its language and its `hreflang` alternates. */
  pathname: string;
  publicUrl: string;
  /** The build's catalogues by language (`RouteManifest.catalogues`). */
  catalogues: Readonly<Record<string, string>> | undefined;
}

/** The catalogue file a page renders with, which it asks for before rendering. */
function catalogueOf(page: PageOf): string[] {
  const file = page.catalogues?.[localeOfPath(page.pathname)];
  return file ? [file] : [];
}

/**
 * index.html (or the page's prerendered HTML) in the page's language (`<html lang>`, and the
 * `hreflang` alternates of a page that has both), with the page's own scripts and styles
 * announced in its head, and for a public page the data its first paint shows (JSON, never
 * run: `<` is escaped so no text closes it).
 */
function pageHtml(
  template: string,
  route: SiteRoute | undefined,
  bootstrap: string,
  prerendered: boolean,
  page: PageOf,
): string {
  const locale = localeOfPath(page.pathname);
  const inLanguage =
    locale === "en"
      ? template
      : template.replace(/<html\b[^>]*>/, (tag) =>
          /\slang="/.test(tag)
            ? tag.replace(/\slang="[^"]*"/, ` lang="${locale}"`)
            : tag.replace("<html", `<html lang="${locale}"`),
        );
  if (!route) return inLanguage;
  // A prerendered page shows without its scripts: it announces none, and its entry asks for
  // them once the page has painted (apps/reference-site/src/boot.ts), so that they take
  // nothing from its first paint. A page the browser renders has its scripts fetched at once.
  // Each file once: a manifest may name a file twice (a style two chunks share), and the page
  // itself may link it already, or have it written in (a prerendered page's
  // `<style data-href="…">`, which this test finds too).
  const fresh = (hrefs: readonly string[]) =>
    [...new Set(hrefs)].filter((href) => !template.includes(`href="${href}"`));
  const head = [
    withAlternates(route) ? alternateLinks(page.pathname, page.publicUrl) : "",
    ...fresh(route.styles).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...(prerendered ? [] : fresh([...route.scripts, ...catalogueOf(page)])).map(
      (href) => `<link rel="modulepreload" crossorigin href="${href}">`,
    ),
    bootstrap && route.group === "marketing"
      ? `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${bootstrap}</script>`
      : "",
  ].join("");
  return head ? inLanguage.replace("</head>", `${head}</head>`) : inLanguage;
}

/** The pages that name their other language's address: the public ones, sign-in and sign-up. */
function withAlternates(route: SiteRoute | undefined): boolean {
  return (route?.group === "marketing" || route?.group === "auth") && !route.pattern.includes("*");
}

/** The site's prerendered public pages (`prerendered/pages.json`): path → file under the root. */
function readPrerenderedPages(file: string): Map<string, string> {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { pages?: unknown };
    const pages = parsed.pages;
    if (typeof pages !== "object" || pages === null) return new Map();
    return new Map(
      Object.entries(pages).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === "string" && entry[1].endsWith(".html"),
      ),
    );
  } catch {
    return new Map();
  }
}

/** `/faq/` and `/faq` are one page; `/` stays itself. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

interface SiteOptions {
  /** The public address, for sitemap.xml and robots.txt. */
  publicUrl: string;
  /**
   * The data public pages show in their first paint (the plans' prices), given to them with
   * the page so they need no request; the pages still work without it (they ask the API).
   */
  bootstrap?: (() => Promise<Record<string, unknown>>) | undefined;
}

/** How long the public pages' first data is kept before it is read again. */
const BOOTSTRAP_TTL_MS = 60_000;

/** The bootstrap data as escaped JSON, read at most once a minute; "" when unavailable. */
function cachedBootstrap(read: SiteOptions["bootstrap"]): () => Promise<string> {
  let value = "";
  let readAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<string> | undefined;
  return async () => {
    if (!read || Date.now() - readAt < BOOTSTRAP_TTL_MS) return value;
    pending ??= read()
      .then((data) => JSON.stringify(data).replace(/</g, "\\u003c"))
      .catch(() => "")
      .then((json) => {
        value = json;
        readAt = Date.now();
        pending = undefined;
        return json;
      });
    return pending;
  };
}

/**
 * Serves the built reference site: hashed assets pre-compressed and cached for a year, public
 * files for an hour, robots.txt and sitemap.xml from the site's route manifest, and index.html
 * for every page the site has (200, with that page's files to preload) or does not have (404,
 * where the client shows the not-found page). A page the build prerendered (the public pages,
 * sign-in and sign-up: whatever `prerendered/pages.json` lists) is sent as its prerendered
 * HTML when asked for without a query, which the browser hydrates.
 */
export function createStaticSite(siteDir: string, options: SiteOptions): Router {
  const router = Router();
  const root = path.resolve(siteDir);
  const index = path.join(root, "index.html");
  // The manifest is read again whenever the site is rebuilt under the running server.
  const manifestFile = path.join(root, "route-manifest.json");
  let manifestAt = -1;
  let manifest: RouteManifest | undefined;
  // The public pages the build prerendered (their HTML paints before any script runs).
  const prerenderedFile = path.join(root, "prerendered", "pages.json");
  let prerendered = new Map<string, string>();
  const currentManifest = () => {
    const modified =
      (existsSync(manifestFile) ? statSync(manifestFile).mtimeMs : 0) +
      (existsSync(prerenderedFile) ? statSync(prerenderedFile).mtimeMs : 0);
    if (modified !== manifestAt) {
      manifestAt = modified;
      manifest = readRouteManifest(manifestFile);
      prerendered = readPrerenderedPages(prerenderedFile);
    }
    return manifest;
  };
  /** The prerendered HTML file of a public page asked for without a query, if there is one. */
  const prerenderedPage = (request: Request, route: SiteRoute | undefined) => {
    if (route === undefined || request.originalUrl.includes("?")) return undefined;
    const file = prerendered.get(withoutTrailingSlash(request.path));
    if (!file) return undefined;
    const resolved = path.join(root, file);
    return resolved.startsWith(root + path.sep) && existsSync(resolved) ? resolved : undefined;
  };

  router.get("/robots.txt", (_request, response) => {
    response
      .type("text/plain")
      .set("Cache-Control", STABLE)
      .send(robotsTxt(manifest, options.publicUrl));
  });
  router.get("/sitemap.xml", (_request, response, next) => {
    if (!manifest) return next();
    response
      .type("application/xml")
      .set("Cache-Control", STABLE)
      .send(sitemapXml(manifest, options.publicUrl));
  });

  // Source maps stay on the server (for whoever reads a stack trace there), never served: they
  // would publish the site's source.
  router.use((request, response, next) => {
    if (!request.path.endsWith(".map")) return next();
    response.status(404).type("text/plain").send("Not found");
  });
  const assets = path.join(root, "assets");
  router.use("/assets", precompressed(assets, IMMUTABLE));
  router.use("/assets", express.static(assets, { immutable: true, maxAge: "1y", index: false }));
  // A build file that is not there is a plain 404, never the page.
  router.use("/assets", (_request, response) => {
    response.status(404).type("text/plain").send("Not found");
  });
  router.use(precompressed(root, STABLE));
  router.use(express.static(root, { index: false, maxAge: "1h" }));

  // index.html per page, encoding and bootstrap data, made once per build (the cache follows
  // the file's mtime and the data).
  const bootstrap = cachedBootstrap(options.bootstrap);
  let cachedAt = 0;
  let cachedData = "";
  const cache = new Map<string, Buffer>();
  function body(
    route: SiteRoute | undefined,
    page: string | undefined,
    encoding: Encoding | undefined,
    data: string,
    pathname: string,
  ) {
    const modified = statSync(index).mtimeMs + manifestAt;
    if (modified !== cachedAt || data !== cachedData) {
      cache.clear();
      cachedAt = modified;
      cachedData = data;
    }
    // Per route and language; a page with alternates per path (known paths only, in lower
    // case as the routes match them: the cache stays as small as the site).
    const where = withAlternates(route)
      ? pathname.toLowerCase()
      : `${route?.pattern ?? "404"}|${localeOfPath(pathname)}`;
    const key = `${page ?? ""}|${where}|${encoding ?? "identity"}`;
    let cached = cache.get(key);
    if (!cached) {
      const template = readFileSync(page ?? index, "utf8");
      const html = Buffer.from(
        pageHtml(template, route, data, page !== undefined, {
          pathname: pathname.toLowerCase(),
          publicUrl: options.publicUrl,
          catalogues: manifest?.catalogues,
        }),
      );
      cached =
        encoding === "br"
          ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === "gzip"
            ? gzipSync(html, { level: 9 })
            : html;
      cache.set(key, cached);
    }
    return cached;
  }

  router.use(async (request: Request, response: Response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    if (!existsSync(index)) {
      response
        .status(503)
        .type("text/plain")
        .send(
          "The site has not been built yet: run `npx pnpm@10 build` (start does this for you).",
        );
      return;
    }
    // Without a manifest (an older build) every path is a page, as before. A Spanish page is
    // its English route under /es.
    const manifest = currentManifest();
    const route = manifest ? matchSiteRoute(manifest, pathWithoutLocale(request.path)) : undefined;
    const known = manifest ? route !== undefined : true;
    const vary = "Accept-Encoding, Accept-Language, Cookie";
    const search = request.originalUrl.includes("?")
      ? request.originalUrl.slice(request.originalUrl.indexOf("?"))
      : "";
    // The visitor's language: the one they chose, or their browser's on a first visit.
    const redirect = known
      ? localeRedirect(request.path, search, {
          cookie: request.get("cookie"),
          acceptLanguage: request.get("accept-language"),
        })
      : undefined;
    if (redirect) {
      response.set({ "Cache-Control": NO_CACHE, Vary: vary }).redirect(302, redirect);
      return;
    }
    const encoding = encodingFor(request);
    response
      .status(known ? 200 : 404)
      .type("html")
      .set({ "Cache-Control": NO_CACHE, Vary: vary });
    if (encoding) response.set("Content-Encoding", encoding);
    const data = route?.group === "marketing" ? await bootstrap() : "";
    const pathname = withoutTrailingSlash(request.path);
    response.send(body(route, prerenderedPage(request, route), encoding, data, pathname));
  });
  return router;
}
