import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../apps/api/src/test/databases.js";
import { axeViolations } from "./axe.js";
import { launchChromium } from "./browser.js";
import {
  emulatorOf,
  onboardLiveReceptionist,
  placeCall,
  serveHarborHomes,
} from "./live-receptionist.js";
import { type RunningProduct, startProduct } from "./product.js";

// The receptionist at work, end to end in Chromium on the embedded defaults (and on
// PostgreSQL when TEST_DATABASE_URL names a server): a caller gives a name, asks for a showing
// and takes a slot; the owner's dashboard then has the lead, the appointment, the texts and the
// transcript e-mail of the outboxes, the call with a recording that plays, and more minutes.

// Pictures of the owner's view at both widths, for the next reader (not compared).
const SCREENSHOTS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  ".e2e/screenshots",
);

async function picture(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

const DANA = [
  "Hi, my name is Dana Whitfield. I'm buying a home in Sausalito, my budget is about $600k and I'm pre-approved.",
  "Could I see the house on Bridgeway? What times are open for a showing?",
  "The first one works for me, please book it.",
  "Thanks so much, goodbye!",
];

const targets = [
  { name: "PGlite", database: async () => ({ env: {}, drop: async () => {} }) },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "PostgreSQL",
          database: async () => {
            const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
            return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
          },
        },
      ]
    : []),
];

describe.each(targets)("a caller books a showing with a live receptionist ($name)", (target) => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let site: Awaited<ReturnType<typeof serveHarborHomes>>;
  let drop: () => Promise<void> = async () => {};
  const pageErrors: string[] = [];
  let owner: { email: string; number: string };

  beforeAll(async () => {
    site = await serveHarborHomes();
    const database = await target.database();
    drop = database.drop;
    [product, browser] = await Promise.all([
      startProduct({ CRAWLER_ALLOW_PRIVATE_NETWORKS: "true", ...database.env }),
      launchChromium(),
    ]);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    product?.cleanup();
    await site?.close();
    await drop();
  });

  const api = async <T>(path: string): Promise<T> => {
    const token = await page.evaluate(() => localStorage.getItem("authToken"));
    const response = await page.request.get(`${product.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as T;
  };

  it("takes the call: lead, slot, booking, texts, transcript e-mail, minutes", async () => {
    owner = await onboardLiveReceptionist(page, product, site.url);
    const before = await api<{ usage: { minutesUsed: number } }>("/api/calls/stats");
    const call = await placeCall(await emulatorOf(page, product), {
      number: owner.number,
      from: "+14155550177",
      script: DANA,
    });
    expect(call.endedReason).toBe("assistant-ended-call");
    // The report's effects run from a job: wait until the call is logged.
    await expect
      .poll(
        async () =>
          (
            await api<{ items: Array<{ callerName: string | null }> }>(
              "/api/calls?leadCaptured=true",
            )
          ).items[0]?.callerName,
        { timeout: 30_000 },
      )
      .toBe("Dana Whitfield");
    const after = await api<{ usage: { minutesUsed: number; minutesIncluded: number } }>(
      "/api/calls/stats",
    );
    expect(after.usage.minutesIncluded).toBe(100);
    expect(after.usage.minutesUsed).toBeGreaterThan(before.usage.minutesUsed);
  }, 240_000);

  it("shows it all in the owner's Call Logs, with a recording that plays", async () => {
    await page.goto(`${product.url}/dashboard/call-logs`);
    const glance = page.getByRole("region", { name: "Last 30 days" });
    await glance.getByText(/of 100 minutes used this period/).waitFor();
    const leads = page.getByRole("region", { name: "Leads" });
    await leads.getByText("Dana Whitfield").waitFor();
    await leads.getByText(/buying/).waitFor();
    const upcoming = page.getByRole("region", { name: "Upcoming appointments" });
    await upcoming.getByText("Property showing with Dana Whitfield").waitFor();

    const calls = page.getByRole("region", { name: "Calls" });
    await calls.getByLabel("Lead captured").selectOption("true");
    await calls.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/lead=true/);
    await calls
      .getByRole("link", { name: /Open the call of/ })
      .first()
      .click();
    const detail = page.getByRole("region", { name: "Call with Dana Whitfield" });
    await detail.getByText("Hi, my name is Dana Whitfield.", { exact: false }).first().waitFor();
    await detail
      .getByText(/Booked: Property showing on/)
      .first()
      .waitFor();
    const sent = detail.getByRole("region", { name: "Messages sent" });
    await sent.getByText(/New-lead alert to \(415\) 555-0142/).waitFor();
    await sent.getByText(/New-appointment alert to \(415\) 555-0142/).waitFor();
    await sent.getByText(/Booking confirmation to the caller to \(415\) 555-0177/).waitFor();
    await expect
      .poll(async () => sent.getByText(new RegExp(`Call transcript to ${owner.email}`)).count())
      .toBe(1);

    const audio = detail.getByLabel("Call recording");
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(1);
    expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(
      5,
    );
    await audio.evaluate((element: HTMLAudioElement) => element.play());
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    // Seeking asks for a range, served by the API.
    await detail
      .getByRole("button", { name: /^Play from 0:0[1-9]/ })
      .first()
      .click();
    const source = await audio.evaluate((element: HTMLAudioElement) => element.currentSrc);
    const range = await page.request.get(source, { headers: { range: "bytes=0-99" } });
    expect(range.status()).toBe(206);
    expect(range.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);

    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    if (target.name === "PGlite") await picture(page, "call-logs-1280");
  }, 120_000);

  it("shows a new call in the open Call Logs within 3 s, without a reload", async () => {
    const opened = page.url();
    await page.goto(`${product.url}/dashboard/call-logs`);
    const calls = page.getByRole("region", { name: "Calls" });
    await calls
      .getByRole("link", { name: /Open the call of/ })
      .first()
      .waitFor();
    const newCaller = calls.getByText("(415) 555-0199");
    expect(await newCaller.count()).toBe(0);
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await placeCall(await emulatorOf(page, product), {
      number: owner.number,
      from: "+14155550199",
      script: ["Hi, what are your hours on Saturday?", "Thanks, goodbye!"],
    });
    // From the end of the call: the report applied from its job, then the list asking again.
    const ended = Date.now();
    await newCaller.waitFor({ timeout: 3_000 });
    console.info(
      `calls e2e (${target.name}): the new call was listed ${Date.now() - ended} ms after it ended`,
    );
    expect(navigations).toBe(0);
    await page.goto(opened);
  }, 60_000);

  it("works at 390 px: the list, the open call and the lists under it", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const detail = page.getByRole("region", { name: "Call with Dana Whitfield" });
    await detail.getByLabel("Call recording").waitFor();
    // Nothing wider than the screen (tables scroll inside their own region).
    const wide = await page.evaluate(() =>
      Array.from(document.querySelectorAll("body *"))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((element) => {
          // Inside something that scrolls or clips (a table's region, the tabs), it is fine.
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX !== "visible") return false;
          }
          return true;
        })
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
        .slice(0, 5),
    );
    expect(wide).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);
    if (target.name === "PGlite") await picture(page, "call-logs-390");
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);
});
