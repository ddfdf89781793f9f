// `WebCall` from `@ringline/voice-client/web` (its built bundle, bundled again here with
// esbuild) in Chromium, over the local transport, against the emulator running in this
// process: the browser half of the local protocol, with real Web Audio level analysis.

import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../../../e2e/browser.js";
import { startVoiceEmulator, type VoiceEmulator } from "../index.js";

const WEB_ENTRY = fileURLToPath(new URL("../../../voice-client/dist/web.js", import.meta.url));
const WAIT_MS = 15_000;

// The page's script: WebCall, with every event it emits kept in window.__events.
const PAGE_SCRIPT = `
import { WebCall } from "@ringline/voice-client/web";

const EVENTS = ["call-start", "call-end", "speech-start", "speech-end", "volume-level",
  "message", "error", "call-start-progress", "call-start-failed"];
window.__events = [];
window.startCall = async (publicKey, baseUrl, assistant) => {
  const call = new WebCall(publicKey, baseUrl, undefined, undefined, { transport: "local" });
  window.__call = call;
  for (const name of EVENTS) {
    call.on(name, (payload) => window.__events.push({ name, payload: payload ?? null }));
  }
  const started = await call.start(assistant);
  return started === null ? null : started.id;
};
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>web call</title></head>
  <body><script type="module" src="/web-call.js"></script></body>
</html>`;

interface PageEvent {
  name: string;
  payload: unknown;
}

declare global {
  interface Window {
    __events: PageEvent[];
    __call: { start(assistant: unknown): Promise<unknown>; stop(): Promise<void> };
    startCall(publicKey: string, baseUrl: string, assistant: unknown): Promise<string | null>;
  }
}

async function bundlePageScript(): Promise<string> {
  if (!existsSync(WEB_ENTRY)) {
    throw new Error(
      `${WEB_ENTRY} is missing: build voice-client first (cd packages/voice-client && npx tsup)`,
    );
  }
  const result = await build({
    stdin: { contents: PAGE_SCRIPT, resolveDir: fileURLToPath(new URL(".", import.meta.url)) },
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "chrome120",
    write: false,
    logLevel: "silent",
    // Loaded only by the daily transport, which this page never picks.
    external: ["@daily-co/daily-js"],
    plugins: [
      {
        name: "voice-client-web",
        setup(builder) {
          builder.onResolve({ filter: /^@ringline\/voice-client\/web$/ }, () => ({
            path: WEB_ENTRY,
          }));
        },
      },
    ],
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error("esbuild produced no output");
  return output.text;
}

async function servePage(script: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url === "/web-call.js") {
      response.writeHead(200, { "content-type": "text/javascript; charset=utf-8" }).end(script);
    } else if (request.url === "/") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

function waitForEvent(page: Page, what: string, predicate: string): Promise<unknown> {
  return page
    .waitForFunction(`window.__events.some((event) => ${predicate})`, undefined, {
      timeout: WAIT_MS,
      polling: 50,
    })
    .catch(async (error: unknown) => {
      const names = await page.evaluate(() =>
        window.__events.filter((event) => event.name !== "volume-level").map((event) => event.name),
      );
      throw new Error(`no ${what} within ${WAIT_MS} ms (events: ${names.join(", ")})`, {
        cause: error,
      });
    });
}

describe("WebCall in Chromium over the local transport", () => {
  let emulator: VoiceEmulator;
  let browser: Browser;
  let page: Page;
  let pageServer: Server;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const script = await bundlePageScript();
    const served = await servePage(script);
    pageServer = served.server;
    [emulator, browser] = await Promise.all([startVoiceEmulator(), launchChromium()]);
    page = await browser.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(served.url);
    await page.waitForFunction(() => typeof window.startCall === "function", undefined, {
      timeout: WAIT_MS,
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await emulator?.close();
    await new Promise<void>((resolve) =>
      pageServer ? pageServer.close(() => resolve()) : resolve(),
    );
  });

  it("starts, hears the first message through level analysis, refuses a second start and stops", {
    timeout: 60_000,
  }, async () => {
    const firstMessage = "Hello from the emulator, this is your browser test speaking.";
    const assistant = {
      firstMessage,
      model: { provider: "openai", model: "gpt-4o" },
    };
    const callId = await page.evaluate(
      ([publicKey, baseUrl, inline]) => window.startCall(publicKey, baseUrl, inline),
      [emulator.publicKey, emulator.url, assistant] as const,
    );
    expect(callId).toEqual(expect.any(String));

    await waitForEvent(page, "call-start", `event.name === "call-start"`);
    await waitForEvent(page, "speech-start", `event.name === "speech-start"`);
    await waitForEvent(
      page,
      "a volume-level above 0",
      `event.name === "volume-level" && event.payload > 0`,
    );
    await waitForEvent(
      page,
      "the first message's final transcript",
      `event.name === "message" && event.payload.type === "transcript" && event.payload.transcriptType === "final"`,
    );
    await waitForEvent(page, "speech-end", `event.name === "speech-end"`);

    // A second start while the call runs is refused, as @vapi-ai/web does.
    const second = await page.evaluate(() => window.__call.start({ firstMessage: "again" }));
    expect(second).toBeNull();

    await page.evaluate(() => window.__call.stop());
    await waitForEvent(page, "call-end", `event.name === "call-end"`);

    const events = await page.evaluate(() => window.__events);
    const names = events.map((event) => event.name).filter((name) => name !== "volume-level");
    const order = ["call-start", "speech-start", "speech-end", "call-end"].map((name) =>
      names.indexOf(name),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(names.filter((name) => name === "call-end")).toHaveLength(1);
    expect(names).not.toContain("error");
    expect(names).not.toContain("call-start-failed");

    const transcripts = events
      .filter((event) => event.name === "message")
      .map(
        (event) => event.payload as { type: string; transcriptType?: string; transcript?: string },
      )
      .filter((message) => message.type === "transcript");
    expect(transcripts.map((message) => message.transcriptType)).toEqual(["partial", "final"]);
    expect(transcripts.at(-1)?.transcript).toBe(firstMessage);

    const volumes = events
      .filter((event) => event.name === "volume-level")
      .map((event) => event.payload as number);
    expect(Math.max(...volumes)).toBeGreaterThan(0.1);
    expect(volumes.every((volume) => volume >= 0 && volume <= 1)).toBe(true);

    expect(
      events.some(
        (event) =>
          event.name === "call-start-progress" &&
          (event.payload as { metadata?: { reason?: string } }).metadata?.reason ===
            "already-started",
      ),
    ).toBe(true);
    const ended = events.filter(
      (event) =>
        event.name === "message" && (event.payload as { status?: string }).status === "ended",
    );
    expect(ended).toEqual([
      {
        name: "message",
        payload: { type: "status-update", status: "ended", endedReason: "customer-ended-call" },
      },
    ]);

    // The emulator saw the hang-up and kept the call.
    const stored = async () => {
      const response = await fetch(`${emulator.url}/call/${callId}`, {
        headers: { authorization: `Bearer ${emulator.privateKey}` },
      });
      return (await response.json()) as Record<string, unknown>;
    };
    await expect.poll(async () => (await stored()).status, { timeout: WAIT_MS }).toBe("ended");
    expect(await stored()).toMatchObject({
      type: "webCall",
      status: "ended",
      endedReason: "customer-ended-call",
      artifact: { transcript: `AI: ${firstMessage}` },
    });
    expect(pageErrors).toEqual([]);
  });
});
