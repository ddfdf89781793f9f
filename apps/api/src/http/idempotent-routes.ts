import { IDEMPOTENCY_HEADER } from "@ringline/api-client";
import type { Request } from "express";
import { AppError } from "../core/errors.js";
import { hashToken } from "../security/tokens.js";
import type { AdminPrincipal, CustomerPrincipal } from "./authentication.js";

/** One action of an idempotent route, as the request names it. */
export interface IdempotentRequest {
  /** Who sent it: `customer:<id>`, `admin:<id>` or `public`. */
  scope: string;
  /** The route's name in the contract. */
  route: string;
  /** The `Idempotency-Key` header. */
  key: string;
  /** What was asked: the method, the path and the body, hashed. */
  fingerprint: string;
}

/**
 * Runs an idempotent route's action once per key (the `idempotency` module keeps the first
 * answer): answers the first run's result, or throws the refusal it threw.
 */
export type RunOnce = (
  request: IdempotentRequest,
  status: number,
  act: () => Promise<unknown>,
) => Promise<unknown>;

/**
 * The fingerprint of a request: the same key sent with another request is refused rather
 * than answered with the first request's answer.
 *
 * @example
 * ```ts
 * requestFingerprint("POST", "/api/billing/plan-change", { plan: "growth" });
 * ```
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return hashToken(`${method} ${path}\n${JSON.stringify(body ?? null)}`);
}

/**
 * The action an idempotent route's request names, or undefined when it sent no key (it is
 * then done as asked; the services still serialise it on what it changes). A key that is
 * not 1 to 255 visible characters is refused.
 */
export function idempotentRequest(
  request: Request,
  route: string,
  principals: { customer: CustomerPrincipal | undefined; admin: AdminPrincipal | undefined },
): IdempotentRequest | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== "string" || !/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new AppError("API_VALIDATION_ERROR", {
      message: "The Idempotency-Key header must be 1 to 255 visible characters.",
    });
  }
  const scope = principals.admin
    ? `admin:${principals.admin.adminUserId}`
    : principals.customer
      ? `customer:${principals.customer.userId}`
      : "public";
  return {
    scope,
    route,
    key,
    fingerprint: requestFingerprint(request.method, request.path, request.body),
  };
}
