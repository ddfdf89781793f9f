import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ZAdminEmailListResponse } from "@ringline/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { signedInAdmin } from "../test/admins.js";
import {
  createFakeClock,
  createTestApp,
  mailTransportOf,
  settle,
  signUp,
  type TestApp,
  uniqueEmail,
  visitorWithToken,
} from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { mailboxDirectoryTransport } from "./mail-transports.js";
import type { Mailer } from "./mailer.js";
import { MAX_ATTEMPTS, queueEmail, queueSms, retryDelayMs } from "./outbox.js";
import type { Outbox } from "./outbox.module.js";
import type { SmsSender } from "./sms-sender.js";

const services = (app: TestApp) => app.locals.services as { mailer: Mailer; outbox: Outbox };

/** A message with a one-time link, as the auth e-mails carry. */
const resetLike = (to: string) => ({
  type: "reset-password" as const,
  to,
  subject: "Reset your Ringline password",
  text: "Choose a new password: http://ringline.test/reset-password?token=secret-abc",
  html: '<a href="http://ringline.test/reset-password?token=secret-abc">Choose</a>',
});

/** Texts that the provider refuses (`failures` times, a transient error) before it takes them. */
function flakySms(failures: number) {
  const sent: string[] = [];
  let left = failures;
  const sender: SmsSender = {
    transport: "fake",
    async send({ to }) {
      if (left > 0) {
        left -= 1;
        throw Object.assign(new Error("503 provider unavailable"), { status: 503 });
      }
      sent.push(to);
      return { providerId: `SM${sent.length}` };
    },
  };
  return { sender, sent };
}

