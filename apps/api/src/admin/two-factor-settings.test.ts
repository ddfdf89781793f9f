import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { ADMIN_PASSWORD, signedInAdmin } from "../test/admins.js";
import {
  createFakeClock,
  createTestApp,
  settle,
  type TestApp,
  visitorWithToken,
} from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { totpCodeAt } from "../test/totp-code.js";

describe.each(testDatabaseTargets)("an administrator's two-factor settings on $name", (target) => {
  let db: Database;
  let app: TestApp;
  const clock = createFakeClock();

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db, { now: clock.now });
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  async function enrolled() {
    const admin = await signedInAdmin(app, db, { twoFactor: true, now: clock.now });
    // The next code: the enrolment's one is spent.
    clock.advance(30_000);
    return { ...admin, code: () => totpCodeAt(admin.totpSecret ?? "", clock.now()) };
  }

  it("regenerates the backup codes: the new ones sign in, the old ones no longer", async () => {
    const admin = await enrolled();
    const before = await db.prisma.adminUser.findUniqueOrThrow({
      where: { id: admin.adminUserId },
    });
    const answer = await admin.agent
      .post("/api/admin/auth/totp/backup-codes")
      .set("x-csrf-token", admin.csrf)
      .send({ code: await admin.code() })
      .expect(200);
    const codes = answer.body.backupCodes as string[];
    expect(codes).toHaveLength(before.backupCodes.length);
    const after = await db.prisma.adminUser.findUniqueOrThrow({ where: { id: admin.adminUserId } });
    expect(after.backupCodes.some((hash) => before.backupCodes.includes(hash))).toBe(false);

    const { agent, token } = await visitorWithToken(app);
    await agent
      .post("/api/admin/auth/login")
      .set("x-csrf-token", token)
      .send({ email: admin.email, password: ADMIN_PASSWORD, backupCode: codes[0] })
      .expect(200);
  });

  it("turns two-factor sign-in off with a current code, and refuses a wrong one", async () => {
    const admin = await enrolled();
    const wrong = await admin.agent
      .post("/api/admin/auth/totp/disable")
      .set("x-csrf-token", admin.csrf)
      .send({ code: "000000" });
    expect(wrong.body.error.errorCode).toBe("ADMIN_TOTP_INVALID");
    await admin.agent
      .post("/api/admin/auth/totp/disable")
      .set("x-csrf-token", admin.csrf)
      .send({ code: await admin.code() })
      .expect(200);
    const me = await admin.agent.get("/api/admin/auth/me").expect(200);
    expect(me.body.admin.totpEnabled).toBe(false);
    const actions = await db.prisma.adminAuditLog.findMany({
      where: { adminUserId: admin.adminUserId },
      select: { action: true },
    });
    expect(actions.map((entry) => entry.action)).toContain("admin.totp-disabled");
  });
});
