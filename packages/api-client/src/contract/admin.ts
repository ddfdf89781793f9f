// The back office's access: administrators signing in with two-factor codes, impersonation and
// the audit log; the administrators and their roles are in admin-users.ts.
import * as z from "zod/mini";
import { ZPage } from "./route.js";

const TOTP_CODE = /^\d{6}$/;

/**
 * `POST /api/admin/auth/login`. With two-factor enabled, either `totpCode` (six digits from
 * the authenticator app) or one of the `backupCode`s is needed as well.
 *
 * @example
 * ```ts
 * ZAdminLoginRequest.parse({ email: "ops@ringline.ai", password, totpCode: "123456" });
 * ```
 */
export const ZAdminLoginRequest = z.object({
  email: z
    .string("Email or username is required")
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, "Email or username is required"),
      z.maxLength(255, "Email or username is required"),
    ),
  password: z
    .string("Password is required")
    .check(z.minLength(1, "Password is required"), z.maxLength(128, "Password is required")),
  totpCode: z.optional(
    z.string().check(z.trim(), z.regex(TOTP_CODE, "Enter the 6-digit code from your app")),
  ),
  backupCode: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(8, "Backup code is not valid"),
        z.maxLength(20, "Backup code is not valid"),
      ),
  ),
});

/** `POST /api/admin/auth/login`. */
export type TAdminLoginRequest = z.infer<typeof ZAdminLoginRequest>;

/**
 * The signed-in administrator.
 *
 * @example
 * ```ts
 * const { admin } = ZAdminMeResponse.parse(await response.json());
 * ```
 */
export const ZAdmin = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  totpEnabled: z.boolean(),
});

/** The signed-in administrator. */
export type TAdmin = z.infer<typeof ZAdmin>;

/**
 * The answer to the admin login and `GET /api/admin/auth/me`. The admin session lives in an
 * httpOnly cookie scoped to `/api/admin`; it is never handed to scripts.
 *
 * @example
 * ```ts
 * const { admin } = ZAdminAuthResponse.parse(await response.json());
 * ```
 */
export const ZAdminAuthResponse = z.object({
  success: z.literal(true),
  admin: ZAdmin,
  expiresAt: z.string(),
});

/** The answer to the admin login. */
export type TAdminAuthResponse = z.infer<typeof ZAdminAuthResponse>;

/**
 * `GET /api/admin/auth/me`.
 *
 * @example
 * ```ts
 * const { admin } = ZAdminMeResponse.parse(await response.json());
 * ```
 */
export const ZAdminMeResponse = z.object({ success: z.literal(true), admin: ZAdmin });

/** `GET /api/admin/auth/me`. */
export type TAdminMeResponse = z.infer<typeof ZAdminMeResponse>;

/**
 * The answer to `POST /api/admin/auth/totp/enroll`: the secret to add to an authenticator
 * app (also as an `otpauth://` address for a QR code).
 *
 * @example
 * ```ts
 * const { otpauthUrl } = ZTotpEnrollResponse.parse(await response.json());
 * ```
 */
export const ZTotpEnrollResponse = z.object({
  success: z.literal(true),
  secret: z.string(),
  otpauthUrl: z.string(),
});

/** The answer to TOTP enrolment. */
export type TTotpEnrollResponse = z.infer<typeof ZTotpEnrollResponse>;

/**
 * `POST /api/admin/auth/totp/verify`: confirms enrolment with a first code.
 *
 * @example
 * ```ts
 * ZTotpVerifyRequest.parse({ code: "123456" });
 * ```
 */
export const ZTotpVerifyRequest = z.object({
  code: z
    .string("Enter the 6-digit code from your app")
    .check(z.trim(), z.regex(TOTP_CODE, "Enter the 6-digit code from your app")),
});

/** `POST /api/admin/auth/totp/verify`. */
export type TTotpVerifyRequest = z.infer<typeof ZTotpVerifyRequest>;

/**
 * The answer to a confirmed enrolment: backup codes, shown once and stored only hashed.
 *
 * @example
 * ```ts
 * const { backupCodes } = ZTotpVerifyResponse.parse(await response.json());
 * ```
 */
export const ZTotpVerifyResponse = z.object({
  success: z.literal(true),
  backupCodes: z.array(z.string()),
});

/** The answer to a confirmed enrolment. */
export type TTotpVerifyResponse = z.infer<typeof ZTotpVerifyResponse>;

/**
 * `POST /api/admin/impersonation`: act as a customer.
 *
 * @example
 * ```ts
 * ZStartImpersonationRequest.parse({ customerId, reason: "Ticket 4821" });
 * ```
 */
export const ZStartImpersonationRequest = z.object({
  customerId: z.string("Customer is required").check(z.uuid("Customer is required")),
  reason: z.optional(
    z.string().check(z.trim(), z.maxLength(500, "Reason must be at most 500 characters")),
  ),
});

/** `POST /api/admin/impersonation`. */
export type TStartImpersonationRequest = z.infer<typeof ZStartImpersonationRequest>;

/**
 * The answer to a started impersonation: a token that acts as the customer on non-admin
 * calls (never on admin paths).
 *
 * @example
 * ```ts
 * const { impersonationToken, impersonation } = ZImpersonationResponse.parse(body);
 * ```
 */
export const ZImpersonationResponse = z.object({
  success: z.literal(true),
  impersonationToken: z.string(),
  impersonation: z.object({
    id: z.string(),
    customerId: z.string(),
    userId: z.string(),
    customerEmail: z.string(),
    customerName: z.string(),
    startedAt: z.string(),
    expiresAt: z.string(),
  }),
});

/** The answer to a started impersonation. */
export type TImpersonationResponse = z.infer<typeof ZImpersonationResponse>;

/**
 * `POST /api/admin/impersonation/stop`.
 *
 * @example
 * ```ts
 * ZStopImpersonationRequest.parse({ impersonationId });
 * ```
 */
export const ZStopImpersonationRequest = z.object({
  impersonationId: z.string("Impersonation is required").check(z.uuid("Impersonation is required")),
});

/** `POST /api/admin/impersonation/stop`. */
export type TStopImpersonationRequest = z.infer<typeof ZStopImpersonationRequest>;

/**
 * One entry of the admin audit log.
 *
 * @example
 * ```ts
 * const { items, total } = ZAuditLogResponse.parse(await response.json());
 * ```
 */
export const ZAuditLogEntry = z.object({
  id: z.string(),
  adminUserId: z.string(),
  customerId: z.nullable(z.string()),
  impersonationId: z.nullable(z.string()),
  action: z.string(),
  method: z.nullable(z.string()),
  path: z.nullable(z.string()),
  statusCode: z.nullable(z.number()),
  createdAt: z.string(),
});

/** One entry of the admin audit log. */
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

/**
 * `GET /api/admin/audit-log`: one page of entries, newest first.
 *
 * @example
 * ```ts
 * const { items, total } = ZAuditLogResponse.parse(await response.json());
 * ```
 */
export const ZAuditLogResponse = ZPage(ZAuditLogEntry);

/** `GET /api/admin/audit-log`. */
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponse>;
