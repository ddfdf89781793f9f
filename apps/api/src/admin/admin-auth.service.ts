import type { TAdmin, TAdminLoginRequest } from "@ringline/api-client";
import { AppError } from "../core/errors.js";
import { verifyPassword } from "../security/passwords.js";
import type { SecretBox } from "../security/secret-box.js";
import type { SessionManager } from "../sessions/session.manager.js";
import type { StoredSession } from "../sessions/session.repository.js";
import { type SignInThrottle, signInAccount } from "../sessions/sign-in-throttle.js";
import type { AdminRecord, AdminUserRepository } from "./admin-user.repository.js";
import type { AuditLog } from "./audit-log.js";
import type { ImpersonationService } from "./impersonation.service.js";
import {
  backupCodeCandidates,
  backupCodeDigest,
  createBackupCodes,
  createTotpSecret,
  verifyTotp,
} from "./totp.js";

export function toAdminView(admin: AdminRecord): TAdmin {
  return {
    id: admin.id,
    username: admin.username,
    email: admin.email,
    role: admin.role,
    totpEnabled: admin.totpEnabled,
  };
}

export interface AdminAuthServiceOptions {
  admins: AdminUserRepository;
  sessions: SessionManager;
  impersonations: ImpersonationService;
  audit: AuditLog;
  /** Seals TOTP secrets at rest. */
  secretBox: SecretBox;
  now: () => number;
  /** Failed sign-ins per administrator, and the devices that signed in before. */
  throttle: SignInThrottle;
}

/** The one answer to a wrong password or a wrong code once a code was sent. */
const WRONG_PASSWORD_OR_CODE = "The password or the code is not right.";

type Client = { ipAddress: string | null; userAgent: string | null };

