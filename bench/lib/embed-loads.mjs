// What a partner page really loads for one embedded widget, measured in Chromium: the page
// holds the widget's tag and the one script tag a partner adds; every script the page then
// fetches until the widget shows (and the network is quiet) is its first load; with `press`,
// what pressing the widget's button fetches besides (a call starting). Each script file is
// gzipped at level 9 on its own, as it is sent. See ../sizes.mjs and "embedWidgets" in
// ../size-budgets.json.
//
// The pages run on a made-up origin, answered in the browser: the package's files, and the few
// API answers a widget asks for to show itself (the embed key allowed, the demo's settings, a
// web call created), written to the contract's schemas where the answer is ours. Nothing
// leaves the machine: any other request is answered 404 and listed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { BrokenRun } from "./bench-run.mjs";

// https: a partner's page is a secure context, where a call may ask for the microphone.
const ORIGIN = "https://partner.test";
const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
];
/** A widget that has not shown in this time (on a loaded 2-core machine) breaks the run. */
const SHOW_TIMEOUT_MS = 30_000;
/** The network is quiet once nothing was asked for or answered in this time. */
const QUIET_MS = 1_000;

/** The JSON answers a widget asks for before it shows, or for a call to start. */
function apiAnswers(contract) {
  const now = new Date().toISOString();
  const demoConfig = contract.ZVoiceDemoConfig.parse({
    available: true,
    publicKey: "pk_bench",
    assistantId: "asst_bench",
    baseUrl: "https://voice-platform.test",
    transport: "daily",
  });
  return [
    {
      matches: (url) => url.pathname === "/api/embed/status",
      body: contract.ZEmbedStatusResponse.parse({ allowed: true }),
    },
    { matches: (url) => url.pathname === "/api/voice/demo-config", body: demoConfig },
    {
      // The voice platform creating the web call (Daily's room): enough for the call's chunks
      // and daily-js to load; joining the room then fails, off this machine.
      matches: (url, method) => method === "POST" && url.pathname === "/call/web",
      status: 201,
      body: {
        id: "call_bench",
        orgId: "org_bench",
        type: "webCall",
        status: "queued",
        assistantId: "asst_bench",
        webCallUrl: "https://bench.daily.co/room",
        createdAt: now,
        updatedAt: now,
      },
    },
    {
      // ElevenLabs' widget reads its agent's settings before it shows: the fewest it needs.
      matches: (url) => /^\/v1\/convai\/agents\/[^/]+\/widget$/.test(url.pathname),
      body: {
        widget_config: {
          language: "en",
          variant: "compact",
          avatar: { type: "orb", color_1: "#2792dc", color_2: "#9ce6e6" },
        },
      },
    },
  ];
}

