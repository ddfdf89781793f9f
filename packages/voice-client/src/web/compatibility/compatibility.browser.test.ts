// The compatibility snippets (code written for `@vapi-ai/web`) run unchanged but for the
// import path, in Chromium, against the voice emulator: the README's calls, every event
// with typed and untyped listeners, and every method of a call in progress.

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../../../../e2e/browser.js";
import { IMPORT_PATHS, SNIPPETS_DIR } from "./compile-snippets.js";

const WAIT_MS = 20_000;
const WEB_SOURCE = fileURLToPath(new URL("../index.ts", import.meta.url));
// The emulator's public entry, by path: it is not a dependency of this package, and a path
// kept in a variable keeps its sources out of this package's type check.
const EMULATOR_ENTRY = new URL("../../../../voice-emulator/src/index.ts", import.meta.url).href;

/** What this test uses of `@ringline/voice-emulator`'s public `startVoiceEmulator`. */
interface Emulator {
  url: string;
  publicKey: string;
  privateKey: string;
  close(): Promise<void>;
}

const ASSISTANT = {
  firstMessage: "Hello, you are through to the front desk.",
  model: { provider: "openai", model: "gpt-4o" },
};

// The page imports the snippets as they are written; the bundler plays the app's switch of
// import path, from `@vapi-ai/web` to this package (its sources).
const PAGE_SCRIPT = `
import * as readme from "./readme.ts";
import * as events from "./events.ts";
import * as methods from "./methods.ts";
window.snippets = { readme, events, methods };
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>compatibility</title></head>
  <body><script type="module" src="/page.js"></script></body>
</html>`;

