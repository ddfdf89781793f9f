import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "playwright-core";
import type { RunningProduct } from "./product.js";

// A customer with a live receptionist, made through the site as a person would: sign-up on the
// Starter plan, the embedded provider's checkout with a test card, onboarding (business,
// receptionist with an appointment type and a text rule, a crawl of a small site, a number,
// the forwarding test), and the way to place calls to their number in the emulator.

const PAGES: Record<string, string> = {
  "/": `<html><head><title>Harbor Homes</title>
    <meta name="description" content="Harbor Homes sells waterfront homes in Sausalito."></head>
    <body><main><h1>Harbor Homes</h1>
    <p>We sell waterfront homes in Sausalito.</p><a href="/open-house">Open house</a></main></body></html>`,
  "/open-house": `<html><head><title>Open house</title></head><body><main>
    <p>Open house every Sunday from 1 to 4 at 9 Bridgeway.</p>
    <h2>Is there parking?</h2><p>Yes, free parking on Bridgeway.</p></main></body></html>`,
  "/robots.txt": "User-agent: *\nAllow: /\n",
};

/** The small website the onboarding crawls, on loopback. */
export async function serveHarborHomes(): Promise<{ url: string; close(): Promise<void> }> {
  const site: Server = createServer((request, response) => {
    const body = PAGES[new URL(request.url ?? "/", "http://site").pathname];
    response.writeHead(body ? 200 : 404, {
      "content-type": request.url?.endsWith(".txt") ? "text/plain" : "text/html",
    });
    response.end(body ?? "not found");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => site.close(() => resolve())),
  };
}

async function payWith(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Hana Harbor");
  await page.getByRole("button", { name: "Start free trial" }).click();
}

/**
 * Waits for the crawl of onboarding's website step to read its pages; when it does not, says
 * what the step showed and what the API answers of the crawl (a rare CI failure under load).
 */