describe.each(testDatabaseTargets)("the outbox's job on $name", (target) => {
  let db: Database;
  let app: TestApp;
  const clock = createFakeClock(Date.now());
  const sms = flakySms(2);

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db, { now: clock.now, calls: { sms: sms.sender } });
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  const row = (id: string) => db.prisma.emailLog.findUniqueOrThrow({ where: { id } });
  const deliveredTo = (to: string) =>
    mailTransportOf(app).messages.filter((message) => message.to === to);

  it("answers without waiting for the transport", async () => {
    const { email } = await signUp(app);
    await settle(app);
    const held = mailTransportOf(app).hold();
    try {
      const { agent, token } = await visitorWithToken(app);
      await agent
        .post("/api/auth/forgot-password")
        .set("x-csrf-token", token)
        .send({ email })
        .expect(200);
    } finally {
      held.release();
    }
    await settle(app);
    expect(deliveredTo(email).map((message) => message.type)).toContain("reset-password");
  });

  it("delivers once through a transport that refuses twice, after a backoff each time", async () => {
    const to = uniqueEmail("flaky");
    const transport = mailTransportOf(app);
    transport.failNext(2);
    const { id } = await services(app).mailer.send(resetLike(to));
    await settle(app);
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 1 });
    expect((await row(id)).error).toMatch(/451/);
    // Not before its backoff.
    await services(app).outbox.drain();
    expect((await row(id)).attempts).toBe(1);
    clock.advance(retryDelayMs(1));
    await services(app).outbox.drain();
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 2 });
    clock.advance(retryDelayMs(2));
    await services(app).outbox.drain();
    await services(app).outbox.drain();
    expect(await row(id)).toMatchObject({
      status: "sent",
      attempts: 3,
      error: null,
      sealedContent: null,
    });
    expect(transport.attempts.filter((message) => message.to === to)).toHaveLength(3);
    const delivered = deliveredTo(to);
    expect(delivered).toHaveLength(1);
    // Delivered as written, while the outbox keeps it redacted.
    expect(delivered[0]?.text).toContain("?token=secret-abc");
    expect(delivered[0]?.messageId).toBe(`<${id}@ringline.outbox>`);
    expect((await row(id)).content).toContain("?token=[redacted]");
  });

  it("sends a message once when two job runs take the outbox at the same time", async () => {
    // A second instance of the app over the same database, with the same transport.
    const other = createTestApp(db, { now: clock.now, mailTransport: mailTransportOf(app) });
    const to = uniqueEmail("concurrent");
    const ids = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const id = crypto.randomUUID();
        await queueEmail(db.prisma, {
          id,
          type: "welcome",
          to,
          subject: `Message ${index}`,
          text: "Hello",
          html: null,
          userId: null,
          customerId: null,
          dedupeKey: `outbox-test:${id}`,
        });
        return id;
      }),
    );
    await Promise.all([
      services(app).outbox.drain(),
      services(other).outbox.drain(),
      services(app).outbox.drain(),
    ]);
    const delivered = deliveredTo(to).map((message) => message.messageId);
    expect(delivered.sort()).toEqual(ids.map((id) => `<${id}@ringline.outbox>`).sort());
    await settle(other);
  });

  it("keeps a message failed after its last attempt, visible, and a replay sends it once", async () => {
    const to = uniqueEmail("failing");
    const transport = mailTransportOf(app);
    transport.failNext(MAX_ATTEMPTS);
    const { id } = await services(app).mailer.send(resetLike(to));
    await settle(app);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      clock.advance(retryDelayMs(attempt));
      await services(app).outbox.drain();
    }
    clock.advance(retryDelayMs(MAX_ATTEMPTS));
    await services(app).outbox.drain();
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    // The sealed copy stays until it is sent: a replay can still deliver the link.
    expect(failed.sealedContent).not.toBeNull();
    expect(deliveredTo(to)).toHaveLength(0);

    const admin = await signedInAdmin(app, db, { now: clock.now });
    const list = ZAdminEmailListResponse.parse(
      (
        await admin.agent
          .get("/api/admin/emails")
          .query({ search: to, status: "failed" })
          .expect(200)
      ).body,
    );
    expect(list.items).toEqual([
      expect.objectContaining({
        id,
        status: "failed",
        attempts: MAX_ATTEMPTS,
        error: "451 try again later",
        content: expect.stringContaining("?token=[redacted]"),
      }),
    ]);

    const resend = () =>
      admin.agent.post(`/api/admin/emails/${id}/resend`).set("x-csrf-token", admin.csrf);
    expect((await resend().expect(200)).body.message).toBe(
      "The e-mail is queued to be sent again.",
    );
    await settle(app);
    await services(app).outbox.drain();
    const delivered = deliveredTo(to);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.text).toContain("?token=secret-abc");
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, sealedContent: null });
    // Sent, its one-time link is gone for good: no copy of it can be sent.
    expect((await resend().expect(422)).body.error.errorCode).toBe("API_VALIDATION_ERROR");
    expect(deliveredTo(to)).toHaveLength(1);
  });

  it("retries a text the provider refused for a while, and sends it once", async () => {
    const dedupeKey = `outbox-test:${crypto.randomUUID()}`;
    await queueSms(db.prisma, {
      customerId: null,
      kind: "owner-text",
      to: "+14155550199",
      body: "A new lead",
      dedupeKey,
    });
    const text = () => db.prisma.smsMessage.findUniqueOrThrow({ where: { dedupeKey } });
    await services(app).outbox.drain();
    expect(await text()).toMatchObject({ status: "queued", attempts: 1 });
    clock.advance(retryDelayMs(1));
    await services(app).outbox.drain();
    clock.advance(retryDelayMs(2));
    await services(app).outbox.drain();
    await services(app).outbox.drain();
    expect(await text()).toMatchObject({ status: "sent", attempts: 3, error: null });
    expect(sms.sent.filter((to) => to === "+14155550199")).toHaveLength(1);
  });
});

describe("the local mailbox", () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "ringline-mail-"));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("writes one JSON file per message, links intact, for a developer to read", async () => {
    const transport = mailboxDirectoryTransport(path.join(directory, "mail"));
    const message = {
      messageId: "<0b9e1c2a-1111-4222-8333-444455556666@ringline.outbox>",
      from: "Ringline <no-reply@ringline.local>",
      to: "owner@example.com",
      subject: "Reset your Ringline password",
      text: "http://localhost:3000/reset-password?token=abc",
      html: null,
      type: "reset-password",
    };
    await transport.send(message);
    const files = await readdir(path.join(directory, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/0b9e1c2a-1111-4222-8333-444455556666\.json$/);
    const stored = JSON.parse(await readFile(path.join(directory, "mail", files[0] ?? ""), "utf8"));
    expect(stored).toMatchObject(message);
  });
});
