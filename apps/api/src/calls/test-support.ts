// Test helpers of the call engine: owners with a live receptionist made straight in the
// database, and server messages signed as the platform signs them.
import { createHmac, randomUUID } from "node:crypto";
import { type TReceptionistSettingsInput, ZReceptionistSettings } from "@ringline/api-client";
import request from "supertest";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/database.js";
import { serverMessageSecret } from "../receptionist/server-credential.js";
import { createSettingsRepository } from "../receptionist/settings.repository.js";
import { OWNER_SETTINGS } from "../receptionist/test-support.js";
import {
  createTestApp,
  type SignedUp,
  settle,
  signUp,
  TEST_SECRET,
  type TestApp,
} from "../test/app.js";
import type { TestDatabaseTarget } from "../test/databases.js";

export const SERVER_MESSAGES = "/api/voice/server-messages";
export const SECRET = serverMessageSecret(TEST_SECRET);

export interface LiveOwner extends SignedUp {
  customerId: string;
  assistantId: string;
  phoneNumberId: string;
  number: string;
}

let numbers = 0;

/** A signed-up owner with settings, an assistant, a number and (by default) an active plan. */
export async function liveOwner(
  app: TestApp,
  db: Database,
  options: {
    settings?: Partial<TReceptionistSettingsInput>;
    subscriptionStatus?: string;
    plan?: string | null;
    phone?: string | null;
  } = {},
): Promise<LiveOwner> {
  const owner = await signUp(app);
  const settings = ZReceptionistSettings.parse({ ...OWNER_SETTINGS, ...options.settings });
  const repository = createSettingsRepository(db);
  await repository.write(owner.userId, settings);
  const customerId = await repository.ensureCustomer(owner.userId);
  numbers += 1;
  const number = `+1415555${String(1000 + numbers).slice(-4)}`;
  const assistantId = `asst_${randomUUID()}`;
  const phoneNumberId = `pn_${randomUUID()}`;
  await db.prisma.receptionist.upsert({
    where: { userId: owner.userId },
    create: { userId: owner.userId, assistantId, phoneNumberId },
    update: { assistantId, phoneNumberId },
  });
  await db.prisma.customerPhone.create({ data: { customerId, phoneNumber: number } });
  await db.prisma.user.update({
    where: { id: owner.userId },
    data: {
      aiPhoneNumber: number,
      subscriptionStatus: options.subscriptionStatus ?? "active",
      plan: options.plan === undefined ? "growth" : options.plan,
      phone: options.phone === undefined ? "+14155550111" : options.phone,
    },
  });
  return { ...owner, customerId, assistantId, phoneNumberId, number };
}

/** A message about a call of `owner`'s receptionist (its assistant and number). */
export function callMessage(
  owner: Pick<LiveOwner, "assistantId" | "phoneNumberId" | "number">,
  type: string,
  fields: Record<string, unknown> = {},
  call: { id?: string; from?: string } = {},
) {
  const callId = call.id ?? randomUUID();
  return {
    message: {
      type,
      timestamp: Date.now(),
      call: {
        id: callId,
        type: "inboundPhoneCall",
        assistantId: owner.assistantId,
        phoneNumberId: owner.phoneNumberId,
        customer: { number: call.from ?? "+14155550177" },
      },
      phoneNumber: { id: owner.phoneNumberId, number: owner.number },
      customer: { number: call.from ?? "+14155550177" },
      ...fields,
    },
  };
}