async function bundlePage(): Promise<string> {
  const switched = new Map<string, string>(IMPORT_PATHS);
  const result = await build({
    stdin: { contents: PAGE_SCRIPT, resolveDir: SNIPPETS_DIR, loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "chrome120",
    write: false,
    logLevel: "silent",
    // Loaded only by the daily transport; the emulator's ws:// calls take the local one.
    external: ["@daily-co/daily-js"],
    plugins: [
      {
        name: "switch-import-path",
        setup(builder) {
          builder.onResolve({ filter: /^@vapi-ai\/web$/ }, (args) => {
            expect(switched.get(args.path)).toBe("@ringline/voice-client/web");
            return { path: WEB_SOURCE };
          });
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
    if (request.url === "/page.js") {
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

async function waitUntil(page: Page, what: string, predicate: string): Promise<void> {
  await page
    .waitForFunction(predicate, undefined, { timeout: WAIT_MS, polling: 50 })
    .catch(async (error: unknown) => {
      const state = await page.evaluate(() => JSON.stringify(window.state));
      throw new Error(`no ${what} within ${WAIT_MS} ms (state: ${state})`, { cause: error });
    });
}

declare global {
  interface Window {
    // biome-ignore lint/suspicious/noExplicitAny: the snippets' modules, driven by strings.
    snippets: any;
    // biome-ignore lint/suspicious/noExplicitAny: whatever the page keeps between steps.
    state: any;
  }
}

describe("code written for @vapi-ai/web, in Chromium against the voice emulator", () => {
  let emulator: Emulator;
  let browser: Browser;
  let page: Page;
  let pageServer: Server;
  const pageErrors: string[] = [];

  async function storedCall(id: string): Promise<Record<string, unknown>> {
    const response = await fetch(`${emulator.url}/call/${id}`, {
      headers: { authorization: `Bearer ${emulator.privateKey}` },
    });
    return (await response.json()) as Record<string, unknown>;
  }

  beforeAll(async () => {
    const served = await servePage(await bundlePage());
    pageServer = served.server;
    const { startVoiceEmulator } = (await import(/* @vite-ignore */ EMULATOR_ENTRY)) as {
      startVoiceEmulator(): Promise<Emulator>;
    };
    [emulator, browser] = await Promise.all([startVoiceEmulator(), launchChromium()]);
    page = await browser.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(served.url);
    await page.waitForFunction(() => window.snippets !== undefined, undefined, {
      timeout: WAIT_MS,
    });
    await page.evaluate(() => {
      window.state = {};
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await emulator?.close();
    await new Promise<void>((resolve) =>
      pageServer ? pageServer.close(() => resolve()) : resolve(),
    );
  });

  it("runs the README: a saved assistant with overrides, then an inline one", {
    timeout: 90_000,
  }, async () => {
    const created = await fetch(`${emulator.url}/assistant`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${emulator.privateKey}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ name: "Front desk", ...ASSISTANT }),
    });
    expect(created.status).toBe(201);
    const { id: assistantId } = (await created.json()) as { id: string };

    const callId = await page.evaluate(
      async ([publicKey, baseUrl, assistant]) => {
        const { readme } = window.snippets;
        window.state.log = [];
        window.state.vapi = readme.createReadmeCall(publicKey, baseUrl, window.state.log);
        return readme.startWithOverrides(window.state.vapi, assistant);
      },
      [emulator.publicKey, emulator.url, assistantId] as const,
    );
    expect(callId).toEqual(expect.any(String));
    await waitUntil(page, "speech end", `window.state.log.includes("Speech has ended")`);
    await page.evaluate(() => window.snippets.readme.talk(window.state.vapi, window.state.log));
    await waitUntil(page, "the call's end", `window.state.log.includes("Call has stopped")`);

    const log = (await page.evaluate(() => window.state.log)) as string[];
    expect(log.slice(0, 1)).toEqual(["Call has started"]);
    expect(log).toContain("Speech has started");
    expect(log).toContain("Assistant volume level above 0");
    expect(log).toContain(`assistant: ${ASSISTANT.firstMessage}`);
    expect(log).toEqual(expect.arrayContaining(["muted: false", "muted: true", "player: none"]));
    expect(log.filter((line) => line.startsWith("error"))).toEqual([]);
    // `say(…, true)` ends the call once spoken.
    await expect
      .poll(async () => (await storedCall(callId as string)).endedReason, { timeout: WAIT_MS })
      .toBe("assistant-said-end-call-phrase");

    const inlineId = await page.evaluate(
      async ([publicKey, baseUrl]) => {
        const { readme } = window.snippets;
        window.state.inlineLog = [];
        window.state.inline = readme.createReadmeCall(publicKey, baseUrl, window.state.inlineLog);
        return readme.startInline(window.state.inline);
      },
      [emulator.publicKey, emulator.url] as const,
    );
    expect(inlineId).toEqual(expect.any(String));
    await waitUntil(page, "the inline call", `window.state.inlineLog.includes("Call has started")`);
    await page.evaluate(() => window.snippets.readme.hangUp(window.state.inline));
    await waitUntil(page, "its end", `window.state.inlineLog.includes("Call has stopped")`);
    await expect
      .poll(async () => (await storedCall(inlineId as string)).endedReason, { timeout: WAIT_MS })
      .toBe("customer-ended-call");
  });

  it("hears every event with typed and untyped listeners, and uses every method", {
    timeout: 90_000,
  }, async () => {
    const callId = await page.evaluate(
      async ([publicKey, baseUrl, assistant]) => {
        const { events, methods } = window.snippets;
        window.state.heard = new Set();
        window.state.call = methods.createVapi(publicKey, baseUrl);
        events.listenToEveryEvent(window.state.call, window.state.heard);
        events.listenOnceAndRemove(window.state.call, window.state.heard);
        return methods.startCall(window.state.call, assistant);
      },
      [emulator.publicKey, emulator.url, ASSISTANT] as const,
    );
    expect(callId).toEqual(expect.any(String));
    await waitUntil(page, "speech end", `window.state.heard.has("speech-end:typed")`);
    const report = await page.evaluate(async () => {
      const { methods } = window.snippets;
      const controls = await methods.useEveryControl(window.state.call);
      await methods.endCall(window.state.call);
      return controls;
    });
    expect(report).toEqual({
      mutedAfterMute: true,
      mutedAfterUnmute: false,
      audioPlayer: "none",
      dailyCallObject: "none",
      localAudioLevel: "number",
      observerRunning: "boolean",
    });

    const heard = (await page.evaluate(() => [...window.state.heard])) as string[];
    for (const event of [
      "call-start",
      "call-end",
      "speech-start",
      "speech-end",
      "volume-level",
      "message",
      "progress-daily-call-join",
      "progress-audio-processing-setup",
    ]) {
      expect(heard, event).toEqual(expect.arrayContaining([`${event}:typed`, `${event}:untyped`]));
    }
    expect(heard).toEqual(
      expect.arrayContaining([
        "success-number:untyped",
        "success-string:typed",
        "call-start:once",
        "message:once:string",
      ]),
    );
    expect(heard.filter((entry) => entry.startsWith("removed"))).toEqual([]);
    expect(
      heard.filter((entry) => entry.startsWith("error") || entry.startsWith("failed")),
    ).toEqual([]);
    await expect
      .poll(async () => (await storedCall(callId as string)).endedReason, { timeout: WAIT_MS })
      .toBe("customer-ended-call");

    const refusedSecond = await page.evaluate(
      async ([publicKey, baseUrl, assistant]) => {
        const { methods } = window.snippets;
        return methods.callTwice(methods.createVapi(publicKey, baseUrl), assistant);
      },
      [emulator.publicKey, emulator.url, ASSISTANT] as const,
    );
    expect(refusedSecond).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
