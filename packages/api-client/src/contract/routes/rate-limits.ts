import type { RateLimitRule } from "../route.js";

const MINUTE = 60_000;

/**
 * Every rate limit of the product API, per client. Tight where passwords are guessed or
 * e-mails sent, looser for forms. Deployments and tests can replace the figures by name.
 *
 * @example
 * ```ts
 * RATE_LIMITS.login; // { name: "login", windowMs: 900000, limit: 10 }
 * ```
 */
export const RATE_LIMITS = {
  login: { name: "login", windowMs: 15 * MINUTE, limit: 10 },
  adminLogin: { name: "adminLogin", windowMs: 15 * MINUTE, limit: 5 },
  signup: { name: "signup", windowMs: 60 * MINUTE, limit: 10 },
  forgotPassword: { name: "forgotPassword", windowMs: 60 * MINUTE, limit: 5 },
  resetPassword: { name: "resetPassword", windowMs: 60 * MINUTE, limit: 5 },
  contact: { name: "contact", windowMs: 60 * MINUTE, limit: 10 },
  demoBooking: { name: "demoBooking", windowMs: 60 * MINUTE, limit: 10 },
  chat: { name: "chat", windowMs: MINUTE, limit: 30 },
  clientError: { name: "clientError", windowMs: MINUTE, limit: 30 },
  payment: { name: "payment", windowMs: 15 * MINUTE, limit: 20 },
  accountDeletion: { name: "accountDeletion", windowMs: 60 * MINUTE, limit: 5 },
  websiteCrawl: { name: "websiteCrawl", windowMs: 60 * MINUTE, limit: 20 },
  phoneProvisioning: { name: "phoneProvisioning", windowMs: 60 * MINUTE, limit: 10 },
} as const satisfies Record<string, RateLimitRule>;

/** The name of a rate limit. */
export type TRateLimitName = keyof typeof RATE_LIMITS;
