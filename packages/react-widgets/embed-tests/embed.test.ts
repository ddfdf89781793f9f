import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { createVoicePlatformClient } from "@ringline/voice-client";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { type OutputChunk, type RollupOutput, rollup } from "rollup";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium as launchChromiumForCalls } from "../../../e2e/browser.js";
import type { VoiceEmulator } from "../../voice-emulator/dist/index.js";
import { hostilePage } from "./hostile-page.js";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const embedDir = fileURLToPath(new URL("../dist/embed/", import.meta.url));
const emulatorEntry = fileURLToPath(new URL("../../voice-emulator/dist/index.js", import.meta.url));
const budgetsFile = fileURLToPath(new URL("../../../bench/size-budgets.json", import.meta.url));
const ENTRY = "ringline-embed.js";
const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".map": "application/json",
};

let output: RollupOutput;
let emulator: VoiceEmulator | undefined;
let server: Server;
let origin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every file of dist/embed/ the page asked for, in order. */
const fetched: string[] = [];

/** Builds the embed exactly as `npm run build:embed` does, so the test never sees a stale file. */
async function buildEmbed(): Promise<RollupOutput> {
  const previousDirectory = process.cwd();
  process.chdir(packageDir);
  try {
    const { default: config } = await import("../rollup.config.mjs");
    const bundle = await rollup(config);
    const written = await bundle.write(config.output);
    await bundle.close();
    return written;
  } finally {
    process.chdir(previousDirectory);
  }
}

/** The voice emulator in this process, with an assistant for the demo button to call. */
async function startEmulator(): Promise<{ emulator: VoiceEmulator; assistantId: string }> {
  if (!existsSync(emulatorEntry)) {
    throw new Error(
      `${emulatorEntry} does not exist: build the emulator (cd packages/voice-emulator && npx tsup)`,
    );
  }
  const { startVoiceEmulator } = (await import(
    "../../voice-emulator/dist/index.js"
  )) as typeof import("../../voice-emulator/dist/index.js");
  const started = await startVoiceEmulator({ port: 0 });
  const platform = createVoicePlatformClient({ token: started.privateKey, baseUrl: started.url });
  const assistant = await platform.assistant.create({
    name: "Harbor Point Realty",
    firstMessage: "Thank you for calling Harbor Point Realty, this is Ava.",
  });
  return { emulator: started, assistantId: assistant.id };
}

/** The chunks a file loads with static imports, itself included: what loads with it. */
function staticClosure(fileName: string): OutputChunk[] {
  const chunks = new Map(
    output.output.flatMap((item) => (item.type === "chunk" ? [[item.fileName, item]] : [])),
  );
  const reached = new Map<string, OutputChunk>();
  const pending = [fileName];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    const chunk = chunks.get(name);
    if (!chunk || reached.has(name)) continue;
    reached.set(name, chunk);
    pending.push(...chunk.imports);
  }
  return [...reached.values()];
}

/** The output chunk holding a module whose id contains `fragment`. */
function chunkWith(fragment: string): OutputChunk {
  const chunk = output.output.find(
    (item): item is OutputChunk =>
      item.type === "chunk" && Object.keys(item.modules).some((id) => id.includes(fragment)),
  );
  if (!chunk) throw new Error(`No chunk holds ${fragment}`);
  return chunk;
}

/** A computed style of an element inside a widget's shadow root (or of the page). */
function styleOf(selector: string, property: string, host?: string): Promise<string> {
  return page.evaluate(
    ({ selector, property, host }) => {
      const root = host ? document.querySelector(host)?.shadowRoot : document;
      const element = root?.querySelector(selector);
      if (!element) throw new Error(`No ${selector} in ${host ?? "the page"}`);
      return getComputedStyle(element).getPropertyValue(property);
    },
    { selector, property, host },
  );
}

