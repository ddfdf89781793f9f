// Pictures of the Spanish site for review (issue 33): the public pages, sign-in and sign-up,
// then an owner's checkout, onboarding's first step and every dashboard tab in Spanish, at 360,
// 390 and 1280 px into .e2e/screenshots/es/. Not a test: nothing is compared; a person reads
// them. The owner signs up, pays and goes live through the English screens (the helpers of
// live-receptionist.ts speak English), then reads the Spanish ones.
//
//   npx pnpm@10 build
//   apps/api/node_modules/.bin/tsx e2e/screenshots-spanish.ts

import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { launchChromium } from "./browser.js";
import { firstPassToLive, serveHarborHomes, signUpAndPay } from "./live-receptionist.js";
import { startProduct } from "./product.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FOLDER = path.join(root, ".e2e/screenshots/es");
const WIDTHS = [360, 390, 1280];

async function shoot(page: Page, route: string, name: string) {
  await page.goto(`${product.url}${route}`);
  await page.getByRole("heading").first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => {});
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await page.waitForTimeout(250);
    await page.screenshot({
      path: path.join(FOLDER, `${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

mkdirSync(FOLDER, { recursive: true });
const site = await serveHarborHomes();
const product = await startProduct({ CRAWLER_ALLOW_PRIVATE_NETWORKS: "true" });
const browser = await launchChromium();
try {
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  for (const [route, name] of [
    ["/es", "landing"],
    ["/es/faq", "faq"],
    ["/es/support", "support"],
    ["/es/call-forwarding-guide", "forwarding-guide"],
    ["/es/privacy-policy", "privacy-policy"],
    ["/es/blog", "blog"],
    ["/es/login", "login"],
    ["/es/signup", "signup"],
  ] as const) {
    await shoot(visitor, route, name);
  }
  const ownerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: "America/Los_Angeles",
  });
  const owner = await ownerContext.newPage();
  await signUpAndPay(owner, product);
  // Onboarding's first step in Spanish, in a second tab: the first stays on the confirmation.
  const second = await ownerContext.newPage();
  await shoot(second, "/es/onboarding", "onboarding-1");
  await second.close();
  await firstPassToLive(owner, site.url, async () => {});
  for (const [route, name] of [
    ["/es/dashboard", "dashboard-profile"],
    ["/es/dashboard/billing", "dashboard-billing"],
    ["/es/dashboard/ai-settings", "dashboard-ai-settings"],
    ["/es/dashboard/call-logs", "dashboard-call-logs"],
    ["/es/dashboard/integrations", "dashboard-integrations"],
  ] as const) {
    await shoot(owner, route, name);
  }
  console.log(`screenshots: ${FOLDER}`);
} finally {
  await browser.close();
  await product.stop();
  product.cleanup();
  await site.close();
}
