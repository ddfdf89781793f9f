import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./browser.js";
import { type RunningProduct, startProduct } from "./product.js";

describe("a visitor talks to the AI receptionist on the landing page", () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    page = await browser.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    product?.cleanup();
  });

  it("calls the embedded voice platform and hangs up", async () => {
    await page.goto(product.url);
    const demo = page.locator("#demo");
    const call = demo.getByRole("button", { name: "Talk to the AI Receptionist" });
    await call.click();

    // In the call: the button turns into the end-call button and the greeting is transcribed.
    const end = demo.getByRole("button", { name: "End Call" });
    await end.waitFor({ timeout: 20_000 });
    await demo.getByText("Thanks for calling Bayside Realty", { exact: false }).first().waitFor({
      timeout: 20_000,
    });

    await end.click();
    await call.waitFor({ timeout: 20_000 });
    expect(pageErrors).toEqual([]);
  });

  it("blocks nothing the voice demo needs under the site's content security policy", async () => {
    const response = await page.request.get(`${product.url}/`);
    const policy = response.headers()["content-security-policy"] ?? "";
    const config = (await (
      await page.request.get(`${product.url}/api/voice/demo-config`)
    ).json()) as {
      baseUrl: string;
    };
    expect(policy).toContain(new URL(config.baseUrl).origin);
  });
});