beforeAll(async () => {
  output = await buildEmbed();
  const started = await startEmulator();
  emulator = started.emulator;
  const html = hostilePage({
    publicKey: started.emulator.publicKey,
    assistantId: started.assistantId,
    platformUrl: started.emulator.url,
  });
  // dist/embed/ as a CDN serves it: the entry and the chunks beside it, by file name only.
  server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const file = /^\/embed\/([\w.-]+)$/.exec(path)?.[1];
    if (path === "/") {
      response.writeHead(200, { "content-type": "text/html" }).end(html);
    } else if (file && CONTENT_TYPES[extname(file)]) {
      fetched.push(file);
      readFile(join(embedDir, file)).then(
        (body) =>
          response
            .writeHead(200, { "content-type": CONTENT_TYPES[extname(file)] as string })
            .end(body),
        () => response.writeHead(404).end(),
      );
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromiumForCalls();
  context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write", "microphone"], { origin });
  page = await context.newPage();
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  await page.goto(`${origin}/`);
  await page.getByRole("heading", { name: "Calculate your ROI" }).waitFor();
  expect(errors).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await emulator?.close();
});

describe("the embed build", () => {
  it("is one entry file whose static imports leave out the voice client and daily-js", () => {
    const entry = output.output.find((item) => item.type === "chunk" && item.isEntry);
    expect(entry?.fileName).toBe(ENTRY);
    const upFront = staticClosure(ENTRY).flatMap((chunk) => Object.keys(chunk.modules));
    expect(upFront.filter((id) => id.includes("@daily-co/daily-js"))).toEqual([]);
    expect(upFront.filter((id) => id.includes("voice-client"))).toEqual([]);
    expect(upFront.filter((id) => id.includes("demo-call-button"))).toEqual([]);
  });

  it("loads at most the issue's budget before a call, demo widget included", async () => {
    const { entries } = JSON.parse(await readFile(budgetsFile, "utf8")) as {
      entries: { entry?: string; budget: number | null }[];
    };
    const budget = entries.find((entry) => entry.entry?.endsWith(`/dist/embed/${ENTRY}`))?.budget;
    // bench/sizes.mjs counts the entry and its static imports; a page with the demo element
    // also fetches the widget's chunk before any call, so it counts here too.
    const beforeCall = new Set([
      ...staticClosure(ENTRY),
      ...staticClosure(chunkWith("demo-call-button/demo-call-button").fileName),
    ]);
    const gzipBytes = [...beforeCall].reduce(
      (total, chunk) => total + gzipSync(chunk.code, { level: 9 }).byteLength,
      0,
    );
    expect(budget).toBeLessThanOrEqual(30 * 1024);
    expect(gzipBytes).toBeLessThanOrEqual(budget ?? 0);
  });

  it("puts daily-js in a chunk of its own that only import() reaches", () => {
    const daily = chunkWith("@daily-co/daily-js");
    expect(daily.isEntry).toBe(false);
    expect(daily.isDynamicEntry).toBe(true);
    expect(Object.keys(daily.modules).every((id) => id.includes("@daily-co/daily-js"))).toBe(true);
    const importers = output.output.filter(
      (item): item is OutputChunk => item.type === "chunk" && item.imports.includes(daily.fileName),
    );
    expect(importers).toEqual([]);
  });
});

describe("the embed bundle in Chromium", () => {
  it("registers the elements and renders each widget in an open shadow root", async () => {
    const state = await page.evaluate(() => ({
      defined: [
        "ringline-roi-calculator",
        "ringline-forwarding-guide",
        "ringline-pricing",
        "ringline-demo-call",
        "ringline-chat",
        "ringline-contact",
        "ringline-schedule-demo",
      ].map((name) => customElements.get(name) !== undefined),
      shadowWidgets: ["#roi .rl-roi", "#forwarding .rl-forwarding", "#pricing .rl-pricing"].map(
        (selector) => {
          const [host, widget] = selector.split(" ");
          return (
            document.querySelector(host as string)?.shadowRoot?.querySelector(widget as string) !==
            null
          );
        },
      ),
      global: (window as unknown as { RinglineEmbed?: { elements: string[] } }).RinglineEmbed
        ?.elements,
    }));
    expect(state.defined).toEqual([true, true, true, true, true, true, true]);
    expect(state.shadowWidgets).toEqual([true, true, true]);
    expect(state.global).toEqual([
      "ringline-roi-calculator",
      "ringline-forwarding-guide",
      "ringline-pricing",
      "ringline-demo-call",
      "ringline-chat",
      "ringline-contact",
      "ringline-schedule-demo",
    ]);
  });

  it("shows the chat bubble in its shadow root and opens the chat panel", async () => {
    const chat = page.locator("#chat");
    const bubble = chat.getByRole("button", { name: "Open chat" });
    await bubble.waitFor({ timeout: 20_000 });
    await bubble.click();
    await chat.getByRole("dialog").waitFor({ timeout: 20_000 });
    expect(
      await chat.evaluate((host) => host.shadowRoot?.querySelector("[role=dialog]") !== null),
    ).toBe(true);
  });

  it("recalculates when a slider moves with the keyboard", async () => {
    const slider = page.getByRole("slider", { name: "Missed calls per month" });
    await expect.poll(() => slider.getAttribute("aria-valuetext")).toBe("25 calls");

    await slider.focus();
    await page.keyboard.press("ArrowRight");

    await expect.poll(() => slider.getAttribute("aria-valuetext")).toBe("30 calls");
    await expect
      .poll(() => page.locator("#roi").getByRole("status").textContent())
      // 30 calls × 10 % × $10,000 × 12 = $360,000 a year, less Unlimited's $99 × 12 and the
      // $99 setup fee ($1,287): $358,713, 27,872 % of the cost.
      .toBe("27,872% ROI: $358,713 net gain per year");
    expect(
      await page.getByRole("link", { name: "Get Started with Unlimited" }).getAttribute("href"),
    ).toBe("https://ringline.ai/checkout?plan=unlimited");
  });

  it("switches the pricing to annual", async () => {
    const pricing = page.locator("#pricing");
    await pricing.getByRole("radio", { name: "Annual" }).check();

    await expect.poll(() => pricing.getByText("$314").count()).toBe(1);
    expect(await pricing.getByText("Save $154 per year + FREE premium onboarding").count()).toBe(1);
    expect(await pricing.getByRole("link").first().getAttribute("href")).toBe(
      "/signup?plan=starter&billing=annual",
    );
  });

  it("copies a forwarding code to the clipboard and says so", async () => {
    const forwarding = page.locator("#forwarding");
    await forwarding.getByRole("button", { name: "Copy **21*5551234567#" }).click();

    await expect
      .poll(() => forwarding.getByRole("button", { name: "Copied **21*5551234567#" }).count())
      .toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("**21*5551234567#");
    expect(await forwarding.getByRole("status").textContent()).toBe(
      "Copied **21*5551234567# to the clipboard",
    );
    expect(
      await forwarding.getByRole("link", { name: "Dial **21*5551234567#" }).getAttribute("href"),
    ).toBe("tel:**21*5551234567%23");
  });

  it("dispatches analytics events out of the shadow root", async () => {
    await page.locator("#pricing").getByRole("link").nth(1).click();

    const events = await page.evaluate(
      () => (window as unknown as { ringlineEvents: unknown[] }).ringlineEvents,
    );
    expect(events).toContainEqual({
      name: "select_item",
      properties: {
        item_list_id: "pricing_table",
        plan: "growth",
        billing: "annual",
        currency: "USD",
        value: 474,
      },
    });
    expect(events).toContainEqual(expect.objectContaining({ name: "forwarding_code_copied" }));
  });
});

describe("isolation between the page and the widgets", () => {
  it("keeps the page's CSS out of the widgets", async () => {
    // Page: `.rl-button { background: red; padding: 50px }`, `button { border: dashed }`.
    expect(await styleOf(".rl-roi__checkout", "background-color", "#roi")).toBe("rgb(29, 78, 216)");
    expect(await styleOf(".rl-forwarding__action", "padding-top", "#forwarding")).not.toBe("50px");
    expect(await styleOf("button", "border-top-style", "#forwarding")).not.toBe("dashed");
    // Page: `* { font-size: 40px; color: green; letter-spacing: 3px }`, `html { font-size: 40px }`.
    expect(await styleOf(".rl-roi__description", "font-size", "#roi")).toBe("16px");
    expect(await styleOf(".rl-roi__title", "font-size", "#roi")).toBe("24px");
    expect(await styleOf(".rl-forwarding__description", "color", "#forwarding")).not.toBe(
      "rgb(0, 128, 0)",
    );
    expect(await styleOf(".rl-forwarding__description", "letter-spacing", "#forwarding")).toBe(
      "normal",
    );
    expect(await styleOf(".rl-roi__title", "text-transform", "#roi")).toBe("none");
    // Page: `input { display: none }` must not hide the sliders.
    expect(await styleOf(".rl-slider__input", "display", "#roi")).toBe("block");
  });

  it("keeps the widgets' CSS out of the page", async () => {
    expect(await styleOf("#host-button", "background-color")).toBe("rgb(255, 0, 0)");
    expect(await styleOf("#host-button", "padding-top")).toBe("50px");
    expect(await styleOf("#host-root", "font-size")).toBe("40px");
    expect(await styleOf("#host-root", "color")).toBe("rgb(0, 128, 0)");
    expect(
      await page.evaluate(() => document.querySelectorAll("style[data-ringline]").length),
    ).toBe(0);
  });

  it("lets the page theme a widget through --rl-* custom properties", async () => {
    // `ringline-pricing { --rl-color-primary: rgb(124, 58, 237) }` reaches inside.
    expect(await styleOf(".rl-pricing__cta", "background-color", "#pricing")).toBe(
      "rgb(124, 58, 237)",
    );
  });
});

describe("the voice demo element", () => {
  /** Chunks fetched so far that hold the voice client, its transports or daily-js. */
  function callChunksFetched(): string[] {
    const callChunks = new Set(
      ["voice-client/dist/web.js", "local-transport", "daily-transport", "@daily-co/daily-js"].map(
        (fragment) => chunkWith(fragment).fileName,
      ),
    );
    return fetched.filter((file) => callChunks.has(file));
  }

  it("renders its button in the shadow root, without the voice client", async () => {
    const demoCall = page.locator("#demo-call");
    await demoCall.getByRole("button", { name: "Talk to the AI Receptionist" }).waitFor();

    expect(
      await page.evaluate(
        () =>
          document.querySelector("#demo-call")?.shadowRoot?.querySelector(".rl-demo-call button")
            ?.textContent,
      ),
    ).toBe("Talk to the AI Receptionist");
    expect(await page.evaluate(() => document.querySelector(".rl-demo-call"))).toBeNull();
    // Page: `.rl-button { padding: 50px }` stays out of the button.
    expect(await styleOf(".rl-demo-call__button", "padding-top", "#demo-call")).not.toBe("50px");
    expect(fetched).toContain(chunkWith("demo-call-button/demo-call-button").fileName);
    expect(callChunksFetched()).toEqual([]);
  });

  it("calls the emulator's assistant over the local transport, then hangs up", async () => {
    const demoCall = page.locator("#demo-call");

    await demoCall.getByRole("button", { name: "Talk to the AI Receptionist" }).click();

    await demoCall.getByRole("button", { name: "End Call" }).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => demoCall.getByRole("status").textContent(), { timeout: 15_000 })
      .toBe("You're connected. Go ahead and speak.");
    await expect
      .poll(() => demoCall.getByRole("log").textContent(), { timeout: 15_000 })
      .toContain("Thank you for calling Harbor Point Realty, this is Ava.");
    expect(callChunksFetched()).toEqual(
      expect.arrayContaining([
        chunkWith("voice-client/dist/web.js").fileName,
        chunkWith("local-transport").fileName,
      ]),
    );
    expect(fetched).not.toContain(chunkWith("@daily-co/daily-js").fileName);

    await demoCall.getByRole("button", { name: "End Call" }).click();

    await demoCall.getByRole("button", { name: "Talk to the AI Receptionist" }).waitFor();
    expect(await demoCall.getByRole("status").textContent()).toBe("Call ended");
    expect(await demoCall.getByRole("alert").textContent()).toBe("");
  });
});

// Last: switching the theme restyles the widgets, which the isolation checks above read.
describe("attributes after the first render", () => {
  it("re-renders when an attribute changes", async () => {
    await page.evaluate(() => document.querySelector("#pricing")?.setAttribute("locale", "es"));
    await page.locator("#pricing").getByRole("heading", { name: "Elige tu plan" }).waitFor();

    await page.evaluate(() => document.querySelector("#roi")?.setAttribute("theme", "dark"));
    // The dark theme's card surface.
    await expect.poll(() => styleOf(".rl-roi", "background-color", "#roi")).toBe("rgb(30, 41, 59)");
  });
});