export function createAdminAuthService(options: AdminAuthServiceOptions) {
  const { admins, sessions, audit, secretBox } = options;

  /** The administrator's TOTP secret; a row still in plain text is sealed now (totp-secret.ts). */
  async function secretOf(admin: AdminRecord): Promise<string | undefined> {
    const stored = admin.totpSecret;
    if (!stored) return undefined;
    if (secretBox.isSealed(stored)) return secretBox.open(stored);
    await admins.sealTotpSecret(admin.id, stored, secretBox.seal(stored));
    return stored;
  }

  async function acceptTotp(admin: AdminRecord, code: string): Promise<boolean> {
    const secret = await secretOf(admin);
    if (!secret) return false;
    const step = await verifyTotp(secret, code, options.now(), admin.totpLastStep);
    // The conditional update makes a code good once, even for two requests at the same time.
    return step !== undefined && (await admins.acceptTotpStep(admin.id, step));
  }

  async function enrolled(adminUserId: string): Promise<AdminRecord> {
    const admin = await admins.findById(adminUserId);
    if (!admin) throw new AppError("ADMIN_NOT_AUTHENTICATED");
    if (!admin.totpEnabled) throw new AppError("ADMIN_TOTP_NOT_ENROLLED");
    return admin;
  }

  return {
    /**
     * Signs an administrator in by username or e-mail (one account either way, for the
     * failed-sign-in count), password and, once enrolled, a code. The code is asked for
     * before anything is said about the password: without a code, a wrong password is answered
     * like a right one (`ADMIN_TOTP_REQUIRED`), and with one, a wrong password and a wrong code
     * are answered alike. Only an administrator not enrolled yet signs in on the password.
     */
    async login(
      input: TAdminLoginRequest,
      client: Client,
      deviceCookie?: string,
    ): Promise<{ token: string; session: StoredSession; admin: TAdmin; deviceCookie: string }> {
      const found = await admins.findByLogin(input.email);
      const attempt = await options.throttle.check(
        "admin",
        signInAccount("admin", found?.id, input.email),
        deviceCookie,
      );
      const valid = await verifyPassword(found?.password ?? null, input.password);
      const admin = found && valid && found.isActive ? found : undefined;
      const codeSent = input.totpCode !== undefined || input.backupCode !== undefined;
      const refuse = async (): Promise<never> => {
        await options.throttle.failed(attempt);
        throw codeSent
          ? new AppError("ADMIN_TOTP_INVALID", { message: WRONG_PASSWORD_OR_CODE })
          : new AppError("ADMIN_TOTP_REQUIRED");
      };
      if (!admin) return refuse();
      if (admin.totpEnabled) {
        if (input.totpCode !== undefined) {
          if (!(await acceptTotp(admin, input.totpCode))) return refuse();
        } else if (input.backupCode !== undefined) {
          const stored = backupCodeCandidates(input.backupCode, secretBox).find((candidate) =>
            admin.backupCodes.includes(candidate),
          );
          const used =
            stored !== undefined &&
            (await admins.consumeBackupCode(admin.id, admin.backupCodes, stored));
          if (!used) return refuse();
          await audit.record({
            adminUserId: admin.id,
            action: "admin.backup-code-used",
            ipAddress: client.ipAddress,
          });
        } else {
          throw new AppError("ADMIN_TOTP_REQUIRED");
        }
      }
      const { token, session } = await sessions.create(admin.id, client);
      await admins.recordLogin(admin.id, new Date(options.now()));
      await audit.record({
        adminUserId: admin.id,
        action: "admin.login",
        ipAddress: client.ipAddress,
      });
      return {
        token,
        session,
        admin: toAdminView(admin),
        deviceCookie: await options.throttle.succeeded(attempt),
      };
    },

    async logout(adminUserId: string, sessionId: string, ipAddress: string | null): Promise<void> {
      await sessions.end(adminUserId, sessionId, "logout");
      await options.impersonations.endForAdminSession(sessionId);
      await audit.record({ adminUserId, action: "admin.logout", ipAddress });
    },

    async me(adminUserId: string): Promise<TAdmin> {
      const admin = await admins.findById(adminUserId);
      if (!admin?.isActive) throw new AppError("ADMIN_NOT_AUTHENTICATED");
      return toAdminView(admin);
    },

    async enrollTotp(adminUserId: string): Promise<{ secret: string; otpauthUrl: string }> {
      const admin = await admins.findById(adminUserId);
      if (!admin) throw new AppError("ADMIN_NOT_AUTHENTICATED");
      if (admin.totpEnabled) throw new AppError("ADMIN_TOTP_ALREADY_ENABLED");
      const created = createTotpSecret(admin.email);
      await admins.setPendingTotp(admin.id, secretBox.seal(created.secret));
      return created;
    },

    async confirmTotp(
      adminUserId: string,
      code: string,
      ipAddress: string | null,
    ): Promise<string[]> {
      const admin = await admins.findById(adminUserId);
      if (!admin) throw new AppError("ADMIN_NOT_AUTHENTICATED");
      if (admin.totpEnabled) throw new AppError("ADMIN_TOTP_ALREADY_ENABLED");
      if (!admin.totpSecret) throw new AppError("ADMIN_TOTP_NOT_ENROLLED");
      if (!(await acceptTotp(admin, code))) throw new AppError("ADMIN_TOTP_INVALID");
      const codes = createBackupCodes();
      await admins.enableTotp(
        admin.id,
        codes.map((code) => backupCodeDigest(code, secretBox)),
      );
      await audit.record({ adminUserId, action: "admin.totp-enabled", ipAddress });
      return codes;
    },

    /** Turns two-factor sign-in off, on a current code from the app. */
    async disableTotp(adminUserId: string, code: string, ipAddress: string | null): Promise<void> {
      const admin = await enrolled(adminUserId);
      if (!(await acceptTotp(admin, code))) throw new AppError("ADMIN_TOTP_INVALID");
      await admins.disableTotp(admin.id);
      await audit.record({ adminUserId, action: "admin.totp-disabled", ipAddress });
    },

    /** New backup codes, on a current code from the app; the old ones stop working. */
    async regenerateBackupCodes(
      adminUserId: string,
      code: string,
      ipAddress: string | null,
    ): Promise<string[]> {
      const admin = await enrolled(adminUserId);
      if (!(await acceptTotp(admin, code))) throw new AppError("ADMIN_TOTP_INVALID");
      const codes = createBackupCodes();
      await admins.replaceBackupCodes(
        admin.id,
        codes.map((code) => backupCodeDigest(code, secretBox)),
      );
      await audit.record({ adminUserId, action: "admin.backup-codes-regenerated", ipAddress });
      return codes;
    },

    /** Impersonation needs two-factor authentication on the administrator's account. */
    async requireTwoFactor(adminUserId: string): Promise<void> {
      const admin = await admins.findById(adminUserId);
      if (!admin?.totpEnabled) {
        throw new AppError("ADMIN_FORBIDDEN", {
          message: "Enable two-factor authentication before acting as a customer.",
        });
      }
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
