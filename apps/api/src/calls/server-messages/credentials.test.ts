import { createHmac, randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerCredentialSetting } from "../../core/config.js";
import type { Database } from "../../db/database.js";
import { createTestApp, settle, type TestApp } from "../../test/app.js";
import { openTestPGlite } from "../../test/databases.js";
import {
  deliver,
  endOfCallReport,
  type LiveOwner,
  liveOwner,
  SECRET,
  SERVER_MESSAGES,
} from "../test-support.js";

// Every credential the platform offers, as `VAPI_SERVER_CREDENTIAL` chooses it: each signed or
// sent here with node:crypto as the platform would, accepted and applied; another secret, token
// or body refused with the error envelope. The secret is the one derived from SESSION_SECRET.

const SERVER_URL = `http://ringline.test${SERVER_MESSAGES}`;

interface Case {
  name: string;
  setting: ServerCredentialSetting;
  /** The platform's headers for `body`, with `secret` as key or token. */
  headers(body: string, secret: string): Record<string, string>;
}

const seconds = () => String(Math.floor(Date.now() / 1000));
const mac = (algorithm: string, secret: string, payload: string, encoding: "hex" | "base64") =>
  createHmac(algorithm, secret).update(payload).digest(encoding);

const CASES: Case[] = [
  {
    name: "Bearer token in Authorization",
    setting: { type: "bearer" },
    headers: (_body, secret) => ({ authorization: `Bearer ${secret}` }),
  },
  {
    name: "Bearer token in its own header, without prefix",
    setting: { type: "bearer", headerName: "x-api-key", bearerPrefixEnabled: false },
    headers: (_body, secret) => ({ "x-api-key": secret }),
  },
  {
    name: "HMAC-SHA512, base64, without timestamp, in X-Vapi-Signature",
    setting: {
      type: "hmac",
      algorithm: "sha512",
      signatureEncoding: "base64",
      includeTimestamp: false,
      signatureHeader: "x-vapi-signature",
    },
    headers: (body, secret) => ({ "x-vapi-signature": mac("sha512", secret, body, "base64") }),
  },
  {
    name: "HMAC-SHA1 over a custom format with the URL, the method and a message id",
    setting: {
      type: "hmac",
      algorithm: "sha1",
      payloadFormat: "{svix-id}.{timestamp}.{method}.{url}.{body}",
      messageIdHeader: "webhook-id",
      signaturePrefix: "v1,",
    },
    headers: (body, secret) => {
      const timestamp = seconds();
      const id = `msg_${randomUUID()}`;
      return {
        "x-signature": `v1,${mac("sha1", secret, `${id}.${timestamp}.POST.${SERVER_URL}.${body}`, "hex")}`,
        "x-timestamp": timestamp,
        "webhook-id": id,
      };
    },
  },
];

describe("the credential the settings choose", () => {
  let db: Database;
  const apps: TestApp[] = [];
  let owner: LiveOwner;

  beforeAll(async () => {
    db = await openTestPGlite();
    owner = await liveOwner(createTestApp(db), db);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => settle(app)));
    await db?.close();
  });

  const appWith = (setting: ServerCredentialSetting, legacySecret?: string) => {
    const app = createTestApp(db, {
      receptionist: { serverCredential: setting },
      ...(legacySecret === undefined ? {} : { calls: { legacySecret } }),
    });
    apps.push(app);
    return app;
  };
  const post = (app: TestApp, body: string, headers: Record<string, string>) =>
    request(app)
      .post(SERVER_MESSAGES)
      .set("content-type", "application/json")
      .set(headers)
      .send(body);

  it.each(CASES.map((item) => [item.name, item] as const))(
    "%s: accepted and applied once; another secret or body refused",
    async (_name, item) => {
      const app = appWith(item.setting);
      const callId = randomUUID();
      const body = JSON.stringify(endOfCallReport(owner, { callId }));
      const headers = item.headers(body, SECRET);
      expect((await post(app, body, headers).expect(200)).body).toEqual({
        received: true,
        duplicate: false,
      });
      // The platform's retry, byte for byte: the stored answer.
      expect((await post(app, body, headers).expect(200)).body.duplicate).toBe(true);
      await settle(app);
      expect(await db.prisma.callLog.count({ where: { callId } })).toBe(1);

      const wrong = await post(app, body, item.headers(body, "not-the-secret")).expect(401);
      expect(wrong.body.error.errorCode).toBe("VOICE_SERVER_MESSAGE_REFUSED");
      if (item.setting.type === "hmac") {
        const other = JSON.stringify(endOfCallReport(owner));
        await post(app, other, headers).expect(401);
      }
      // The default HMAC headers are not this credential.
      await deliver(app, endOfCallReport(owner)).expect(401);
    },
  );

  it("accepts the legacy secret as X-Vapi-Secret or X-Vapi-Signature beside the credential", async () => {
    const app = appWith({ type: "hmac", algorithm: "sha256" }, "legacy-shared-secret");
    for (const header of ["x-vapi-secret", "x-vapi-signature"]) {
      const body = JSON.stringify(endOfCallReport(owner));
      await post(app, body, { [header]: "legacy-shared-secret" }).expect(200);
      const refused = await post(app, body, { [header]: "legacy-shared-secreT" }).expect(401);
      expect(refused.body.error.message).toContain("secret-mismatch");
    }
    // The credential itself still verifies, and a bad signature is still refused as such.
    await deliver(app, endOfCallReport(owner)).expect(200);
    const message = endOfCallReport(owner);
    const tampered = await deliver(app, message, {
      body: JSON.stringify({ ...message, extra: 1 }),
    }).expect(401);
    expect(tampered.body.error.message).toContain("signature-mismatch");
  });

  it("refuses the legacy headers when no legacy secret is configured", async () => {
    const app = appWith({ type: "hmac", algorithm: "sha256" });
    const body = JSON.stringify(endOfCallReport(owner));
    const refused = await post(app, body, { "x-vapi-secret": SECRET }).expect(401);
    expect(refused.body.error.message).toContain("missing-signature");
  });
});
