import * as z from "zod/mini";
import {
  ZAdminAuthResponse,
  ZAdminLoginRequest,
  ZAdminMeResponse,
  ZAuditLogResponse,
  ZImpersonationResponse,
  ZStartImpersonationRequest,
  ZStopImpersonationRequest,
  ZTotpEnrollResponse,
  ZTotpVerifyRequest,
  ZTotpVerifyResponse,
} from "./admin.js";
import {
  ZAuthResponse,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZMeResponse,
  ZMessageResponse,
  ZResetPasswordRequest,
  ZSessionListResponse,
  ZSignupRequest,
  ZVerifyEmailRequest,
} from "./auth.js";
import {
  ZChatRequest,
  ZChatResponse,
  ZChatStreamEvent,
  ZChatWelcomeResponse,
  ZEndConversationRequest,
  ZEndConversationResponse,
} from "./chat.js";
import { ZClientErrorReport, ZClientErrorReportResponse } from "./client-error.js";
import { ZContactRequest, ZContactResponse } from "./contact.js";
import { ZCsrfTokenResponse } from "./csrf.js";
import { ZCustomerProfileResponse } from "./customers.js";
import { ZDemoBookingRequest, ZDemoBookingResponse } from "./demo-booking.js";
import { ZOrderListResponse, ZOrderRequest, ZOrderResponse } from "./orders.js";
import { defineRoute, type RateLimitRule, ZPageQuery } from "./route.js";
import { ZHealthResponse, ZOpenApiDocument, ZVoiceDemoConfig } from "./system.js";

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
} as const satisfies Record<string, RateLimitRule>;

/** The name of a rate limit. */
export type TRateLimitName = keyof typeof RATE_LIMITS;

const ZIdParameter = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/**
 * The product API, one entry per endpoint: method, path, input, answer, who may call it and
 * its rate limit. Paths are the specification's where it names them (`GET /auth/me`,
 * `POST /auth/signup`, `POST /auth/logout`, `POST /api/auth/login`, `GET /api/csrf-token` …);
 * every other endpoint lives under `/api`.
 *
 * @example
 * ```ts
 * API_ROUTES.getMe.path; // "/auth/me"
 * ```
 */
