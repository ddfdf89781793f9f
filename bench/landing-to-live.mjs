#!/usr/bin/env node
// Landing page to a live receptionist, as a person on a phone takes it: a keystroke-level model
// (Card, Moran and Newell's operators, with phone constants) of every tap, choice and character
// on the path, plus the product's own waits measured in Chromium at 390 px on the built product.
//
//   npx pnpm@10 build
//   node bench/landing-to-live.mjs           the table, before and after, in seconds
//   node bench/landing-to-live.mjs --json    the figures as JSON
//
// The path: the landing page, the pricing section's Start Free Trial (Starter), sign-up, the
// embedded payment provider's checkout with a test card, the confirmation, onboarding's five
// steps for a real-estate owner who accepts the template (no website: the website step is
// skipped; the suggested number),
// the forwarding test (the optional test call from the owner's cell skipped), and "Finish and
// go live". "before" is the same path with onboarding's
// forms as they were until this model was written: every field open and blank, so the owner
// typed what the template now suggests (the real-estate template's own texts, counted in
// characters) and chose the time zone, and the card was typed field by field, a tap on each;
// "after" is the path as it is now (onboarding's first pass: required fields only, the
// template filled in, the time zone from the browser; the card's fields handing on).
//
// Operators (seconds): K a character typed on a phone keyboard (36 words a minute, the mean
// of Palin et al. 2019's 37,000 mobile typists: 0.33 s), P a tap on a target (1.1 s, KLM's
// pointing), M a moment of mental preparation before each field or decision (1.35 s), S a
// scroll on a phone (1.0 s), R reading (230 words a minute, on the words a step asks the owner
// to read). The forwarding code is dialled on the owner's own phone: modelled as its characters
// typed plus a call's setup (W 5 s). The product's waits (page loads, saves, the number, the
// forwarding test) are measured, not modelled.

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { root, startChild, stop } from "./lib/api-process.mjs";
import { BrokenRun, checkFigure, runBench } from "./lib/bench-run.mjs";

const { values: flags } = parseArgs({ options: { json: { type: "boolean", default: false } } });
const { INDUSTRY_TEMPLATES } = await import(join(root, "packages/api-client/dist/index.js")).catch(
  () => {
    throw new Error("build first: npx pnpm@10 build");
  },
);

export const OPERATORS = { K: 0.33, P: 1.1, M: 1.35, S: 1.0, W: 5, wordsPerSecond: 230 / 60 };
const { K, P, M, S, W, wordsPerSecond } = OPERATORS;

/** A text field: decide, tap it, type it. */
const type = (text) => M + P + text.length * K;
/** A field the cursor moved to by itself: decide, type it. */
const typeOn = (text) => M + text.length * K;
/** A choice from a list: decide, open it, pick. */
const choose = () => M + P + P;
/** A button or link: decide and tap. */
const tap = () => M + P;
const read = (words) => words / wordsPerSecond;

const template = INDUSTRY_TEMPLATES.real_estate;
const business = "Harbor Homes";

/** What the owner does on each screen; `before` where the old forms asked more. */
const SCREENS = [
  { name: "landing: read, scroll to the plans, Start Free Trial", after: read(40) + 3 * S + tap() },
  {
    name: "sign-up: names, e-mail, password twice",
    after:
      type("Hana") +
      type("Harbor") +
      type("hana@harborhomes.com") +
      2 * type("Harbor2026!") +
      tap(),
  },
  { name: "checkout: Continue to payment", after: read(30) + tap() },
  {
    name: "payment: card, expiry, CVC, name",
    // The number's last digit hands the cursor to the expiry, the expiry's to the CVC (as on
    // the hosted payment pages): those two fields are typed without a tap.
    after: type("4242424242424242") + typeOn("1234") + typeOn("123") + type("Hana Harbor") + tap(),
    before: type("4242424242424242") + type("1234") + type("123") + type("Hana Harbor") + tap(),
  },
  { name: "confirmation: Set up your receptionist", after: read(30) + tap() },
  {
    name: "business: name, type, phone (hours and zone kept)",
    // The optional website field's label and hint are read (11 words) and left empty.
    after: read(15 + 11) + type(business) + choose() + type("4155550142") + S + tap(),
    before:
      read(15) +
      type(business) +
      choose() +
      type("4155550142") +
      type("Waterfront homes for sale and rent in Sausalito and Marin County.") +
      type("Buyers and sellers in Marin") +
      type("Buying, selling, valuations") +
      choose() +
      2 * S +
      tap(),
  },
  {
    name: "receptionist: the template's Riley, greeting, goals and questions kept",
    after: read(40) + 2 * S + tap(),
    before:
      read(25) +
      type("Mia") +
      choose() +
      tap() +
      type(template.greetingMessage.replace("{business}", business)) +
      template.aiGoals.length * tap() +
      template.leadQualificationQuestions.reduce((sum, text) => sum + tap() + type(text), 0) +
      template.appointmentTypes.reduce(
        (sum, item) => sum + tap() + type(item.name) + type("30"),
        0,
      ) +
      template.commonQuestions.reduce(
        (sum, item) => sum + tap() + type(item.question) + type(item.answer),
        0,
      ) +
      choose() +
      type(template.smsMessageContent) +
      8 * S +
      tap() +
      tap(),
  },
  // No website named on the business step: onboarding goes from the receptionist to the number.
  {
    name: "website: skip for now (no longer shown without a website)",
    after: 0,
    before: read(20) + tap(),
  },
  { name: "number: the suggested area code, Get my number", after: read(15) + tap() },
  {
    // The first test call ("Call your receptionist from your cell") heads the screen and is
    // optional: the owner reads its heading and decides to go on (read, M); one who takes it
    // spends a call of about 20 s more.
    name: "forwarding: skip the cell test, dial the code on the phone, test, go live",
    after: read(6) + M + read(60) + "**21*4155550142#".length * K + W + tap() + read(15) + tap(),
    before: read(60) + "**21*4155550142#".length * K + W + tap() + read(15) + tap(),
  },
];

