import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./browser.js";
import { type RunningProduct, startProduct } from "./product.js";

// From sign-up to a live receptionist in Chromium on the embedded defaults: onboarding with a
// crawl of a small site this test serves, the emulator's assistant, knowledge, tools and number,
// the forwarding test call, then a greeting changed in AI Settings and reverted.

const PAGES: Record<string, string> = {
  "/": `<html><head><title>Harbor Homes</title></head><body><main><h1>Harbor Homes</h1>
    <p>We sell waterfront homes in Sausalito.</p><a href="/open-house">Open house</a></main></body></html>`,
  "/open-house": `<html><head><title>Open house</title></head><body><main>
    <p>Open house every Sunday from 1 to 4 at 9 Bridgeway.</p></main></body></html>`,
  "/robots.txt": "User-agent: *\nAllow: /\n",
};

type Loose = Record<string, unknown> & {
  firstMessage?: string;
  model?: { tools?: Array<{ function: { name: string } }>; toolIds?: string[] };
};

interface Live {
  aiStatus: string;
  assistantId: string;
  phone: { number: string };
}

describe("a customer goes from sign-up to a live receptionist", () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let site: Server;
  let siteUrl: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    site = createServer((request, response) => {
      const body = PAGES[new URL(request.url ?? "/", "http://site").pathname];
      response.writeHead(body ? 200 : 404, {
        "content-type": request.url?.endsWith(".txt") ? "text/plain" : "text/html",
      });
      response.end(body ?? "not found");
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    [product, browser] = await Promise.all([
      startProduct({ CRAWLER_ALLOW_PRIVATE_NETWORKS: "true" }),
      launchChromium(),
    ]);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    product?.cleanup();
    await new Promise<void>((resolve) => site?.close(() => resolve()));
  });

  /** The embedded emulator, through its REST API with the key it keeps in its data. */
  async function emulator() {
    const state = JSON.parse(
      readFileSync(
        path.join(path.dirname(product.dataDir), "voice-emulator", "state.json"),
        "utf8",
      ),
    ) as { collections: { emulator: Array<{ privateKey: string }> } };
    const config = (await (
      await page.request.get(`${product.url}/api/voice/demo-config`)
    ).json()) as {
      baseUrl: string;
    };
    const token = state.collections.emulator[0]?.privateKey ?? "";
    return async <T = Loose>(resource: string): Promise<T> => {
      const answer = await fetch(`${config.baseUrl}${resource}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await answer.json()) as T;
    };
  }

  async function receptionist() {
    const answer = await page.request.get(`${product.url}/api/receptionist`, {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("authToken"))}`,
      },
    });
    return ((await answer.json()) as { receptionist: Live }).receptionist;
  }

  it("onboards: business, receptionist, website crawl, number, forwarding test", async () => {
    await page.goto(`${product.url}/signup`);
    await page.getByLabel(/^First name/).fill("Hana");
    await page.getByLabel(/^Last name/).fill("Harbor");
    await page.getByLabel(/^Email/).fill(`hana.${Date.now()}@harbor.example`);
    await page.getByLabel(/^Password/).fill("Harbor2026!");
    await page.getByLabel(/^Confirm password/).fill("Harbor2026!");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/signup"));

    await page.goto(`${product.url}/onboarding`);
    await page.waitForURL("**/onboarding/business");
    await page.getByLabel(/^Business name/).fill("Harbor Homes");
    await page.getByLabel(/^Business type/).selectOption("real_estate");
    await page.getByLabel(/^Main business phone/).fill("(415) 555-0142");
    await page.getByLabel(/^Time zone/).selectOption("America/Los_Angeles");
    await page.getByRole("button", { name: "Next" }).click();

    await page.waitForURL("**/onboarding/receptionist");
    await page.getByLabel(/^Receptionist's name/).fill("Mia");
    await page.getByLabel(/^Tone and personality/).selectOption("Warm and reassuring");
    await page.getByRole("radio", { name: /Sarah/ }).check();
    await page.getByLabel(/^Greeting/).fill("Harbor Homes, this is Mia. How can I help?");
    await page.getByLabel("Capture every caller's details").check();
    await page.getByLabel("Book appointments").check();
    await page.getByRole("button", { name: "Next" }).click();

    await page.waitForURL("**/onboarding/website");
    await page.getByRole("button", { name: "Add a website" }).click();
    await page.getByLabel(/^Website 1/).fill(siteUrl);
    await page.getByRole("button", { name: "Save and read my website" }).click();
    await page.getByText(/Read 2 pages/).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Next" }).click();

    await page.waitForURL("**/onboarding/number");
    await page.getByLabel(/^Area code/).fill("415");
    await page.getByRole("button", { name: "Get my number" }).click();
    await page.waitForURL("**/onboarding/forwarding", { timeout: 60_000 });

    await page.getByRole("button", { name: "Test my forwarding" }).click();
    await page.getByText("It works: the call arrived and your receptionist answered.").waitFor({
      timeout: 45_000,
    });
    await page.getByText("Harbor Homes, this is Mia. How can I help?").waitFor({ timeout: 45_000 });
    await page.getByRole("button", { name: "Finish and go live" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("dialog", { name: "Your receptionist is live" }).waitFor();
    await page.getByRole("button", { name: "Skip tour" }).click();
    expect(pageErrors).toEqual([]);
  });

  it("left an assistant with the settings, knowledge and tools, and a number pointing at it", async () => {
    const platform = await emulator();
    const live = await receptionist();
    expect(live.aiStatus).toBe("active");
    const assistant = await platform(`/assistant/${live.assistantId}`);
    expect(assistant.firstMessage).toBe("Harbor Homes, this is Mia. How can I help?");
    expect(assistant.model?.tools?.map((tool) => tool.function.name)).toEqual([
      "capture_lead",
      "check_availability",
      "book_appointment",
      "transfer_call",
      "send_text",
    ]);
    const tool = await platform<{ knowledgeBases: Array<{ fileIds: string[] }> }>(
      `/tool/${assistant.model?.toolIds?.[0]}`,
    );
    const file = await platform<{ url: string }>(`/file/${tool.knowledgeBases[0]?.fileIds[0]}`);
    expect(await (await fetch(file.url)).text()).toContain("Open house every Sunday from 1 to 4");
    const numbers = await platform<Array<{ number: string; assistantId: string }>>("/phone-number");
    expect(numbers.find((entry) => entry.number === live.phone.number)?.assistantId).toBe(
      live.assistantId,
    );
  });

  it("updates the platform and adds a version when the greeting changes, and reverts it", async () => {
    const platform = await emulator();
    const { assistantId } = await receptionist();
    await page.goto(`${product.url}/dashboard/ai-settings`);
    const greeting = page.getByLabel(/^Greeting/);
    await greeting.fill("Thanks for calling Harbor Homes!");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect
      .poll(async () => (await platform(`/assistant/${assistantId}`)).firstMessage, {
        timeout: 30_000,
      })
      .toBe("Thanks for calling Harbor Homes!");
    await page.getByText("Saved. Your receptionist is up to date.").waitFor({ timeout: 30_000 });
    const versions = page.getByRole("table", { name: "Versions of your receptionist's settings" });
    await versions.getByText("Greeting").waitFor();
    await page.getByRole("button", { name: "Restore version 1" }).click();
    await page.getByText("Version 1 restored").waitFor();
    await expect
      .poll(async () => (await platform(`/assistant/${assistantId}`)).firstMessage, {
        timeout: 30_000,
      })
      .toBe("Harbor Homes, this is Mia. How can I help?");
    await expect
      .poll(() => greeting.inputValue())
      .toBe("Harbor Homes, this is Mia. How can I help?");
    expect(pageErrors).toEqual([]);
  });
});
