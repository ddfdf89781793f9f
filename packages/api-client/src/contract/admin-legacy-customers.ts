// The back office's legacy customers: the records kept from before accounts, edited by hand.
import * as z from "zod/mini";
import { ZAdminCustomerRequest } from "./admin-customers.js";
import { listFilter } from "./admin-fields.js";
import { ZPage, ZPageQuery } from "./route.js";

/** The AI status of a `customers` record. */
export const LEGACY_AI_STATUSES = ["green", "yellow", "red"] as const;

const optionalText = (max: number, message: string) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, message))));

const legacyFields = {
  username: z
    .string("Username is required")
    .check(
      z.trim(),
      z.minLength(1, "Username is required"),
      z.maxLength(50, "Username must be at most 50 characters"),
    ),
  email: z
    .string("Invalid email address")
    .check(z.trim(), z.toLowerCase(), z.email("Invalid email address"), z.maxLength(255)),
  firstName: z
    .string("First name is required")
    .check(z.trim(), z.minLength(1, "First name is required"), z.maxLength(100)),
  lastName: z
    .string("Last name is required")
    .check(z.trim(), z.minLength(1, "Last name is required"), z.maxLength(100)),
  phone: optionalText(20, "Phone must be at most 20 characters"),
  company: optionalText(200, "Company must be at most 200 characters"),
  ghlAccountId: optionalText(255, "GHL account must be at most 255 characters"),
  balance: z._default(
    // The column is numeric(10, 2).
    z
      .number("Balance must be a number")
      .check(
        z.gte(0, "Balance cannot be negative"),
        z.lte(99_999_999.99, "Balance must be at most 99,999,999.99"),
      ),
    0,
  ),
  aiStatus: z._default(z.enum(LEGACY_AI_STATUSES, "Choose green, yellow or red"), "yellow"),
  smsOptIn: z._default(z.boolean(), true),
};

/**
 * `POST /api/admin/legacy-customers`: a `customers` record made by hand (integrations, the
 * older back office), without a sign-in account.
 *
 * @example
 * ```ts
 * ZAdminLegacyCustomerRequest.parse({ username: "bayside", email, firstName, lastName });
 * ```
 */
export const ZAdminLegacyCustomerRequest = z.object(legacyFields);

/** `POST /api/admin/legacy-customers`. */
export type TAdminLegacyCustomerRequest = z.infer<typeof ZAdminLegacyCustomerRequest>;

/**
 * `POST /api/admin/legacy-customers/:customerId`: the same fields, for an existing record.
 *
 * @example
 * ```ts
 * ZAdminLegacyCustomerUpdate.parse({ customerId, ...fields, aiStatus: "green" });
 * ```
 */
export const ZAdminLegacyCustomerUpdate = z.extend(ZAdminCustomerRequest, legacyFields);

/** `POST /api/admin/legacy-customers/:customerId`. */
export type TAdminLegacyCustomerUpdate = z.infer<typeof ZAdminLegacyCustomerUpdate>;

/**
 * One `customers` record as the legacy page shows it.
 *
 * @example
 * ```ts
 * const { items } = ZAdminLegacyCustomerListResponse.parse(body);
 * ```
 */
export const ZAdminLegacyCustomer = z.object({
  id: z.string(),
  userId: z.nullable(z.string()),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.nullable(z.string()),
  company: z.nullable(z.string()),
  ghlAccountId: z.nullable(z.string()),
  balance: z.number(),
  aiStatus: z.string(),
  smsOptIn: z.boolean(),
  status: z.string(),
  createdAt: z.string(),
});

/** One `customers` record. */
export type TAdminLegacyCustomer = z.infer<typeof ZAdminLegacyCustomer>;

/**
 * `GET /api/admin/legacy-customers`: the records, newest first, searched.
 *
 * @example
 * ```ts
 * ZAdminLegacyCustomerListQuery.parse({ search: "bayside" });
 * ```
 */
export const ZAdminLegacyCustomerListQuery = z.extend(ZPageQuery, { search: listFilter(255) });

/** `GET /api/admin/legacy-customers`. */
export type TAdminLegacyCustomerListQuery = z.infer<typeof ZAdminLegacyCustomerListQuery>;

/**
 * `GET /api/admin/legacy-customers`.
 *
 * @example
 * ```ts
 * const { items, total } = ZAdminLegacyCustomerListResponse.parse(body);
 * ```
 */
export const ZAdminLegacyCustomerListResponse = ZPage(ZAdminLegacyCustomer);

/** `GET /api/admin/legacy-customers`. */
export type TAdminLegacyCustomerListResponse = z.infer<typeof ZAdminLegacyCustomerListResponse>;