async function waitForCrawl(page: Page) {
  try {
    await page.getByText(/Read 2 pages/).waitFor({ timeout: 30_000 });
  } catch (error) {
    const shown = await page
      .locator("main")
      .textContent({ timeout: 1_000 })
      .then((text) => text ?? "")
      .catch(() => "(no main)");
    const token = await page.evaluate(() => localStorage.getItem("authToken")).catch(() => null);
    const answer = await page.request
      .get(new URL("/api/receptionist/website", page.url()).toString(), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
      .then((response) => response.text())
      .catch((failure: unknown) => String(failure));
    throw new Error(
      `the crawl did not read the site in 30 s. The step showed: ${JSON.stringify(shown.slice(-800))}; the API answers: ${answer.slice(0, 800)}`,
      { cause: error },
    );
  }
}

/** Fills the sign-up form at `signUpUrl` as Hana Harbor with `email`, and sends it. */
export async function signUpAsHana(page: Page, signUpUrl: string, email: string) {
  await page.goto(signUpUrl);
  await page.getByLabel(/^First name/).fill("Hana");
  await page.getByLabel(/^Last name/).fill("Harbor");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill("Harbor2026!");
  await page.getByLabel(/^Confirm password/).fill("Harbor2026!");
  await page.getByRole("button", { name: "Create account" }).click();
}

/**
 * The onboarding of a signed-up customer, up to a successful forwarding test: business, the
 * receptionist Mia (with `bookings`, also an appointment type, an emergency contact and a text
 * rule), a crawl of `siteUrl`, a 415 number.
 */
export async function onboardToForwardingTest(
  page: Page,
  product: RunningProduct,
  siteUrl: string,
  { bookings = false }: { bookings?: boolean } = {},
) {
  await page.goto(`${product.url}/onboarding`);
  await page.waitForURL("**/onboarding/business");
  await page.getByLabel(/^Business name/).fill("Harbor Homes");
  await page.getByLabel(/^Business type/).selectOption("real_estate");
  await page.getByLabel(/^Main business phone/).fill("(415) 555-0142");
  await page.getByLabel(/^Time zone/).selectOption("America/Los_Angeles");
  // Website first: read while the receptionist is set up.
  await page.getByLabel(/^Your website/).fill(siteUrl);
  await page.getByRole("button", { name: "Next" }).click();

  await page.waitForURL("**/onboarding/receptionist");
  await page.getByLabel(/^Receptionist's name/).fill("Mia");
  await page.getByLabel(/^Tone and personality/).selectOption("Warm and reassuring");
  await page.getByRole("radio", { name: /Sarah/ }).check();
  await page.getByLabel(/^Greeting/).fill("Harbor Homes, this is Mia. How can I help?");
  await page.getByLabel("Capture every caller's details").check();
  await page.getByLabel("Book appointments").check();
  if (bookings) {
    // The first pass folds what the template filled in; the owner opens it to adjust.
    await page.getByText(/^Questions, appointments and alerts/).click();
    const types = page.getByRole("group", { name: "Appointment types" });
    // The real-estate template suggests its types: the first, which a booking uses unless the
    // caller names another, becomes the showing.
    await types.getByLabel("Name").first().fill("Property showing");
    await page.getByLabel(/^Emergency contact/).fill("Dana Broker +1 415 555 0199");
    await page.getByLabel("Text me when").selectOption("new_lead");
  }
  await page.getByRole("button", { name: "Next" }).click();

  await page.waitForURL("**/onboarding/website");
  await waitForCrawl(page);
  // What the site says fills what the first pass left empty, marked as from the website.
  const findings = page.getByRole("region", { name: /From your website/ });
  await findings.getByLabel(/^What your business does/).waitFor();
  await page.getByRole("button", { name: "Next" }).click();

  await page.waitForURL("**/onboarding/number");
  await page.getByLabel(/^Area code/).fill("415");
  await page.getByRole("button", { name: "Get my number" }).click();
  await page.waitForURL("**/onboarding/forwarding", { timeout: 60_000 });
  await page.getByRole("button", { name: "Test my forwarding" }).click();
  await page.getByText(/^Simulated: we called your Ringline number/).waitFor({
    timeout: 45_000,
  });
}

/** Finishes the onboarding and skips the dashboard's tour. */
export async function goLive(page: Page) {
  await page.getByRole("button", { name: "Finish and go live" }).click();
  await page.waitForURL("**/dashboard");
  await page.getByRole("dialog", { name: "Your receptionist is live" }).waitFor();
  await page.getByRole("button", { name: "Skip tour" }).click();
}

/** The signed-in customer's receptionist, as `GET /api/receptionist` answers it. */
export async function receptionistOf<Receptionist = { phone: { number: string } }>(
  page: Page,
  product: RunningProduct,
): Promise<Receptionist> {
  const answer = await page.request.get(`${product.url}/api/receptionist`, {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("authToken"))}`,
    },
  });
  return ((await answer.json()) as { receptionist: Receptionist }).receptionist;
}

/**
 * Signs up as Hana (a new address, answered) and starts the Starter trial with a test card,
 * up to the confirmation with its "Set up your receptionist".
 */
export async function signUpAndPay(page: Page, product: RunningProduct): Promise<string> {
  const email = `hana.${Date.now()}@harbor.example`;
  await signUpAsHana(page, `${product.url}/signup?plan=starter&billing=monthly`, email);
  await page.waitForURL(/\/checkout/);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.waitForURL(/\/pay\/checkout\/lcs_/);
  await payWith(page, "4242 4242 4242 4242");
  await page.getByRole("link", { name: "Set up your receptionist" }).waitFor();
  return email;
}

/** Onboarding's steps, as `firstPassToLive` arrives at each. */
export type OnboardingStop =
  | "business"
  | "receptionist"
  | "website"
  | "number"
  | "forwarding"
  | "tour";

/**
 * Onboarding's first pass from the confirmation, as a real-estate owner who accepts the
 * template: Harbor Homes and its phone, the suggested receptionist, a crawl of `siteUrl`, the
 * suggested number, the forwarding test, live (the tour skipped). `at(step)` runs on arriving
 * at each step, before anything is typed there (`at("website")` once the site was read,
 * `at("forwarding")` once the test passed, `at("tour")` on the dashboard's first-visit tour).
 */
export async function firstPassToLive(
  page: Page,
  siteUrl: string,
  at: (step: OnboardingStop) => Promise<void> = async () => {},
) {
  await page.getByRole("link", { name: "Set up your receptionist" }).click();
  await page.waitForURL("**/onboarding/business");
  await page.getByLabel(/^Business name/).waitFor();
  await at("business");
  await page.getByLabel(/^Business name/).fill("Harbor Homes");
  await page.getByLabel(/^Business type/).selectOption("real_estate");
  await page.getByLabel(/^Main business phone/).fill("(415) 555-0142");
  // The browser's zone is kept where it is one of ours (a UTC browser's is not).
  const zone = page.getByLabel(/^Time zone/);
  if (!(await zone.inputValue())) await zone.selectOption("America/Los_Angeles");
  await page.getByLabel(/^Your website/).fill(siteUrl);
  await page.getByRole("button", { name: "Next" }).click();

  await page.waitForURL("**/onboarding/receptionist");
  await page.getByLabel(/^Receptionist's name/).waitFor();
  await at("receptionist");
  await page.getByRole("button", { name: "Next" }).click();

  await page.waitForURL("**/onboarding/website");
  await waitForCrawl(page);
  await at("website");
  await page.getByRole("button", { name: "Next" }).click();

  await page.waitForURL("**/onboarding/number");
  await page.getByRole("button", { name: "Get my number" }).waitFor();
  await at("number");
  await page.getByRole("button", { name: "Get my number" }).click();

  await page.waitForURL("**/onboarding/forwarding", { timeout: 60_000 });
  await page.getByRole("button", { name: "Test my forwarding" }).click();
  await page.getByText(/^Simulated: we called your Ringline number/).waitFor({
    timeout: 45_000,
  });
  await at("forwarding");
  await page.getByRole("button", { name: "Finish and go live" }).click();
  await page.waitForURL("**/dashboard");
  await page.getByRole("dialog", { name: "Your receptionist is live" }).waitFor();
  await at("tour");
  await page.getByRole("button", { name: "Skip tour" }).click();
}

/** Signs up, starts the Starter trial and onboards to a live number; answers the number. */
export async function onboardLiveReceptionist(
  page: Page,
  product: RunningProduct,
  siteUrl: string,
): Promise<{ email: string; number: string }> {
  const email = await signUpAndPay(page, product);
  await page.getByRole("link", { name: "Set up your receptionist" }).click();
  await page.waitForURL(/\/onboarding/);

  await onboardToForwardingTest(page, product, siteUrl, { bookings: true });
  await goLive(page);
  const receptionist = await receptionistOf(page, product);
  return { email, number: receptionist.phone.number };
}

/** The embedded emulator's address and private key (from the data it keeps). */
export async function emulatorOf(page: Page, product: RunningProduct) {
  const state = JSON.parse(
    readFileSync(path.join(path.dirname(product.dataDir), "voice-emulator", "state.json"), "utf8"),
  ) as { collections: { emulator: Array<{ privateKey: string }> } };
  // Once more when the product closed the kept-alive connection just as it was reused
  // (ECONNRESET: a clean-clone run met it here).
  const response = await page.request
    .get(`${product.url}/api/voice/demo-config`)
    .catch((error: unknown) => {
      if (!/ECONNRESET/.test(String(error))) throw error;
      return page.request.get(`${product.url}/api/voice/demo-config`);
    });
  const config = (await response.json()) as { baseUrl: string };
  return { baseUrl: config.baseUrl, privateKey: state.collections.emulator[0]?.privateKey ?? "" };
}

/** Places a simulated inbound call and waits until it has ended (and its report was sent). */
export async function placeCall(
  emulator: { baseUrl: string; privateKey: string },
  call: { number: string; from: string; script: string[] },
): Promise<{ id: string; endedReason: string }> {
  const response = await fetch(`${emulator.baseUrl}/__emulator/calls/inbound?wait=true`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${emulator.privateKey}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(call),
  });
  if (!response.ok) throw new Error(`the emulator refused the call: ${await response.text()}`);
  return (await response.json()) as { id: string; endedReason: string };
}
