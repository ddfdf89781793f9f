import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../apps/api/src/db/database.js";
import { launchChromium } from "./browser.js";
import { type RunningProduct, startProduct } from "./product.js";

describe("a visitor asks for a demo", () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    page = await browser.newPage();
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    product?.cleanup();
  });

  it("opens the dialog, is refused on bad input, submits and sees the toast", async () => {
    await page.goto(product.url);
    await page.getByRole("banner").getByRole("button", { name: "Book a Demo" }).click();
    const dialog = page.getByRole("dialog", { name: "Get Your Live Demo" });
    await dialog.waitFor();

    await dialog.getByLabel("Name *").fill("A");
    await dialog.getByRole("button", { name: "Book My Demo Now" }).click();
    await dialog.getByText("Name must be at least 2 characters").waitFor();

    await dialog.getByLabel("Name *").fill("Grace Hopper");
    await dialog.getByLabel("Email *").fill("grace@example.com");
    await dialog.getByLabel("Phone *").fill("(555) 010-2030");
    await dialog.getByLabel("Real Estate Company *").fill("Hopper Homes");
    await dialog.getByLabel("Current Lead Volume (Optional)").fill("About 60 calls a month");
    await dialog.getByRole("button", { name: "Book My Demo Now" }).click();

    await page.getByText("Your demo request has been submitted. We'll contact you soon!").waitFor();
    await page.getByText("Success!").waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect(consoleErrors).toEqual([]);
  });

  it("shows the not-found page for an unknown path", async () => {
    await page.goto(`${product.url}/no-such-page`);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
  });

  it("stops cleanly on Ctrl-C and the request is in the database", async () => {
    expect(await product.stop()).toBe(0);
    const db = await openDatabase({ dataDir: product.dataDir });
    try {
      const rows = await db.prisma.contact.findMany();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: "Grace Hopper",
        email: "grace@example.com",
        phone: "(555) 010-2030",
        company: "Hopper Homes",
        message: "About 60 calls a month",
        requestType: "demo",
      });
    } finally {
      await db.close();
    }
  });
});
