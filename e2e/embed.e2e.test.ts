import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, type Page, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BLOCK_THIRD_PARTY_COOKIES,
  launchChromium,
  launchChromiumAllowingThirdPartyCookies,
} from "./browser.js";
import { type RunningProduct, startProduct } from "./product.js";

// Ringline's widgets on a partner's page, in Chromium with third-party cookies blocked: the
// page is served from http://127.0.0.1:<port> and the product answers on
// http://localhost:<port>, another site. The chat, the contact form, the demo booking and the
// voice demo work through an embed key whose allowlist names the page's origin; a page of
// another origin is refused.

const embedDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../packages/react-widgets/dist/embed",
);

interface PartnerSite {
  origin: string;
  /** The same server under `localhost`: another site than `origin`, for the cookie probe. */
  crossSiteOrigin: string;
  close(): Promise<void>;
}

/** A partner's site: one page with the widgets, the embed's files, and a cookie probe. */
async function startPartnerSite(productUrl: string, embedKey: () => string): Promise<PartnerSite> {
  const attributes = () => `api-url="${productUrl}" embed-key="${embedKey()}"`;
  const page = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Harbor Point Realty</title>
<script type="module" src="/embed/ringline-embed.js"></script></head>
<body><h1>Harbor Point Realty</h1>
<ringline-contact id="contact" ${attributes()}></ringline-contact>
<ringline-schedule-demo id="schedule" timezone="America/Chicago" ${attributes()}></ringline-schedule-demo>
<ringline-demo-call id="call" ${attributes()}></ringline-demo-call>
<ringline-chat id="chat" mode="marketing" ${attributes()}></ringline-chat>
</body></html>`;
  const server: Server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", "http://partner.test");
    if (url.pathname === "/") {
      outgoing.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page());
      return;
    }
    if (url.pathname === "/cookie-probe") {
      // What a third party's cookie looks like: SameSite=None, Secure (localhost may set it).
      outgoing
        .writeHead(200, {
          "set-cookie": "probe=1; Path=/; SameSite=None; Secure",
          "access-control-allow-origin": incoming.headers.origin ?? "*",
          "access-control-allow-credentials": "true",
          "content-type": "text/plain",
        })
        .end("ok");
      return;
    }
    const file = path.join(embedDir, path.basename(url.pathname));
    try {
      const body = await readFile(file);
      outgoing.writeHead(200, { "content-type": "text/javascript" }).end(body);
    } catch {
      outgoing.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    crossSiteOrigin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Signs an owner up through the API and makes an embed key for `origins`. */
async function ownerKeyFor(productUrl: string, origins: string[]): Promise<string> {
  const api = await request.newContext({ baseURL: productUrl });
  const csrf = async () =>
    ((await (await api.get("/api/csrf-token")).json()) as { csrfToken: string }).csrfToken;
  const signup = await api.post("/auth/signup", {
    headers: { "x-csrf-token": await csrf() },
    data: {
      firstName: "Paula",
      lastName: "Partner",
      email: "paula@harborpoint.example",
      password: "Harbour-Lights-2026",
      confirmPassword: "Harbour-Lights-2026",
    },
  });
  expect(signup.status()).toBe(201);
  const created = await api.post("/api/embed-keys", {
    headers: { "x-csrf-token": await csrf() },
    data: { label: "Harbor Point Realty", allowedOrigins: origins },
  });
  expect(created.status()).toBe(201);
  const { key } = (await created.json()) as { key: string };
  await api.dispose();
  return key;
}

/** Whether the partner page's credentialed request to another site left its cookie behind. */
async function thirdPartyCookieSet(context: BrowserContext, site: PartnerSite): Promise<boolean> {
  const page = await context.newPage();
  await page.goto(site.origin);
  const status = await page.evaluate(
    async (url) => (await fetch(url, { credentials: "include" })).status,
    `${site.crossSiteOrigin}/cookie-probe`,
  );
  expect(status).toBe(200);
  const cookies = await context.cookies(site.crossSiteOrigin);
  await page.close();
  return cookies.some((cookie) => cookie.name === "probe");
}

describe("the widgets on a partner's site, with third-party cookies blocked", () => {
  let product: RunningProduct;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let partner: PartnerSite;
  let stranger: PartnerSite;
  let embedKey: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [product, browser] = await Promise.all([
      startProduct(),
      launchChromium({ args: BLOCK_THIRD_PARTY_COOKIES }),
    ]);
    partner = await startPartnerSite(product.url, () => embedKey);
    stranger = await startPartnerSite(product.url, () => embedKey);
    embedKey = await ownerKeyFor(product.url, [partner.origin]);
    context = await browser.newContext();
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await partner?.close();
    await stranger?.close();
    await product?.stop();
    product?.cleanup();
  });

  it("blocks third-party cookies for real (a profile that allows them keeps the same cookie)", async () => {
    expect(await thirdPartyCookieSet(context, partner)).toBe(false);
    const permissive = await launchChromiumAllowingThirdPartyCookies();
    try {
      expect(await thirdPartyCookieSet(permissive, partner)).toBe(true);
    } finally {
      await permissive.close();
    }
  });

  it("chats through the embed key, with no cookie of the product's", async () => {
    await page.goto(partner.origin);
    const chat = page.locator("#chat");
    await chat.getByRole("button", { name: "Open chat" }).click({ timeout: 20_000 });
    const panel = chat.getByRole("dialog", { name: "Ringline Assistant" });
    await panel.getByRole("button", { name: "Pricing plans" }).click();
    const input = panel.getByRole("textbox", { name: "Message" });
    await input.fill("Grace");
    await input.press("Enter");
    await panel.getByText("Nice to meet you, Grace!", { exact: false }).first().waitFor();
    await input.fill("grace@harborpoint.example");
    await input.press("Enter");
    await panel.getByText("$39", { exact: false }).first().waitFor({ timeout: 20_000 });

    // The visitor is the token kept in the partner page's own storage, under the widget's key.
    const token = await page.evaluate(
      (key) => localStorage.getItem(`ringline:visitor:${key}`),
      embedKey,
    );
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await context.cookies(product.url)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("submits the contact form", async () => {
    await page.goto(partner.origin);
    const contact = page.locator("#contact");
    await contact.getByRole("button", { name: "Book a demo" }).click({ timeout: 20_000 });
    const dialog = contact.getByRole("dialog", { name: "Get Your Live Demo" });
    await dialog.getByLabel("Name *").fill("Grace Hopper");
    await dialog.getByLabel("Email *").fill("grace@harborpoint.example");
    await dialog.getByLabel("Phone *").fill("(555) 123-4567");
    await dialog.getByLabel("Real Estate Company *").fill("Harbor Point Realty");
    const answer = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${product.url}/api/contact?`) &&
        response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Book My Demo Now" }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.headers()["access-control-allow-origin"]).toBe(partner.origin);
    expect(response.headers()["access-control-allow-credentials"]).toBeUndefined();
    await contact.getByText("Success!").waitFor();
    expect(await context.cookies(product.url)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("books a demo in three steps", async () => {
    await page.goto(partner.origin);
    const schedule = page.locator("#schedule");
    await schedule.getByRole("button", { name: "Schedule a demo" }).click({ timeout: 20_000 });
    const dialog = schedule.getByRole("dialog", { name: "Schedule your demo" });
    await dialog.getByLabel("Full name *").fill("Grace Hopper");
    await dialog.getByLabel("Email *").fill("grace@harborpoint.example");
    await dialog.getByLabel("Phone *").fill("(555) 123-4567");
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByLabel("Company *").fill("Harbor Point Realty");
    await dialog.getByLabel("Business type *").selectOption("team");
    await dialog.getByLabel("Calls per month *").selectOption({ index: 2 });
    await dialog.getByRole("button", { name: "Next" }).click();
    const date = dialog.getByLabel("Preferred date *");
    await date.fill((await date.getAttribute("min")) ?? "");
    await dialog.getByText("Afternoon (12-5 PM)").click();
    const answer = page.waitForResponse((response) =>
      response.url().startsWith(`${product.url}/api/demo-bookings?`),
    );
    await dialog.getByRole("button", { name: "Schedule Demo" }).click();
    expect((await answer).status()).toBe(201);
    await schedule.getByText("Demo Scheduled!").waitFor();
    expect(await context.cookies(product.url)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("calls the voice demo with the settings it asked through the embed key", async () => {
    await page.goto(partner.origin);
    const call = page.locator("#call");
    const config = page.waitForResponse((response) =>
      response.url().startsWith(`${product.url}/api/voice/demo-config?`),
    );
    await call.getByRole("button", { name: "Talk to the AI Receptionist" }).waitFor();
    expect((await config).status()).toBe(200);
    await call.getByRole("button", { name: "Talk to the AI Receptionist" }).click();
    const end = call.getByRole("button", { name: "End Call" });
    await end.waitFor({ timeout: 20_000 });
    await call
      .getByText("Thank you for calling", { exact: false })
      .first()
      .waitFor({ timeout: 20_000 });
    await end.click();
    await call.getByRole("button", { name: "Talk to the AI Receptionist" }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("refuses a page whose origin is not on the allowlist: no CORS grant, and the widget says so", async () => {
    const refused = await context.newPage();
    await refused.goto(stranger.origin);
    // The widgets give way to a clear refusal.
    await refused
      .locator("#chat")
      .getByRole("alert")
      .getByText("This site can't use Ringline's widgets")
      .waitFor({ timeout: 20_000 });
    await refused
      .locator("#contact")
      .getByRole("alert")
      .getByText("This site can't use Ringline's widgets")
      .waitFor();

    // What the widget's request meets from that page: the browser refuses it for want of a grant.
    const outcome = await refused.evaluate(
      async ({ url, token }) => {
        try {
          const response = await fetch(url, {
            method: "POST",
            credentials: "omit",
            headers: { "content-type": "application/json", "x-ringline-visitor": token },
            body: JSON.stringify({}),
          });
          return `answered ${response.status}`;
        } catch (error) {
          return `refused: ${(error as Error).name}`;
        }
      },
      { url: `${product.url}/api/contact?embedKey=${embedKey}`, token: "a".repeat(43) },
    );
    expect(outcome).toBe("refused: TypeError");
    // And what the API answered that origin, preflight and request: no CORS grant.
    const preflight = await fetch(`${product.url}/api/contact?embedKey=${embedKey}`, {
      method: "OPTIONS",
      headers: {
        origin: stranger.origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,x-ringline-visitor",
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const direct = await fetch(`${product.url}/api/chat/welcome?embedKey=${embedKey}`, {
      headers: { origin: stranger.origin },
    });
    expect(direct.status).toBe(403);
    expect(direct.headers.get("access-control-allow-origin")).toBeNull();
    expect(((await direct.json()) as { error: { errorCode: string } }).error.errorCode).toBe(
      "EMBED_NOT_ALLOWED",
    );
    await refused.close();
  });
});