export const API_ROUTES = {
  // System
  getHealth: defineRoute({
    method: "GET",
    path: "/api/health",
    summary: "Whether the API answers, and which database it uses",
    tag: "system",
    access: "public",
    response: ZHealthResponse,
  }),
  getOpenApiDocument: defineRoute({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This description, generated from the route table",
    tag: "system",
    access: "public",
    response: ZOpenApiDocument,
  }),
  getCsrfToken: defineRoute({
    method: "GET",
    path: "/api/csrf-token",
    summary: "A CSRF token for mutating calls (cached by clients for 25 minutes)",
    tag: "system",
    access: "public",
    response: ZCsrfTokenResponse,
    unwrap: "csrfToken",
  }),
  reportClientError: defineRoute({
    method: "POST",
    path: "/api/error-monitoring/client-error",
    summary: "Reports an error caught in the browser; answers the error group's id",
    tag: "system",
    access: "public",
    request: ZClientErrorReport,
    response: ZClientErrorReportResponse,
    status: 201,
    rateLimit: RATE_LIMITS.clientError,
  }),

  // Accounts
  signup: defineRoute({
    method: "POST",
    path: "/auth/signup",
    summary: "Creates an account and signs it in",
    tag: "auth",
    access: "public",
    request: ZSignupRequest,
    response: ZAuthResponse,
    status: 201,
    rateLimit: RATE_LIMITS.signup,
  }),
  login: defineRoute({
    method: "POST",
    path: "/api/auth/login",
    summary: "Signs in with e-mail and password",
    tag: "auth",
    access: "public",
    request: ZLoginRequest,
    response: ZAuthResponse,
    rateLimit: RATE_LIMITS.login,
  }),
  logout: defineRoute({
    method: "POST",
    path: "/auth/logout",
    summary: "Ends the current session (always succeeds)",
    tag: "auth",
    access: "public",
    response: ZMessageResponse,
  }),
  getMe: defineRoute({
    method: "GET",
    path: "/auth/me",
    summary: "The signed-in user",
    tag: "auth",
    access: "customer",
    response: ZMeResponse,
    unwrap: "user",
  }),
  googleSignIn: defineRoute({
    method: "GET",
    path: "/auth/google",
    summary: "Starts Google sign-in (a browser navigation)",
    tag: "auth",
    access: "public",
    response: null,
    kind: "redirect",
  }),
  googleCallback: defineRoute({
    method: "GET",
    path: "/auth/google/callback",
    summary: "Where Google sends the browser back after sign-in",
    tag: "auth",
    access: "public",
    response: null,
    kind: "redirect",
  }),
  forgotPassword: defineRoute({
    method: "POST",
    path: "/api/auth/forgot-password",
    summary: "E-mails a single-use password reset link",
    tag: "auth",
    access: "public",
    request: ZForgotPasswordRequest,
    response: ZMessageResponse,
    rateLimit: RATE_LIMITS.forgotPassword,
  }),
  resetPassword: defineRoute({
    method: "POST",
    path: "/api/auth/reset-password",
    summary: "Sets a new password with a reset link's token",
    tag: "auth",
    access: "public",
    request: ZResetPasswordRequest,
    response: ZMessageResponse,
    rateLimit: RATE_LIMITS.resetPassword,
  }),
  verifyEmail: defineRoute({
    method: "POST",
    path: "/api/auth/verify-email",
    summary: "Confirms an e-mail address with a verification link's token",
    tag: "auth",
    access: "public",
    request: ZVerifyEmailRequest,
    response: ZMessageResponse,
  }),
  resendVerification: defineRoute({
    method: "POST",
    path: "/api/auth/resend-verification",
    summary: "Sends a new verification link",
    tag: "auth",
    access: "customer",
    response: ZMessageResponse,
  }),
  changeEmail: defineRoute({
    method: "POST",
    path: "/api/auth/change-email",
    summary: "Starts an e-mail change (confirmed by a link sent to the new address)",
    tag: "auth",
    access: "customer",
    request: ZChangeEmailRequest,
    response: ZMessageResponse,
  }),
  changePassword: defineRoute({
    method: "POST",
    path: "/api/auth/change-password",
    summary: "Changes the password and signs out the other sessions",
    tag: "auth",
    access: "customer",
    request: ZChangePasswordRequest,
    response: ZMessageResponse,
  }),
  listSessions: defineRoute({
    method: "GET",
    path: "/api/auth/sessions",
    summary: "The user's live sessions",
    tag: "auth",
    access: "customer",
    request: ZPageQuery,
    response: ZSessionListResponse,
  }),
  endSession: defineRoute({
    method: "DELETE",
    path: "/api/auth/sessions/:id",
    summary: "Ends one of the user's sessions",
    tag: "auth",
    access: "customer",
    request: ZIdParameter,
    response: ZMessageResponse,
  }),

  // Customers
  getProfile: defineRoute({
    method: "GET",
    path: "/api/customers/profile",
    summary: "The signed-in customer's profile",
    tag: "customers",
    access: "customer",
    response: ZCustomerProfileResponse,
    unwrap: "profile",
  }),
  createOrder: defineRoute({
    method: "POST",
    path: "/api/orders",
    summary: "Places an order",
    tag: "orders",
    access: "public",
    request: ZOrderRequest,
    response: ZOrderResponse,
    status: 201,
  }),
  listOrders: defineRoute({
    method: "GET",
    path: "/api/orders",
    summary: "The signed-in user's orders, newest first",
    tag: "orders",
    access: "customer",
    request: ZPageQuery,
    response: ZOrderListResponse,
  }),

  // Visitors
  submitContact: defineRoute({
    method: "POST",
    path: "/api/contact",
    summary: "A visitor's demo or consultation request",
    tag: "contact",
    access: "public",
    request: ZContactRequest,
    response: ZContactResponse,
    status: 201,
    rateLimit: RATE_LIMITS.contact,
  }),
  createDemoBooking: defineRoute({
    method: "POST",
    path: "/api/demo-bookings",
    summary: "Books a product demo",
    tag: "contact",
    access: "public",
    request: ZDemoBookingRequest,
    response: ZDemoBookingResponse,
    status: 201,
    rateLimit: RATE_LIMITS.demoBooking,
  }),
  getVoiceDemoConfig: defineRoute({
    method: "GET",
    path: "/api/voice/demo-config",
    summary: "How the site's voice demo reaches the voice platform (public key only)",
    tag: "voice",
    access: "public",
    response: ZVoiceDemoConfig,
  }),

  // Chat
  getChatWelcome: defineRoute({
    method: "GET",
    path: "/api/chat/welcome",
    summary: "The chat's greeting and a new conversation id",
    tag: "chat",
    access: "public",
    response: ZChatWelcomeResponse,
    rateLimit: RATE_LIMITS.chat,
  }),
  sendChatMessage: defineRoute({
    method: "POST",
    path: "/api/chat",
    summary: "A chat reply (marketing and dashboard modes; dashboard needs a signed-in owner)",
    tag: "chat",
    access: "public",
    request: ZChatRequest,
    response: ZChatResponse,
    rateLimit: RATE_LIMITS.chat,
  }),
  sendSupportChatMessage: defineRoute({
    method: "POST",
    path: "/api/chat/support",
    summary: "A chat reply in support mode",
    tag: "chat",
    access: "public",
    request: ZChatRequest,
    response: ZChatResponse,
    rateLimit: RATE_LIMITS.chat,
  }),
  streamChatMessage: defineRoute({
    method: "POST",
    path: "/api/chat/stream",
    summary: "A chat reply as server-sent events, one text delta at a time",
    tag: "chat",
    access: "public",
    request: ZChatRequest,
    response: ZChatStreamEvent,
    kind: "event-stream",
    rateLimit: RATE_LIMITS.chat,
  }),
  endChatConversation: defineRoute({
    method: "POST",
    path: "/api/chat/end-conversation",
    summary: "Stores a finished conversation and passes its lead to sales",
    tag: "chat",
    access: "public",
    request: ZEndConversationRequest,
    response: ZEndConversationResponse,
    rateLimit: RATE_LIMITS.chat,
  }),

  // Back office
  adminLogin: defineRoute({
    method: "POST",
    path: "/api/admin/auth/login",
    summary: "Signs an administrator in (with a two-factor code once enrolled)",
    tag: "admin",
    access: "public",
    request: ZAdminLoginRequest,
    response: ZAdminAuthResponse,
    rateLimit: RATE_LIMITS.adminLogin,
    unwrap: "admin",
  }),
  adminLogout: defineRoute({
    method: "POST",
    path: "/api/admin/auth/logout",
    summary: "Ends the administrator's session",
    tag: "admin",
    access: "admin",
    response: ZMessageResponse,
  }),
  getAdminMe: defineRoute({
    method: "GET",
    path: "/api/admin/auth/me",
    summary: "The signed-in administrator",
    tag: "admin",
    access: "admin",
    response: ZAdminMeResponse,
    unwrap: "admin",
  }),
  enrollTotp: defineRoute({
    method: "POST",
    path: "/api/admin/auth/totp/enroll",
    summary: "Starts two-factor enrolment: a secret for the authenticator app",
    tag: "admin",
    access: "admin",
    response: ZTotpEnrollResponse,
  }),
  verifyTotp: defineRoute({
    method: "POST",
    path: "/api/admin/auth/totp/verify",
    summary: "Confirms two-factor enrolment; answers the backup codes, shown once",
    tag: "admin",
    access: "admin",
    request: ZTotpVerifyRequest,
    response: ZTotpVerifyResponse,
    unwrap: "backupCodes",
  }),
  startImpersonation: defineRoute({
    method: "POST",
    path: "/api/admin/impersonation",
    summary: "Starts acting as a customer (audited)",
    tag: "admin",
    access: "admin-write",
    request: ZStartImpersonationRequest,
    response: ZImpersonationResponse,
    status: 201,
    unwrap: "impersonation",
  }),
  stopImpersonation: defineRoute({
    method: "POST",
    path: "/api/admin/impersonation/stop",
    summary: "Ends an impersonation",
    tag: "admin",
    access: "admin",
    request: ZStopImpersonationRequest,
    response: ZMessageResponse,
  }),
  getAuditLog: defineRoute({
    method: "GET",
    path: "/api/admin/audit-log",
    summary: "The administrators' audit log, newest first",
    tag: "admin",
    access: "admin",
    request: ZPageQuery,
    response: ZAuditLogResponse,
  }),
} as const;

/** The product API's route table. */
export type TApiRoutes = typeof API_ROUTES;

/** The name of a route of the product API. */
export type TRouteName = keyof TApiRoutes;
