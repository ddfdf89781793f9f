// Pictures of what a new owner sees, for the notes and for review: the confirmation after
// payment, every onboarding step, the tour and every dashboard tab (with a call taken), at 390
// and 1280 px into docs/screenshots/, and at 360 px too into .e2e/screenshots/. Not a test:
// nothing is compared; a person reads them.
//
//   npx pnpm@10 build
//   apps/api/node_modules/.bin/tsx e2e/screenshots.ts

import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { launchChromium } from "./browser.js";
import {
  emulatorOf,
  placeCall,
  receptionistOf,
  serveHarborHomes,
  signUpAsHana,
} from "./live-receptionist.js";
import { startProduct } from "./product.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DOCS = path.join(root, "docs/screenshots");
const REVIEW = path.join(root, ".e2e/screenshots");
const WIDTHS = [360, 390, 1280];

async function shoot(page: Page, name: string) {
  const height = page.viewportSize()?.height ?? 844;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await page.waitForTimeout(250);
    const folder = width === 360 ? REVIEW : DOCS;
    await page.screenshot({
      path: path.join(folder, `${name}-${width}.jpg`),
      fullPage: true,
      type: "jpeg",
      quality: 55,
    });
  }
  await page.setViewportSize({ width: 390, height });
}

mkdirSync(DOCS, { recursive: true });
mkdirSync(REVIEW, { recursive: true });
const site = await serveHarborHomes();
const product = await startProduct({ CRAWLER_ALLOW_PRIVATE_NETWORKS: "true" });
const browser = await launchChromium();
try {
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    timezoneId: "America/Los_Angeles",
  });
  await signUpAsHana(
    page,
    `${product.url}/signup?plan=starter&billing=monthly`,
    "hana@harbor.example",
  );
  await page.waitForURL(/\/checkout/);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.waitForURL(/\/pay\/checkout\/lcs_/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Hana Harbor");
  await page.getByRole("button", { name: "Start free trial" }).click();
  await page.getByRole("link", { name: "Set up your receptionist" }).waitFor();
  await shoot(page, "purchase-confirmed");
  await page.getByRole("link", { name: "Set up your receptionist" }).click();

  await page.waitForURL("**/onboarding/business");
  await page.getByLabel(/^Business name/).waitFor();
  await shoot(page, "onboarding-1-business");
  await page.getByLabel(/^Business name/).fill("Harbor Homes");
  await page.getByLabel(/^Business type/).selectOption("real_estate");
  await page.getByLabel(/^Main business phone/).fill("(415) 555-0142");
  await page.getByRole("button", { name: "Next" }).click();

  await page.waitForURL("**/onboarding/receptionist");
  await page.getByLabel(/^Receptionist's name/).waitFor();
  await shoot(page, "onboarding-2-receptionist");
  await page.getByRole("button", { name: "Next" }).click();

  await page.waitForURL("**/onboarding/website");
  await page.getByRole("button", { name: "Add a website" }).click();
  await page.getByLabel(/^Website 1/).fill(site.url);
  await page.getByRole("button", { name: "Save and read my website" }).click();
  await page.getByText(/Read 2 pages/).waitFor({ timeout: 30_000 });
  await shoot(page, "onboarding-3-website");
  await page.getByRole("button", { name: "Next" }).click();

  await page.waitForURL("**/onboarding/number");
  await page.getByRole("button", { name: "Get my number" }).waitFor();
  await shoot(page, "onboarding-4-number");
  await page.getByRole("button", { name: "Get my number" }).click();

  await page.waitForURL("**/onboarding/forwarding", { timeout: 60_000 });
  await page.getByRole("button", { name: "Test my forwarding" }).click();
  await page.getByText(/^Simulated: we called your Ringline number/).waitFor({ timeout: 45_000 });
  await shoot(page, "onboarding-5-forwarding");
  await page.getByRole("button", { name: "Finish and go live" }).click();
  await page.waitForURL("**/dashboard");
  await page.getByRole("dialog", { name: "Your receptionist is live" }).waitFor();
  await shoot(page, "dashboard-tour");
  await page.getByRole("button", { name: "Skip tour" }).click();

  const { phone } = await receptionistOf(page, product);
  await placeCall(await emulatorOf(page, product), {
    number: phone.number,
    from: "+14155550177",
    script: [
      "Hi, my name is Dana Whitfield. I'm buying a home in Sausalito and I'm pre-approved.",
      "Could I see the house on Bridgeway? What times are open for a showing?",
      "The first one works for me, please book it.",
      "Thanks so much, goodbye!",
    ],
  });
  const tabs: Array<[string, string, string]> = [
    ["dashboard-profile", "/dashboard", "Make Riley better"],
    ["dashboard-billing", "/dashboard/billing", "Billing"],
    ["dashboard-ai-settings", "/dashboard/ai-settings", "Receptionist settings"],
    ["dashboard-call-logs", "/dashboard/call-logs", "Calls"],
    ["dashboard-integrations", "/dashboard/integrations", "Calendars"],
    ["dashboard-call-transcripts", "/dashboard/call-transcripts", "Call transcripts"],
  ];
  for (const [name, route, landmark] of tabs) {
    await page.goto(`${product.url}${route}`);
    await page.getByText(landmark, { exact: false }).first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => {});
    await shoot(page, name);
  }
  console.log(`screenshots: ${DOCS} (390, 1280) and ${REVIEW} (360)`);
} finally {
  await browser.close();
  await product.stop();
  product.cleanup();
  await site.close();
}