function pageHtml(widgetHtml, scriptTag) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Partner page</title></head>
<body>
<main><h1>Partner page</h1>${widgetHtml.replaceAll("{origin}", ORIGIN)}</main>
${scriptTag}
</body>
</html>`;
}

/** Whether the page's first widget shows something: an element with a size, not a style. */
function widgetShows(tag) {
  const element = document.querySelector(tag);
  const root = element?.shadowRoot ?? element;
  if (!root) return false;
  return [...root.querySelectorAll("*")].some((node) => {
    if (node.tagName === "STYLE" || node.tagName === "SCRIPT") return false;
    const box = node.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  });
}

/** Resolves once no request was made or answered for `QUIET_MS` and none is in flight. */
async function quiet(page, network) {
  const deadline = Date.now() + SHOW_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (network.inFlight === 0 && Date.now() - network.lastActivity >= QUIET_MS) return;
    await page.waitForTimeout(100);
  }
  throw new BrokenRun(`the network never went quiet (${network.inFlight} requests in flight)`);
}

function sizesOf(files) {
  let minBytes = 0;
  let gzipBytes = 0;
  for (const bytes of files.values()) {
    minBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...files.keys()], minBytes, gzipBytes };
}

/**
 * One page: `files` (served path → file on disk) and the script tag that loads the widget;
 * answers the first load and, with `press`, what pressing loads besides.
 */
async function measurePage(browser, contract, { tag, html, scriptTag, files, press }) {
  const context = await browser.newContext();
  const answers = apiAnswers(contract);
  const network = { inFlight: 0, lastActivity: Date.now() };
  const scripts = new Map();
  const others = [];
  const missing = [];
  const errors = [];
  // What is asked for after the press is listed as such.
  let phase = "";
  try {
    await context.route("**/*", async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (url.origin === ORIGIN && url.pathname === "/") {
        await route.fulfill({ contentType: "text/html", body: pageHtml(html, scriptTag) });
        return;
      }
      const file = url.origin === ORIGIN ? files.get(url.pathname) : undefined;
      if (file) {
        const bytes = readFileSync(file);
        if (request.resourceType() === "script") scripts.set(url.pathname, bytes);
        else others.push(`${phase}${request.resourceType()} ${url.pathname}`);
        await route.fulfill({ contentType: "text/javascript", body: bytes });
        return;
      }
      const answer = answers.find((item) => item.matches(url, request.method()));
      if (answer) {
        others.push(`${phase}${request.method()} ${url.host}${url.pathname} (answered)`);
        await route.fulfill({
          status: answer.status ?? 200,
          contentType: "application/json",
          body: JSON.stringify(answer.body),
        });
        return;
      }
      if (url.origin === ORIGIN && /\.m?js$/.test(url.pathname)) missing.push(url.pathname);
      others.push(`${phase}${request.resourceType()} ${url.host}${url.pathname} (404)`);
      await route.fulfill({ status: 404, contentType: "application/json", body: "{}" });
    });
    const page = await context.newPage();
    const touch = () => {
      network.lastActivity = Date.now();
    };
    page.on("request", () => {
      network.inFlight += 1;
      touch();
    });
    for (const event of ["requestfinished", "requestfailed"]) {
      page.on(event, () => {
        network.inFlight -= 1;
        touch();
      });
    }
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("websocket", (socket) => {
      const url = new URL(socket.url());
      others.push(`${phase}WebSocket ${url.host}${url.pathname} (not answered)`);
      touch();
    });
    await page.goto(`${ORIGIN}/`);
    await page
      .waitForFunction(widgetShows, tag, { timeout: SHOW_TIMEOUT_MS, polling: 100 })
      .catch(() => {
        throw new BrokenRun(
          `<${tag}> did not show within ${SHOW_TIMEOUT_MS / 1000} s${errors.length > 0 ? ` (page errors: ${errors.join("; ")})` : ""}`,
        );
      });
    await quiet(page, network);
    const firstLoad = sizesOf(scripts);
    let afterPress;
    if (press) {
      const before = new Set(scripts.keys());
      const pressed = Date.now();
      phase = "after pressing: ";
      await page.locator(tag).locator(press).first().click({ timeout: SHOW_TIMEOUT_MS });
      // A call that starts asks for something (a script, the platform, a socket) once the
      // microphone is granted: a press after which nothing is asked for started no call.
      while (network.lastActivity <= pressed) {
        if (Date.now() - pressed > SHOW_TIMEOUT_MS) {
          throw new BrokenRun(`pressing ${press} in <${tag}> asked for nothing: no call started`);
        }
        await page.waitForTimeout(100);
      }
      await quiet(page, network);
      afterPress = sizesOf(new Map([...scripts].filter(([path]) => !before.has(path))));
    }
    if (missing.length > 0) {
      throw new BrokenRun(`<${tag}> asked for files that are not there: ${missing.join(", ")}`);
    }
    return { firstLoad, afterPress, others };
  } finally {
    await context.close();
  }
}

/** Every file under the package directory `directory`, served at `prefix` + its path. */
function filesUnder(directory, names, prefix) {
  return new Map(names.map((name) => [`${prefix}${name}`, join(directory, name)]));
}

/**
 * Measures each widget of `config` (`embedWidgets` of size-budgets.json) and each peer in one
 * Chromium, one page at a time. Throws BrokenRun when Chromium, a build or a peer is missing.
 */
export async function measureEmbedWidgets(config, repositoryDir) {
  const chromiumPath = CHROMIUM_CANDIDATES.find((path) => path && existsSync(path));
  if (!chromiumPath) {
    throw new BrokenRun(
      "the embed's widgets are measured in Chromium: install it (apt-get install chromium) or set CHROMIUM_PATH",
    );
  }
  const embedDir = join(repositoryDir, config.directory);
  const loader = join(embedDir, config.loader);
  if (!existsSync(loader)) {
    throw new BrokenRun(
      `${relative(repositoryDir, loader)} is missing: build first (npx pnpm@10 build)`,
    );
  }
  const contract = await import(
    pathToFileURL(join(repositoryDir, "packages/api-client/dist/index.js")).href
  );
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-dev-shm-usage",
      // A call's start asks for the microphone: granted, with a fake one.
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      // Requests are answered in the browser; what is not (a WebSocket) fails here, unresolved.
      "--host-resolver-rules=MAP * ~NOTFOUND",
    ],
  });
  const ourFiles = filesUnder(
    embedDir,
    readdirSync(embedDir).filter((name) => name.endsWith(".js")),
    "/embed/",
  );
  const rows = [];
  try {
    for (const widget of config.widgets) {
      const measured = await measurePage(browser, contract, {
        tag: widget.html.match(/^<([a-z-]+)/)[1],
        html: widget.html,
        scriptTag: `<script type="module" src="/embed/${config.loader}"></script>`,
        files: ourFiles,
        press: widget.press,
      });
      rows.push({ name: widget.name, peer: false, pressLabel: widget.pressLabel, ...measured });
    }
    for (const peer of config.peers ?? []) {
      const resolver = createRequire(join(repositoryDir, peer.resolveDir, "package.json"));
      let packageDir;
      try {
        packageDir = dirname(resolver.resolve(`${peer.package}/package.json`));
      } catch {
        throw new BrokenRun(
          `${peer.package} is not installed in ${peer.resolveDir}: npx pnpm@10 install`,
        );
      }
      const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
      const measured = await measurePage(browser, contract, {
        tag: peer.html.match(/^<([a-z-]+)/)[1],
        html: peer.html,
        // As the vendor's snippet has it: one classic script, async.
        scriptTag: `<script src="/peer/${peer.file}" async type="text/javascript"></script>`,
        files: filesUnder(packageDir, [peer.file], "/peer/"),
        press: peer.press,
      });
      rows.push({
        name: `${peer.name} ${version}`,
        peer: true,
        pressLabel: peer.pressLabel,
        ...measured,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