/** The product's waits on the same path, measured in Chromium at 390 px. */
async function measureWaits() {
  const chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find(existsSync);
  if (!chromiumPath) throw new BrokenRun("no Chromium: apt-get install chromium");
  const scratch = mkdtempSync(join(tmpdir(), "ringline-bench-landing-"));
  // The built product on its embedded defaults, with the site, in a scratch data directory.
  const { child: product, port } = startChild(
    ["dist/server.js"],
    { PORT: "0", DATA_DIR: join(scratch, "pglite"), DATABASE_URL: "", LOG_LEVEL: "warn" },
    /running at http:\/\/localhost:(\d+)/,
  );
  const base = `http://localhost:${await port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  const waits = {};
  try {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      timezoneId: "America/Los_Angeles",
    });
    const timed = async (name, work) => {
      const started = performance.now();
      await work();
      waits[name] = (waits[name] ?? 0) + (performance.now() - started) / 1000;
    };
    await timed("landing", async () => {
      await page.goto(base);
      await page.locator("#pricing").scrollIntoViewIfNeeded();
      await page.locator('#pricing a[href*="plan=starter"]').first().waitFor();
    });
    await page.locator('#pricing a[href*="plan=starter"]').first().click();
    await timed("sign-up", () => page.getByLabel("First name").waitFor());
    await page.getByLabel("First name").fill("Hana");
    await page.getByLabel("Last name").fill("Harbor");
    await page.getByLabel("Email").fill(`hana.${Date.now()}@harbor.example`);
    await page.locator('input[name="password"]').fill("Harbor2026!");
    await page.locator('input[name="confirmPassword"]').fill("Harbor2026!");
    await page.getByRole("button", { name: "Create account" }).click();
    await timed("checkout", () =>
      page.getByRole("button", { name: "Continue to payment" }).waitFor(),
    );
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await timed("payment", () => page.getByLabel("Card number").waitFor());
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Name on card").fill("Hana Harbor");
    await page.getByRole("button", { name: "Start free trial" }).click();
    await timed("confirmation", () =>
      page.getByRole("link", { name: "Set up your receptionist" }).waitFor(),
    );
    await page.getByRole("link", { name: "Set up your receptionist" }).click();
    await timed("business", () => page.getByLabel(/^Business name/).waitFor());
    await page.getByLabel(/^Business name/).fill(business);
    await page.getByLabel(/^Business type/).selectOption("real_estate");
    await page.getByLabel(/^Main business phone/).fill("(415) 555-0142");
    await page.getByRole("button", { name: "Next" }).click();
    await timed("receptionist", () => page.getByLabel(/^Receptionist's name/).waitFor());
    await page.getByRole("button", { name: "Next" }).click();
    await timed("number", () => page.getByRole("button", { name: "Get my number" }).waitFor());
    await page.getByRole("button", { name: "Get my number" }).click();
    await timed("forwarding", async () => {
      await page.waitForURL("**/onboarding/forwarding", { timeout: 60_000 });
      await page.getByRole("button", { name: "Test my forwarding" }).click();
      await page.getByText(/^Simulated: we called your Ringline number/).waitFor({
        timeout: 60_000,
      });
      await page.getByRole("button", { name: "Finish and go live" }).click();
      await page.waitForURL("**/dashboard");
    });
  } finally {
    await browser.close();
    await stop(product);
    rmSync(scratch, { recursive: true, force: true });
  }
  return waits;
}

await runBench(
  "landing-to-live",
  async () => {
    const waits = await measureWaits();
    const WAIT_OF = [
      "landing",
      "sign-up",
      "checkout",
      "payment",
      "confirmation",
      "business",
      "receptionist",
      "website",
      "number",
      "forwarding",
    ];
    // Every screen but the one no longer shown waits for the product: a zero is a wait not measured.
    for (const name of WAIT_OF.filter((name) => name !== "website")) {
      checkFigure(`the product's wait on ${name} (s)`, waits[name]);
    }
    const rows = SCREENS.map((screen, index) => ({
      screen: screen.name,
      before: screen.before ?? screen.after,
      after: screen.after,
      wait: waits[WAIT_OF[index]] ?? 0,
    }));
    const total = (key) => rows.reduce((sum, row) => sum + row[key] + row.wait, 0);
    const figures = {
      operators: OPERATORS,
      rows,
      beforeSeconds: total("before"),
      afterSeconds: total("after"),
    };
    checkFigure("before (s)", figures.beforeSeconds);
    checkFigure("after (s)", figures.afterSeconds);
    if (flags.json) {
      console.log(JSON.stringify(figures, null, 2));
    } else {
      const pad = (text, width) => String(text).padEnd(width);
      console.log(`${pad("screen", 82)} before  after  product wait (s)`);
      for (const row of rows) {
        console.log(
          `${pad(row.screen, 82)} ${row.before.toFixed(1).padStart(6)} ${row.after.toFixed(1).padStart(6)} ${row.wait.toFixed(1).padStart(6)}`,
        );
      }
      const minutes = (seconds) => `${(seconds / 60).toFixed(2)} min (${seconds.toFixed(0)} s)`;
      console.log(`\nlanding → live, before: ${minutes(figures.beforeSeconds)}`);
      console.log(`landing → live, after:  ${minutes(figures.afterSeconds)}`);
    }
  },
  { json: flags.json },
);
