import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../apps/api/src/admin/initial-admin.js";
import { openDatabase } from "../apps/api/src/db/database.js";
import { totpCodeAt } from "../apps/api/src/test/totp-code.js";
import { axeViolations } from "./axe.js";
import { launchChromium } from "./browser.js";
import { type RunningProduct, startProduct } from "./product.js";
import { atEachWidth, scrollsSideways } from "./viewport.js";

const ADMIN = { email: "ops@ringline.example", password: "Harbour-Lights-2026", username: "ops" };
const SUPPORT = { email: "help@ringline.example", password: "Quiet-Tide-2026", username: "help" };
const CUSTOMER = { email: `carol.${Date.now()}@bayside.example`, password: "Correct9Horse" };
const WIDTHS = [390, 1280] as const;
const SHOTS = process.env.ADMIN_SCREENSHOTS;

/** Signs a customer up and pays a checkout with a test card, through the API in the page. */
async function payingCustomer(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/auth`);
  await page.evaluate(async (customer) => {
    // Signing up rotates the CSRF token: each request asks for the current one, as the client does.
    const post = async (path: string, body: unknown) => {
      const { csrfToken } = await (await fetch("/api/csrf-token")).json();
      const response = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    await post("/auth/signup", {
      firstName: "Carol",
      lastName: "Banks",
      email: customer.email,
      password: customer.password,
      confirmPassword: customer.password,
    });
    // With the premium setup, so that the first invoice has money on it to refund.
    const checkout = await post("/api/billing/checkout", {
      plan: "growth",
      billing: "monthly",
      premiumSetup: true,
    });
    await post(`/api/billing/local/checkout-sessions/${checkout.sessionId}/pay`, {
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/40",
      cvc: "123",
      name: "Carol Banks",
    });
  }, CUSTOMER);
}

/** Signs in; without two-factor sign-in set up, the site lands on its set-up page instead. */
async function adminSignIn(
  page: Page,
  url: string,
  who: typeof ADMIN,
  code?: string,
  landing = "/admin",
) {
  await page.goto(`${url}/admin/login`);
  await page.getByLabel(/^Email or username/).fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (code) {
    await page.getByLabel(/^Authenticator code/).fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  await page.waitForURL(`${url}${landing}`);
}

/** On the set-up page: enrols two-factor sign-in, saves the backup codes; answers the secret. */
async function setUpTwoFactor(page: Page, url: string, look = false): Promise<string> {
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
  if (look) {
    expect(await axeViolations(page), "the two-factor set-up with its QR code").toEqual([]);
    const viewport = page.viewportSize();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `two-factor-set-up-${width}`);
    }
    if (viewport) await page.setViewportSize(viewport);
  }
  const secret = (await page.locator("code.secret").textContent())?.trim() ?? "";
  // Enrolled with this time step's code, which the API still takes if a step ends before it
  // checks (one step of drift); the sign-in then uses the next step's, a code never used.
  await page.getByLabel(/^Code from the app/).fill(await totpCodeAt(secret, Date.now()));
  await page.getByRole("button", { name: "Turn on" }).click();
  await page.getByText(/Two-factor sign-in is on/).waitFor();
  await page.getByRole("button", { name: "I saved them" }).click();
  await page.waitForURL(`${url}/admin`);
  return secret;
}

async function expectNoAxeViolations(page: Page, what: string) {
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  // Lists and cards load after the heading: wait for the network to settle first.
  await page.waitForLoadState("networkidle");
  expect(await axeViolations(page), what).toEqual([]);
}

/** Axe on an open dialog, once it has finished appearing (a fading dialog has faint text). */
async function expectNoAxeViolationsInDialog(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name });
  await dialog.waitFor();
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  expect(await axeViolations(page), `the dialog "${name}"`).toEqual([]);
  return dialog;
}

async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

// One administrator's whole way, in order: each test starts where the one before left off.
describe("the back office in Chromium", () => {
  let product: RunningProduct;
  let restarted: RunningProduct | undefined;
  let browser: Browser;
  let admin: BrowserContext;
  let page: Page;
  let customerPath = "";
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [product, browser] = await Promise.all([
      startProduct({
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_USERNAME: ADMIN.username,
      }),
      launchChromium(),
    ]);
    const customer = await browser.newContext();
    await payingCustomer(await customer.newPage(), product.url);
    await customer.close();
    admin = await browser.newContext();
    page = await admin.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await restarted?.stop();
    await product?.stop();
    product?.cleanup();
  });

  it("enrols two-factor sign-in before anything else, then signs in with a code from the app", async () => {
    // The initial administrator (ADMIN_EMAIL / ADMIN_PASSWORD) with a password alone: the site
    // leads to the set-up, and the API refuses the back office meanwhile.
    await adminSignIn(page, product.url, ADMIN, undefined, "/admin/two-factor");
    await expectNoAxeViolations(page, "/admin/two-factor");
    const refused = await page.evaluate(async () => {
      const response = await fetch("/api/admin/audit-log");
      return [response.status, (await response.json()).error.errorCode];
    });
    expect(refused).toEqual([403, "ADMIN_TOTP_ENROLLMENT_REQUIRED"]);
    const secret = await setUpTwoFactor(page, product.url, true);
    await page.getByText("Two-factor on").waitFor();
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${product.url}/admin/login`);
    await adminSignIn(page, product.url, ADMIN, await totpCodeAt(secret, Date.now() + 30_000));
    await page.getByText("Two-factor on").waitFor();
  });

  it("finds the customer by e-mail and opens the detail", async () => {
    await page
      .getByRole("navigation", { name: "Back office sections" })
      .getByRole("link", {
        name: "Customers",
      })
      .click();
    await page.waitForURL(`${product.url}/admin/new/customers`);
    await page.getByLabel(/^Search/).fill(CUSTOMER.email.toUpperCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/\/admin\/new\/customers\?search=/);
    await page.getByRole("link", { name: CUSTOMER.email }).click();
    await page.waitForURL(/\/admin\/new\/customers\/[0-9a-f-]{36}$/);
    customerPath = new URL(page.url()).pathname.replace("/admin/new/", "/admin/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Carol Banks");
    await page.getByText("Growth · trialing").waitFor();
  });

  it("impersonates: the customer's dashboard under the banner, and one click back", async () => {
    await page.getByRole("button", { name: "Impersonate" }).click();
    await page.waitForURL(`${product.url}/dashboard`);
    const banner = page.getByRole("region", { name: "Impersonation" });
    await banner.getByText(/You are acting as Carol Banks/).waitFor();
    await page.getByRole("heading", { name: "Welcome back, Carol" }).waitFor();
    await screenshot(page, "impersonating-1280");
    await banner.getByRole("button", { name: "Stop impersonating" }).click();
    await page.waitForURL(`${product.url}${customerPath}`);
    expect(await banner.count()).toBe(0);
    await page.getByRole("heading", { name: "Carol Banks" }).waitFor();
  });

  it("shows the start and the stop in the audit log", async () => {
    await page.goto(`${product.url}/admin`);
    const log = page.getByRole("table", { name: "Administrator actions" });
    await log.getByText("impersonation.stop").waitFor();
    await log.getByText("impersonation.start").waitFor();
  });

  // Each page is loaded once and checked at every width, resized in place (loading every page
  // again per width doubled this test's time).
  it(`has nothing for axe to find on any admin page at ${WIDTHS.join(" and ")} px`, async () => {
    for (const path of [
      "/admin",
      "/admin/dashboard",
      "/admin/new",
      "/admin/new/customers",
      `/admin/new/customers?search=carol&status=active`,
      customerPath.replace("/admin/", "/admin/new/"),
      customerPath,
      "/admin/new/communications",
      "/admin/new/communications?outbox=sms",
      "/admin/new/activity-tracker",
      "/admin/new/system",
      "/admin/new/payments",
      "/admin/new/payments?view=invoices",
      "/admin/new/email-transcripts",
      "/admin/new/customers-legacy",
      "/admin/new/customer-management-advanced",
    ]) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(`${product.url}${path}`);
      await atEachWidth(page, WIDTHS, async (width) => {
        await expectNoAxeViolations(page, `${path} at ${width}px`);
        expect(await scrollsSideways(page), `${path} fits ${width}px`).toBe(false);
        await screenshot(page, `${path.replaceAll(/[^a-z]+/g, "-")}-${width}`);
      });
    }
    const signedOut = await browser.newPage({ viewport: { width: WIDTHS[0], height: 900 } });
    await signedOut.goto(`${product.url}/admin/login`);
    await atEachWidth(signedOut, WIDTHS, (width) =>
      expectNoAxeViolations(signedOut, `/admin/login at ${width}px`),
    );
    await signedOut.close();
    expect(pageErrors).toEqual([]);
  });

  it("refunds part of an invoice behind a confirmation, audited", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${product.url}/admin/new/payments?view=invoices`);
    const refund = page.getByRole("button", { name: /^Refund invoice / }).first();
    await refund.click();
    const dialog = await expectNoAxeViolationsInDialog(page, "Refund this invoice?");
    await screenshot(page, "refund-dialog-1280");
    await dialog.getByLabel(/^Amount in dollars/).fill("10");
    await dialog.getByRole("button", { name: "Refund $10.00" }).click();
    await page.getByText("$10.00 is refunded.").first().waitFor();
    await page.getByText("$10.00 refunded").waitFor();
    await page.goto(`${product.url}/admin`);
    await page.getByText("invoice.refund").first().waitFor();
  });

  it("edits a plan, and the public plans change with it", async () => {
    const monthlyOf = () =>
      page.evaluate(async () => {
        const plans = (await (await fetch("/api/plans")).json()) as {
          items: Array<{ id: string; monthlyPrice: number }>;
        };
        return plans.items.find((plan) => plan.id === "starter")?.monthlyPrice;
      });
    const setStarter = async (price: string) => {
      await page.goto(`${product.url}/admin/new/system`);
      await page.getByRole("button", { name: "Edit the Starter plan" }).click();
      const dialog = await expectNoAxeViolationsInDialog(page, "Edit the Starter plan");
      await dialog.getByLabel(/^Monthly price/).fill(price);
      await dialog.getByRole("button", { name: "Save plan" }).click();
      await dialog.waitFor({ state: "hidden" });
    };
    const before = await monthlyOf();
    await setStarter("41");
    expect(await monthlyOf()).toBe(41);
    await setStarter(String(before));
    expect(await monthlyOf()).toBe(before);
  });

  it("lets a support administrator read, and refuses every write", async () => {
    await product.stop();
    const db = await openDatabase({ dataDir: product.dataDir });
    try {
      await ensureAdmin(db, SUPPORT);
      await db.prisma.adminUser.update({
        where: { email: SUPPORT.email },
        data: { role: "support" },
      });
    } finally {
      await db.close();
    }
    restarted = await startProduct({ DATA_DIR: product.dataDir });
    const support = await browser.newPage();
    await adminSignIn(support, restarted.url, SUPPORT, undefined, "/admin/two-factor");
    await setUpTwoFactor(support, restarted.url);
    await support.goto(`${restarted.url}${customerPath}`);
    await support.getByText("Your role can read customers but not change them.").waitFor();
    expect(await support.getByRole("button", { name: "Suspend" }).isDisabled()).toBe(true);
    const customerId = customerPath.split("/").at(-1);
    const refused = await support.evaluate(async (id) => {
      const { csrfToken } = await (await fetch("/api/csrf-token")).json();
      const response = await fetch(`/api/admin/customers/${id}/suspend`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
        body: "{}",
      });
      return [response.status, (await response.json()).error.errorCode];
    }, customerId);
    expect(refused).toEqual([403, "ADMIN_FORBIDDEN"]);
    await support.close();
  });
});