/** An end-of-call report of a call that lasted `seconds`. */
export function endOfCallReport(
  owner: Pick<LiveOwner, "assistantId" | "phoneNumberId" | "number">,
  options: {
    callId?: string;
    seconds?: number;
    endedReason?: string;
    startedAt?: Date;
    recordingUrl?: string;
    from?: string;
  } = {},
) {
  const seconds = options.seconds ?? 95;
  const startedAt = options.startedAt ?? new Date(Date.now() - seconds * 1000);
  const endedAt = new Date(startedAt.getTime() + seconds * 1000);
  const recordingUrl = options.recordingUrl ?? "https://storage.example/recording.wav";
  return callMessage(
    owner,
    "end-of-call-report",
    {
      endedReason: options.endedReason ?? "customer-ended-call",
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      durationSeconds: seconds,
      cost: 0.12,
      artifact: {
        recordingUrl,
        transcript: "AI: Thanks for calling Bayside Realty.\nUser: Hi, this is Dana.",
        messages: [
          { role: "bot", message: "Thanks for calling Bayside Realty.", secondsFromStart: 0 },
          { role: "user", message: "Hi, this is Dana, I'd like a showing.", secondsFromStart: 3 },
        ],
      },
      analysis: { summary: "Dana asked for a showing." },
    },
    { id: options.callId ?? randomUUID(), ...(options.from ? { from: options.from } : {}) },
  );
}

/** The headers that sign a body as the platform's HMAC credential does (`timestamp` in seconds). */
export function signed(body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex");
  return { headers: { "x-signature": signature, "x-timestamp": String(timestamp) } };
}

/** Delivers a message, signed, as the platform does; `body` sends other bytes than were signed. */
export function deliver(
  app: TestApp,
  message: unknown,
  options: { timestamp?: number; body?: string } = {},
) {
  const signedBody = JSON.stringify(message);
  const { headers } = signed(signedBody, options.timestamp);
  return request(app)
    .post(SERVER_MESSAGES)
    .set("content-type", "application/json")
    .set(headers)
    .send(options.body ?? signedBody);
}

/**
 * One signed delivery of `message`, sent as often as asked, to any instance: the platform
 * retrying byte for byte (the same body, the same signature).
 */
export function signedDelivery(message: unknown) {
  const body = typeof message === "string" ? message : JSON.stringify(message);
  const { headers } = signed(body);
  return {
    headers,
    send: (app: TestApp, sent: string = body) =>
      request(app)
        .post(SERVER_MESSAGES)
        .set("content-type", "application/json")
        .set(headers)
        .send(sent),
  };
}

/** A tool-calls message calling `name` with `args`. */
export function toolCall(
  owner: Pick<LiveOwner, "assistantId" | "phoneNumberId" | "number">,
  name: string,
  args: Record<string, unknown>,
  call: { id?: string; from?: string } = {},
) {
  const toolCallId = `call_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
  const item = {
    id: toolCallId,
    type: "function",
    function: { name, arguments: JSON.stringify(args) },
  };
  return {
    toolCallId,
    body: callMessage(
      owner,
      "tool-calls",
      { toolCallList: [item], toolWithToolCallList: [{ type: "function", toolCall: item }] },
      call,
    ),
  };
}

/** What `check_availability` answers: the slots offered, and what the assistant may say. */
export interface AvailabilityOffer {
  slots: Array<{ slotId: string; startsAt: string; label: string }>;
  message: string;
}

/** Asks `owner`'s receptionist for open slots, as a call would, and reads the answer. */
export async function availabilityOffer(
  app: TestApp,
  owner: Pick<LiveOwner, "assistantId" | "phoneNumberId" | "number">,
  args: Record<string, unknown> = {},
  from?: string,
): Promise<AvailabilityOffer> {
  const answer = await deliver(app, toolCall(owner, "check_availability", args, { from }).body);
  if (answer.status !== 200) throw new Error(`check_availability answered ${answer.status}`);
  return JSON.parse(answer.body.results[0].result as string) as AvailabilityOffer;
}

/**
 * A suite's database, test app and live owner, opened before its tests and closed after:
 * `opened` receives them (assign them to the suite's own variables).
 */
export function withLiveOwner(
  target: TestDatabaseTarget,
  opened: (suite: { db: Database; app: TestApp; owner: LiveOwner }) => void,
): void {
  let db: Database | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db);
    opened({ db, app, owner: await liveOwner(app, db) });
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });
}
