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
  firstPassToLive,
  type OnboardingStop,
  placeCall,
  receptionistOf,
  serveHarborHomes,
  signUpAndPay,
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
  await signUpAndPay(page, product);
  await shoot(page, "purchase-confirmed");
  const names: Record<OnboardingStop, string> = {
    business: "onboarding-1-business",
    receptionist: "onboarding-2-receptionist",
    website: "onboarding-3-website",
    number: "onboarding-4-number",
    forwarding: "onboarding-5-forwarding",
    tour: "dashboard-tour",
  };
  await firstPassToLive(page, site.url, async (step) => {
    await shoot(page, names[step]);
    if (step === "forwarding") {
      // The first test call, followed live to its end.
      const first = page.getByRole("region", { name: "Call your receptionist from your cell" });
      await first.getByRole("button", { name: "Watch for my call" }).click();
      await first.getByText(/^That was your receptionist/).waitFor({ timeout: 60_000 });
      await first.scrollIntoViewIfNeeded();
      await shoot(page, "onboarding-5-first-call");
      return;
    }
    if (step !== "tour") return;
    // The tour's second stop, pointing at the AI Settings tab; then back for the helper.
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("dialog", { name: "AI Settings" }).waitFor();
    await shoot(page, "dashboard-tour-2");
    await page.getByRole("button", { name: "Back" }).click();
  });

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
