import type { RateLimitRule } from "../route.js";

const MINUTE = 60_000;

/**
 * Every rate limit of the product API: per IP address, and for the routes that name an
 * account (signing in, sign-up and reset e-mails) or act on the signed-in customer's (its
 * e-mails and password) per account as well, from every address together. Tight where
 * passwords are guessed or e-mails sent, looser for forms. Deployments and tests can replace
 * the figures by name.
 *
 * @example
 * ```ts
 * RATE_LIMITS.signup; // { name: "signup", windowMs: 3600000, limit: 10, perAccount: { field: "email", limit: 3 } }
 * ```
 */
export const RATE_LIMITS = {
  // Signing in is limited per address here; per account, the API counts failed sign-ins
  // (not requests) and lets a device that signed in before through: see the API's sessions/sign-in-throttle.ts.
  login: { name: "login", windowMs: 15 * MINUTE, limit: 10 },
  adminLogin: { name: "adminLogin", windowMs: 15 * MINUTE, limit: 5 },
  signup: {
    name: "signup",
    windowMs: 60 * MINUTE,
    limit: 10,
    perAccount: { field: "email", limit: 3 },
  },
  verificationEmail: {
    name: "verificationEmail",
    windowMs: 60 * MINUTE,
    limit: 5,
    perAccount: { signedIn: true, limit: 3 },
  },
  changeEmail: {
    name: "changeEmail",
    windowMs: 60 * MINUTE,
    limit: 5,
    perAccount: { signedIn: true, limit: 3 },
  },
  forgotPassword: {
    name: "forgotPassword",
    windowMs: 60 * MINUTE,
    limit: 5,
    perAccount: { field: "email", limit: 3 },
  },
  resetPassword: { name: "resetPassword", windowMs: 60 * MINUTE, limit: 5 },
  changePassword: {
    name: "changePassword",
    windowMs: 15 * MINUTE,
    limit: 10,
    perAccount: { signedIn: true, limit: 5 },
  },
  order: { name: "order", windowMs: 60 * MINUTE, limit: 10 },
  contact: {
    name: "contact",
    windowMs: 60 * MINUTE,
    limit: 10,
    perEmbedKey: { limit: 100, perAddress: 3 },
  },
  demoBooking: {
    name: "demoBooking",
    windowMs: 60 * MINUTE,
    limit: 10,
    perEmbedKey: { limit: 100, perAddress: 3 },
  },
  chat: {
    name: "chat",
    windowMs: MINUTE,
    limit: 30,
    perEmbedKey: { limit: 300, perAddress: 20 },
  },
  clientError: { name: "clientError", windowMs: MINUTE, limit: 30 },
  payment: { name: "payment", windowMs: 15 * MINUTE, limit: 20 },
  accountDeletion: { name: "accountDeletion", windowMs: 60 * MINUTE, limit: 5 },
  websiteCrawl: { name: "websiteCrawl", windowMs: 60 * MINUTE, limit: 20 },
  phoneProvisioning: { name: "phoneProvisioning", windowMs: 60 * MINUTE, limit: 10 },
  // Test events and replays make requests to the owner's server: a few a minute.
  webhookTest: { name: "webhookTest", windowMs: MINUTE, limit: 20 },
} as const satisfies Record<string, RateLimitRule>;

/** The name of a rate limit. */
export type TRateLimitName = keyof typeof RATE_LIMITS;
