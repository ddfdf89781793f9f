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
 * Starts the built product (with `env` added to its settings) and Chromium before the block's
 * tests and stops both after them; the fields are filled once `beforeAll` has run.
 */
export function productInBrowser(env: Record<string, string> = {}): ProductInBrowser {
  const session = {
    pageErrors: [],
    consoleErrors: [],
    failedRequests: [],
  } as unknown as ProductInBrowser;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [session.product, browser] = await Promise.all([startProduct(env), launchChromium()]);
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

/**
 * Signs a new account up from inside `page` (the API's sign-up with the page's CSRF token), so
 * the session cookie belongs to that browser; answers the HTTP status. The page must be on the
 * product already.
 */
export function signUpInPage(
  page: Page,
  person: { firstName: string; lastName: string; email: string },
): Promise<number> {
  return page.evaluate(async ({ firstName, lastName, email }) => {
    const { csrfToken } = (await (await fetch("/api/csrf-token")).json()) as {
      csrfToken: string;
    };
    const response = await fetch("/auth/signup", {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
      body: JSON.stringify({
        firstName,
        lastName,
        email,
        password: "Harbor-Lights-2026",
        confirmPassword: "Harbor-Lights-2026",
      }),
    });
    return response.status;
  }, person);
}
