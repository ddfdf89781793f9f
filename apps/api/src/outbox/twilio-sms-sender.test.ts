import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliver, liveOwner, toolCall } from "../calls/test-support.js";
import type { Database } from "../db/database.js";
import { createTestApp, settle, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { createTwilioSmsSender } from "./twilio-sms-sender.js";

// The Twilio adapter, with the real `twilio` package talking HTTP to a local fake of the one
// endpoint it uses (Messages.json): what it sends, what it keeps, and Twilio's refusals.

const ACCOUNT = "AC00000000000000000000000000000001";
const TOKEN = "twilio-test-token";

interface Received {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** Answers like Twilio's Messages API; a `To` of +15005550001 is refused as Twilio does. */
async function startFakeTwilio(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const form = new URLSearchParams(body);
      received.push({
        path: request.url ?? "",
        authorization: request.headers.authorization,
        form,
      });
      response.setHeader("content-type", "application/json");
      if (
        request.method !== "POST" ||
        request.url !== `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`
      ) {
        response.statusCode = 404;
        response.end(JSON.stringify({ code: 20404, message: "not found", status: 404 }));
        return;
      }
      if (form.get("To") === "+15005550001") {
        response.statusCode = 400;
        response.end(
          JSON.stringify({
            code: 21211,
            message: "The 'To' number +15005550001 is not a valid phone number.",
            status: 400,
          }),
        );
        return;
      }
      response.statusCode = 201;
      response.end(
        JSON.stringify({
          sid: `SM${randomUUID().replaceAll("-", "")}`,
          account_sid: ACCOUNT,
          to: form.get("To"),
          from: form.get("From"),
          messaging_service_sid: form.get("MessagingServiceSid"),
          body: form.get("Body"),
          status: "queued",
          num_segments: "1",
          direction: "outbound-api",
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, server };
}

let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await new Promise((resolve) => twilio?.server.close(resolve));
});

describe("the Twilio SMS adapter", () => {
  it("sends one message with the account's credentials and returns Twilio's SID", async () => {
    const sender = createTwilioSmsSender({
      accountSid: ACCOUNT,
      authToken: TOKEN,
      from: "+14155550100",
      apiBase: twilio.url,
    });
    const before = twilio.received.length;
    const { providerId } = await sender.send({ to: "+14155550142", body: "New lead: Dana" });
    expect(providerId).toMatch(/^SM[0-9a-f]{32}$/);
    const [request] = twilio.received.slice(before);
    expect(twilio.received.length - before).toBe(1);
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString("base64")}`,
    );
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: "+14155550142",
      From: "+14155550100",
      Body: "New lead: Dana",
    });
  });

  it("sends from a messaging service when one is set", async () => {
    const sender = createTwilioSmsSender({
      accountSid: ACCOUNT,
      authToken: TOKEN,
      messagingServiceSid: "MG00000000000000000000000000000001",
      apiBase: twilio.url,
    });
    await sender.send({ to: "+14155550142", body: "Hello" });
    const request = twilio.received.at(-1);
    expect(request?.form.get("MessagingServiceSid")).toBe("MG00000000000000000000000000000001");
    expect(request?.form.has("From")).toBe(false);
  });

  it("rejects with Twilio's own reason when Twilio refuses the message", async () => {
    const sender = createTwilioSmsSender({
      accountSid: ACCOUNT,
      authToken: TOKEN,
      from: "+14155550100",
      apiBase: twilio.url,
    });
    await expect(sender.send({ to: "+15005550001", body: "x" })).rejects.toThrow(
      /is not a valid phone number/,
    );
  });

  it("refuses settings without a sender", () => {
    expect(() => createTwilioSmsSender({ accountSid: ACCOUNT, authToken: TOKEN })).toThrow(
      /TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID/,
    );
  });
});

describe.each(testDatabaseTargets)("texts of the call engine through Twilio on $name", (target) => {
  let db: Database;
  let app: TestApp;

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db, {
      calls: {
        twilio: {
          accountSid: ACCOUNT,
          authToken: TOKEN,
          from: "+14155550100",
          messagingServiceSid: undefined,
          apiBase: twilio.url,
        },
      },
    });
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  it("hands the owner's new-lead text to Twilio once and keeps its SID", async () => {
    const owner = await liveOwner(app, db);
    const callId = randomUUID();
    const { body } = toolCall(owner, "capture_lead", { name: "Dana Whitfield" }, { id: callId });
    const before = twilio.received.length;
    await deliver(app, body).expect(200);
    await settle(app);
    const [text] = await db.prisma.smsMessage.findMany({
      where: { dedupeKey: `owner-lead:${callId}` },
    });
    expect(text).toMatchObject({ status: "sent", transport: "twilio", toPhone: "+14155550111" });
    const sent = twilio.received.slice(before).filter((r) => r.form.get("To") === "+14155550111");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.form.get("Body")).toContain("Dana Whitfield");
    // Twilio's SID of that very message is kept on the row.
    expect(text?.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    // Draining again sends nothing more.
    await (app.locals.services as { calls: { drain(): Promise<void> } }).calls.drain();
    expect(
      twilio.received.slice(before).filter((r) => r.form.get("To") === "+14155550111"),
    ).toHaveLength(1);
  });

  it("keeps a text Twilio refused as failed, with Twilio's reason", async () => {
    const owner = await liveOwner(app, db, { phone: "+15005550001" });
    const callId = randomUUID();
    const { body } = toolCall(owner, "capture_lead", { name: "Sam Ortega" }, { id: callId });
    await deliver(app, body).expect(200);
    await settle(app);
    const [text] = await db.prisma.smsMessage.findMany({
      where: { dedupeKey: `owner-lead:${callId}` },
    });
    expect(text).toMatchObject({ status: "failed", transport: "twilio" });
    expect(text?.error).toMatch(/not a valid phone number/);
  });
});
