import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "./browser.js";
import { type RunningProduct, startProduct } from "./product.js";

/** The started product and one Chromium page on it, for a describe block. */
export interface ProductInBrowser {
  product: RunningProduct;
  page: Page;
  /** Uncaught errors of the page. */
  pageErrors: string[];
  /** Errors the page logged to its console. */
  consoleErrors: string[];
  /** Requests of the page that failed or were answered with an error status, for diagnostics. */
  failedRequests: string[];
}

/**
 * Starts the built product and Chromium before the block's tests and stops both after them;
 * the fields are filled once `beforeAll` has run.
 */
export function productInBrowser(): ProductInBrowser {
  const session = {
    pageErrors: [],
    consoleErrors: [],
    failedRequests: [],
  } as unknown as ProductInBrowser;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [session.product, browser] = await Promise.all([startProduct(), launchChromium()]);
    session.page = await browser.newPage();
    session.page.on("pageerror", (error) => session.pageErrors.push(error.message));
    session.page.on("console", (message) => {
      if (message.type() === "error") session.consoleErrors.push(message.text());
    });
    session.page.on("requestfailed", (request) =>
      session.failedRequests.push(
        `${request.method()} ${request.url()}: ${request.failure()?.errorText ?? "failed"}`,
      ),
    );
    session.page.on("response", (response) => {
      if (response.status() >= 400) {
        session.failedRequests.push(
          `${response.request().method()} ${response.url()}: ${response.status()}`,
        );
      }
    });
  });
  afterAll(async () => {
    await browser?.close();
    await session.product?.stop();
    session.product?.cleanup();
  });
  return session;
}
