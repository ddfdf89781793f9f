import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, noDatabase } from "../test/app.js";
import type { RouteManifest } from "./route-manifest.js";
import { createStaticSite } from "./static-site.js";

const INDEX = `<!doctype html><html><head><title>Ringline</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;
const SCRIPT = `console.log(${JSON.stringify("landing ".repeat(200))});`;

const MANIFEST: RouteManifest = {
  routes: [
    {
      pattern: "/",
      group: "marketing",
      indexable: true,
      // A style two chunks share is named twice; the page links it once.
      scripts: ["/assets/landing-1.js", "/assets/landing-1.js"],
      styles: ["/assets/landing-1.css", "/assets/landing-1.css"],
    },
    {
      pattern: "/faq",
      group: "marketing",
      indexable: true,
      scripts: ["/assets/faq-1.js"],
      styles: [],
    },
    { pattern: "/blog/:slug", group: "marketing", indexable: true, scripts: [], styles: [] },
    {
      pattern: "/blog/category/:category",
      group: "marketing",
      indexable: true,
      scripts: [],
      styles: [],
    },
    {
      pattern: "/checkout/web-design",
      group: "marketing",
      indexable: false,
      scripts: [],
      styles: [],
    },
    { pattern: "/checkout", group: "checkout", indexable: false, scripts: [], styles: [] },
    { pattern: "/login", group: "auth", indexable: false, scripts: [], styles: [] },
    { pattern: "/dashboard", group: "dashboard", indexable: false, scripts: [], styles: [] },
    {
      pattern: "/dashboard/billing",
      group: "dashboard",
      indexable: false,
      scripts: [],
      styles: [],
    },
    { pattern: "/onboarding/*", group: "onboarding", indexable: false, scripts: [], styles: [] },
  ],
  values: {
    "/blog/:slug": ["missed-calls", "speed-to-lead"],
    "/blog/category/:category": ["real-estate"],
  },
  catalogues: { en: "/assets/messages-en1.js", es: "/assets/messages-es1.js" },
};

function buildSite(withManifest: boolean): string {
  const root = mkdtempSync(path.join(tmpdir(), "ringline-site-"));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, "images"));
  writeFileSync(path.join(root, "index.html"), INDEX);
  writeFileSync(path.join(root, "assets/index-abc.js"), SCRIPT);
  writeFileSync(path.join(root, "assets/index-abc.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(root, "assets/index-abc.js.gz"), gzipSync(SCRIPT));
  writeFileSync(path.join(root, "assets/index-abc.js.map"), '{"version":3,"sources":["main.tsx"]}');
  writeFileSync(path.join(root, "images/share.png"), "png");
  if (withManifest) writeFileSync(path.join(root, "route-manifest.json"), JSON.stringify(MANIFEST));
  return root;
}

describe("the built site", () => {
  let root: string;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    root = buildSite(true);
    app = createTestApp(noDatabase, { siteDir: root, publicUrl: "https://ringline.example" });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    "/",
    "/faq",
    "/FAQ",
    "/blog/missed-calls",
    "/blog/category/real-estate",
    "/login",
    "/dashboard/billing",
    "/onboarding/step-2",
    "/checkout/web-design",
  ])("answers the page %s with 200", async (pagePath) => {
    const response = await request(app)
      .get(pagePath)
      .set("Accept-Encoding", "identity")
      .expect(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.text).toContain('<div id="root">');
  });

  it.each([
    "/no/such/page",
    "/blog/no-such-post",
    "/blog/category/nothing",
    "/dashboard/nope",
    "/robots",
    "/faq/extra",
  ])("answers %s, a path the site does not know, with 404 and the same page", async (pagePath) => {
    const response = await request(app)
      .get(pagePath)
      .set("Accept-Encoding", "identity")
      .expect(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.text).toContain('<div id="root">');
  });

  it("announces a page's own scripts and styles in its head", async () => {
    const landing = await request(app).get("/").set("Accept-Encoding", "identity");
    expect(landing.text).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/landing-1.css"><link rel="modulepreload" crossorigin href="/assets/landing-1.js"><link rel="modulepreload" crossorigin href="/assets/messages-en1.js"></head>',
    );
    expect(landing.text.split('href="/assets/landing-1.css"')).toHaveLength(2);
    // The page's language's catalogue, which it loads before rendering, and not the other's.
    const spanish = await request(app).get("/es/dashboard").set("Accept-Encoding", "identity");
    expect(spanish.text).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/messages-es1.js">',
    );
    expect(spanish.text).not.toContain("messages-en1");
    const faq = await request(app).get("/faq").set("Accept-Encoding", "identity");
    expect(faq.text).toContain('href="/assets/faq-1.js"');
    expect(faq.text).not.toContain("landing-1");
  });

  it("sends pages compressed when the browser accepts it", async () => {
    // The test client decodes the body as a browser would.
    const response = await request(app).get("/faq").set("Accept-Encoding", "gzip, br").expect(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toContain("Accept-Encoding");
    expect(response.text).toContain("faq-1.js");
  });

  it("serves hashed assets pre-compressed, typed as the original and cached for good", async () => {
    // Chrome's header: gzip listed first, brotli preferred all the same.
    const brotli = await request(app)
      .get("/assets/index-abc.js")
      .set("Accept-Encoding", "gzip, deflate, br, zstd")
      .expect(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.text).toBe(SCRIPT);

    const gzip = await request(app)
      .get("/assets/index-abc.js")
      .set("Accept-Encoding", "gzip")
      .expect(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.text).toBe(SCRIPT);

    const plain = await request(app)
      .get("/assets/index-abc.js")
      .set("Accept-Encoding", "identity")
      .expect(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toContain("immutable");
    expect(plain.text).toBe(SCRIPT);
  });

  it("answers a missing asset with 404, never the page", async () => {
    const response = await request(app).get("/assets/gone-123.js").expect(404);
    expect(response.text).not.toContain('<div id="root">');
  });

  it("never serves a source map, though the build keeps them", async () => {
    const response = await request(app).get("/assets/index-abc.js.map").expect(404);
    expect(response.text).not.toContain("main.tsx");
  });

  it("keeps other public files for an hour", async () => {
    const response = await request(app).get("/images/share.png").expect(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers robots.txt: public pages open, account pages, unlisted steps and the API closed", async () => {
    const response = await request(app).get("/robots.txt").expect(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.text.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Disallow: /checkout",
      "Disallow: /dashboard",
      "Disallow: /es/checkout",
      "Disallow: /es/dashboard",
      "Disallow: /es/login",
      "Disallow: /es/onboarding",
      "Disallow: /login",
      "Disallow: /onboarding",
      "",
      "Sitemap: https://ringline.example/sitemap.xml",
      "",
    ]);
  });

  it("answers sitemap.xml with every public page by its public address, in both languages", async () => {
    const response = await request(app).get("/sitemap.xml").expect(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const locations = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      "https://ringline.example/",
      "https://ringline.example/es",
      "https://ringline.example/blog/category/real-estate",
      "https://ringline.example/es/blog/category/real-estate",
      "https://ringline.example/blog/missed-calls",
      "https://ringline.example/es/blog/missed-calls",
      "https://ringline.example/blog/speed-to-lead",
      "https://ringline.example/es/blog/speed-to-lead",
      "https://ringline.example/faq",
      "https://ringline.example/es/faq",
    ]);
    expect(response.text).toContain(
      '<url><loc>https://ringline.example/es/faq</loc><xhtml:link rel="alternate" hreflang="en" href="https://ringline.example/faq"/><xhtml:link rel="alternate" hreflang="es" href="https://ringline.example/es/faq"/></url>',
    );
  });

  it("leaves the API's own not-found to the API", async () => {
    const response = await request(app).get("/api/no-such-thing").expect(404);
    expect(response.body.success).toBe(false);
  });

  describe("the Spanish site", () => {
    const page = (pagePath: string) =>
      request(app).get(pagePath).set("Accept-Encoding", "identity");

    it.each([
      "/es",
      "/es/",
      "/es/faq",
      "/es/blog/missed-calls",
      "/es/login",
      "/es/dashboard/billing",
    ])("answers %s, an English route under /es, in Spanish", async (pagePath) => {
      const response = await page(pagePath).expect(200);
      expect(response.text).toContain('<html lang="es">');
      expect(response.headers.vary).toContain("Accept-Language");
      expect(response.headers.vary).toContain("Cookie");
    });

    it("answers a path the site does not know under /es with 404", async () => {
      await page("/es/no/such/page").expect(404);
      await page("/es/blog/no-such-post").expect(404);
    });

    it("names both languages' addresses on the public pages and sign-in, absolute", async () => {
      const alternates =
        '<link rel="alternate" hreflang="en" href="https://ringline.example/faq">' +
        '<link rel="alternate" hreflang="es" href="https://ringline.example/es/faq">' +
        '<link rel="alternate" hreflang="x-default" href="https://ringline.example/faq">';
      expect((await page("/faq").expect(200)).text).toContain(alternates);
      expect((await page("/es/faq").expect(200)).text).toContain(alternates);
      expect((await page("/es").expect(200)).text).toContain(
        '<link rel="alternate" hreflang="es" href="https://ringline.example/es">',
      );
      expect((await page("/es/login").expect(200)).text).toContain('hreflang="en"');
      expect((await page("/es/dashboard/billing").expect(200)).text).not.toContain("hreflang");
      expect((await page("/faq").expect(200)).text).toContain("<html>");
    });

    it("sends a first visit whose browser asks for Spanish to the Spanish page, query kept", async () => {
      const response = await page("/faq?q=price")
        .set("Accept-Language", "es-US,es;q=0.9,en;q=0.8")
        .expect(302);
      expect(response.headers.location).toBe("/es/faq?q=price");
      expect(response.headers.vary).toContain("Accept-Language");
      // English first, another language, or a Spanish page asked for: served as asked.
      await page("/faq").set("Accept-Language", "en-US,en;q=0.9,es;q=0.8").expect(200);
      await page("/faq").set("Accept-Language", "de-DE").expect(200);
      await page("/es/faq").set("Accept-Language", "en-US").expect(200);
    });

    it("follows the language the visitor chose, over the browser's", async () => {
      const toEnglish = await page("/es/faq")
        .set("Cookie", "other=1; rl_locale=en")
        .set("Accept-Language", "es-US")
        .expect(302);
      expect(toEnglish.headers.location).toBe("/faq");
      const toSpanish = await page("/").set("Cookie", "rl_locale=es").expect(302);
      expect(toSpanish.headers.location).toBe("/es");
      await page("/faq").set("Cookie", "rl_locale=en").set("Accept-Language", "es").expect(200);
      await page("/faq").set("Cookie", "rl_locale=fr").expect(200);
    });
  });
});

describe("a site built without a route manifest", () => {
  it("answers every path with the page, as before", async () => {
    const root = buildSite(false);
    try {
      const app = createTestApp(noDatabase, { siteDir: root });
      await request(app).get("/anything/at/all").expect(200);
      const robots = await request(app).get("/robots.txt").expect(200);
      expect(robots.text).toContain("Disallow: /api/");
      expect(robots.text).not.toContain("Sitemap:");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the first data of the public pages", () => {
  it("is written into public pages as JSON that nothing can break out of, and nowhere else", async () => {
    const root = buildSite(true);
    try {
      const app = express();
      let reads = 0;
      app.use(
        createStaticSite(root, {
          publicUrl: "https://ringline.example",
          bootstrap: async () => {
            reads += 1;
            return { plans: { items: [{ id: "starter", name: "</script><b>" }] } };
          },
        }),
      );
      const landing = await request(app).get("/").set("Accept-Encoding", "identity").expect(200);
      expect(landing.text).toContain(
        '<script id="ringline-bootstrap" type="application/json">{"plans":{"items":[{"id":"starter","name":"\\u003c/script>\\u003cb>"}]}}</script></head>',
      );
      const dashboard = await request(app).get("/dashboard").set("Accept-Encoding", "identity");
      expect(dashboard.text).not.toContain("ringline-bootstrap");
      await request(app).get("/faq").expect(200);
      // Read once a minute at most, not per request.
      expect(reads).toBe(1);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("is left out when it cannot be read, and the page is served all the same", async () => {
    const root = buildSite(true);
    try {
      const app = express();
      app.use(
        createStaticSite(root, {
          publicUrl: "https://ringline.example",
          bootstrap: async () => {
            throw new Error("database down");
          },
        }),
      );
      const landing = await request(app).get("/").set("Accept-Encoding", "identity").expect(200);
      expect(landing.text).not.toContain("ringline-bootstrap");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the prerendered public pages", () => {
  const FAQ_HTML = INDEX.replace(
    '<div id="root"></div>',
    '<div id="root" data-prerendered="/faq"><h1>Frequently asked questions</h1></div>',
  );
  const LOGIN_HTML = INDEX.replace(
    '<div id="root"></div>',
    '<div id="root" data-prerendered="/login"><h1>Welcome back</h1></div>',
  );
  let root: string;
  let app: ReturnType<typeof express>;
  beforeAll(() => {
    root = buildSite(true);
    mkdirSync(path.join(root, "prerendered"));
    writeFileSync(path.join(root, "prerendered/faq.html"), FAQ_HTML);
    writeFileSync(path.join(root, "prerendered/login.html"), LOGIN_HTML);
    writeFileSync(
      path.join(root, "prerendered/pages.json"),
      JSON.stringify({
        pages: { "/faq": "prerendered/faq.html", "/login": "prerendered/login.html" },
      }),
    );
    app = express();
    app.use(
      createStaticSite(root, {
        publicUrl: "https://ringline.example",
        bootstrap: async () => ({ plans: { items: [] } }),
      }),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The page at `pagePath` as sent, uncompressed, after checking its status. */
  const pageText = async (pagePath: string, status = 200) =>
    (await request(app).get(pagePath).set("Accept-Encoding", "identity").expect(status)).text;

  it.each(["/faq", "/faq/"])(
    "sends %s as its prerendered HTML and first data, announcing no script before it has painted",
    async (pagePath) => {
      const text = await pageText(pagePath);
      expect(text).toContain(
        '<div id="root" data-prerendered="/faq"><h1>Frequently asked questions</h1></div>',
      );
      expect(text).not.toContain('href="/assets/faq-1.js"');
      expect(text).not.toContain("modulepreload");
      expect(text).toContain('<script id="ringline-bootstrap"');
    },
  );

  it("announces the page's scripts when the browser renders it (a query on /faq)", async () => {
    expect(await pageText("/faq?q=forwarding")).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/faq-1.js">',
    );
  });

  it("sends a prerendered page of another group (sign-in) as its HTML, without the public pages' data", async () => {
    const text = await pageText("/login");
    expect(text).toContain('<div id="root" data-prerendered="/login"><h1>Welcome back</h1></div>');
    expect(text).not.toContain('<script id="ringline-bootstrap"');
  });

  it("sends the bare page for a query (the page differs), another page or a path it does not know", async () => {
    for (const [pagePath, status] of [
      ["/faq?q=forwarding", 200],
      ["/login?next=/dashboard", 200],
      ["/", 200],
      ["/dashboard", 200],
      ["/faq/extra", 404],
    ] as const) {
      expect(await pageText(pagePath, status)).toContain('<div id="root"></div>');
    }
  });

  it("links no style sheet the prerendered page has written in (data-href)", async () => {
    const site = buildSite(true);
    try {
      mkdirSync(path.join(site, "prerendered"));
      writeFileSync(
        path.join(site, "prerendered/index.html"),
        INDEX.replace(
          "</head>",
          '<style data-href="/assets/landing-1.css">.hero{color:red}</style></head>',
        ).replace('<div id="root"></div>', '<div id="root" data-prerendered="/"><h1>Hi</h1></div>'),
      );
      writeFileSync(
        path.join(site, "prerendered/pages.json"),
        JSON.stringify({ pages: { "/": "prerendered/index.html" } }),
      );
      const server = express().use(
        createStaticSite(site, { publicUrl: "https://ringline.example" }),
      );
      const page = await request(server).get("/").set("Accept-Encoding", "identity").expect(200);
      expect(page.text).toContain('data-prerendered="/"');
      expect(page.text).not.toContain(
        '<link rel="stylesheet" crossorigin href="/assets/landing-1.css">',
      );
      // Nor its scripts: they are asked for once it has painted.
      expect(page.text).not.toContain('href="/assets/landing-1.js"');
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it("sends the prerendered page compressed, as it sends every page", async () => {
    const response = await request(app).get("/faq").set("Accept-Encoding", "gzip, br").expect(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.text).toContain("data-prerendered");
  });
});
