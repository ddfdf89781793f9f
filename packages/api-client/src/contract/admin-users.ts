// The back office's administrators and their roles (the access subject with admin.ts).
import * as z from "zod/mini";
import { ZRowId } from "./admin-fields.js";
import { ZPage } from "./route.js";

/** The administrator roles: `admin` may change data, `support` may only read. */
export const ADMIN_ROLES = ["admin", "support"] as const;

/**
 * One administrator, as the system page lists them.
 *
 * @example
 * ```ts
 * const { items } = ZAdminUserListResponse.parse(body);
 * ```
 */
export const ZAdminUserSummary = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  totpEnabled: z.boolean(),
  lastLogin: z.nullable(z.string()),
  createdAt: z.string(),
});

/** One administrator. */
export type TAdminUserSummary = z.infer<typeof ZAdminUserSummary>;

/**
 * `GET /api/admin/users`.
 *
 * @example
 * ```ts
 * const { items } = ZAdminUserListResponse.parse(body);
 * ```
 */
export const ZAdminUserListResponse = ZPage(ZAdminUserSummary);

/** `GET /api/admin/users`. */
export type TAdminUserListResponse = z.infer<typeof ZAdminUserListResponse>;

/**
 * `POST /api/admin/users`: a new administrator with a role and a first password.
 *
 * @example
 * ```ts
 * ZCreateAdminUserRequest.parse({ username: "help", email, password, role: "support" });
 * ```
 */
export const ZCreateAdminUserRequest = z.object({
  username: z
    .string("Username is required")
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(2, "Username must be at least 2 characters"),
      z.maxLength(50, "Username must be at most 50 characters"),
    ),
  email: z
    .string("Invalid email address")
    .check(z.trim(), z.toLowerCase(), z.email("Invalid email address"), z.maxLength(255)),
  password: z
    .string("Password must be at least 8 characters")
    .check(
      z.minLength(8, "Password must be at least 8 characters"),
      z.maxLength(128, "Password must be at most 128 characters"),
    ),
  role: z.enum(ADMIN_ROLES, "Choose a role"),
});

/** `POST /api/admin/users`. */
export type TCreateAdminUserRequest = z.infer<typeof ZCreateAdminUserRequest>;

/**
 * `POST /api/admin/users/:adminUserId`: changes an administrator's role or turns the account
 * off (its sessions end).
 *
 * @example
 * ```ts
 * ZUpdateAdminUserRequest.parse({ adminUserId, role: "support" });
 * ```
 */
export const ZUpdateAdminUserRequest = z.object({
  adminUserId: ZRowId,
  role: z.optional(z.enum(ADMIN_ROLES, "Choose a role")),
  isActive: z.optional(z.boolean()),
});

/** `POST /api/admin/users/:adminUserId`. */
export type TUpdateAdminUserRequest = z.infer<typeof ZUpdateAdminUserRequest>;

/**
 * The administrator a route acts on (`:adminUserId`), e.g. to reset their two-factor sign-in.
 *
 * @example
 * ```ts
 * ZAdminUserRequest.parse({ adminUserId });
 * ```
 */
export const ZAdminUserRequest = z.object({ adminUserId: ZRowId });

/** The administrator a route acts on. */
export type TAdminUserRequest = z.infer<typeof ZAdminUserRequest>;
