import { randomUUID } from "node:crypto";
import { ZAdminUserListResponse } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, backOfficeBench, signedInAdmin } from "../test/admins.js";
import { freshCsrfToken, uniqueEmail, visitorWithToken } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { totpCodeAt } from "../test/totp-code.js";

describe.each(testDatabaseTargets)(
  "the back office's administrators and roles on $name",
  (target) => {
    const bench = backOfficeBench(target);
    const { post, actions } = bench;

    describe("administrators and roles", () => {
      it("adds a support administrator, who signs in, reads, and is refused writes", async () => {
        const email = uniqueEmail("support");
        await post("/api/admin/users", {
          username: email.split("@")[0],
          email,
          password: ADMIN_PASSWORD,
          role: "support",
        }).expect(201);
        const list = ZAdminUserListResponse.parse(
          (await bench.admin.agent.get("/api/admin/users").query({ pageSize: 100 }).expect(200))
            .body,
        );
        expect(list.items.find((item) => item.email === email)).toMatchObject({ role: "support" });

        const { agent, token } = await visitorWithToken(bench.app);
        await agent
          .post("/api/admin/auth/login")
          .set("x-csrf-token", token)
          .send({ email, password: ADMIN_PASSWORD })
          .expect(200);
        // Signing in rotated the CSRF token; nothing but enrolment works before two-factor codes.
        const csrf = await freshCsrfToken(agent);
        const early = await agent.get("/api/admin/emails");
        expect([early.status, early.body.error.errorCode]).toEqual([
          403,
          "ADMIN_TOTP_ENROLLMENT_REQUIRED",
        ]);
        const enrol = await agent
          .post("/api/admin/auth/totp/enroll")
          .set("x-csrf-token", csrf)
          .expect(200);
        await agent
          .post("/api/admin/auth/totp/verify")
          .set("x-csrf-token", csrf)
          .send({ code: await totpCodeAt(enrol.body.secret as string, Date.now()) })
          .expect(200);
        await agent.get("/api/admin/emails").expect(200);
        const refused = await agent.post("/api/admin/users").set("x-csrf-token", csrf).send({
          username: "someone",
          email: uniqueEmail(),
          password: ADMIN_PASSWORD,
          role: "admin",
        });
        expect([refused.status, refused.body.error.errorCode]).toEqual([403, "ADMIN_FORBIDDEN"]);
        expect(await actions()).toContain("admin-user.create");
      });

      it("refuses a second administrator with the same e-mail", async () => {
        const response = await post("/api/admin/users", {
          username: "another-one",
          email: bench.admin.email,
          password: ADMIN_PASSWORD,
          role: "admin",
        });
        expect([response.status, response.body.error.errorCode]).toEqual([
          409,
          "API_DUPLICATE_RESOURCE",
        ]);
      });

      it("resets another administrator's two-factor sign-in, ending their sessions", async () => {
        const other = await signedInAdmin(bench.app, bench.db, { twoFactor: true });
        await post(`/api/admin/users/${other.adminUserId}/two-factor/reset`).expect(200);
        const row = await bench.db.prisma.adminUser.findUniqueOrThrow({
          where: { id: other.adminUserId },
        });
        expect([row.totpEnabled, row.totpSecret, row.backupCodes]).toEqual([false, null, []]);
        await other.agent.get("/api/admin/auth/me").expect(401);
      });

      it("demotes another administrator to support, and never its own account", async () => {
        const other = await signedInAdmin(bench.app, bench.db);
        await post(`/api/admin/users/${other.adminUserId}`, { role: "support" }).expect(200);
        const refused = await other.agent
          .post(`/api/admin/errors/${randomUUID()}/resolve`)
          .set("x-csrf-token", other.csrf)
          .send({ resolution: "x" });
        expect(refused.status).toBe(403);
        const self = await post(`/api/admin/users/${bench.admin.adminUserId}`, { isActive: false });
        expect([self.status, self.body.error.errorCode]).toEqual([422, "API_VALIDATION_ERROR"]);
      });
    });
  },
);
