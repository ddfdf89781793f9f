import type { TErrorCode } from "@ringline/api-client";
import { VoicePlatformError } from "@ringline/voice-client";
import { AppError } from "../core/errors.js";

/** How a platform call is retried: attempts in all, and the doubling delay between them. */
export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  sleep?: ((ms: number) => Promise<void>) | undefined;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8000,
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Whether trying again may succeed. A call that creates something (`idempotent: false`) is
 * retried only when the platform answered that it did nothing (429, 502, 503), never after a
 * lost answer, which might have made a second assistant or number.
 */
export function isRetryable(error: unknown, idempotent: boolean): boolean {
  if (!VoicePlatformError.isInstance(error) || !error.isRetryable) return false;
  if (idempotent) return true;
  return error.status === 429 || error.status === 502 || error.status === 503;
}

/** Runs a platform call, retrying retryable failures with a doubling delay (or Retry-After). */
export async function withRetries<T>(
  operation: () => Promise<T>,
  policy: RetryPolicy,
  idempotent = true,
): Promise<T> {
  const sleep = policy.sleep ?? wait;
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= policy.attempts || !isRetryable(error, idempotent)) throw error;
      const asked = VoicePlatformError.isInstance(error) ? error.retryAfterMs : undefined;
      const backoff = policy.baseDelayMs * 2 ** (attempt - 1);
      await sleep(Math.min(asked ?? backoff, policy.maxDelayMs));
    }
  }
}

/**
 * The catalogue code of a platform failure in one step: the step's own code, except when the
 * platform was busy (`VAPI_RATE_LIMIT_EXCEEDED`, with its "wait 30-60 seconds" advice) or
 * refused our key (`VAPI_AUTHENTICATION_FAILED`). Errors already in the catalogue pass through.
 */
export function platformFailure(stepCode: TErrorCode, error: unknown): AppError {
  if (AppError.isInstance(error)) return error;
  if (VoicePlatformError.isInstance(error)) {
    if (error.code === "VAPI_RATE_LIMIT_EXCEEDED") {
      return new AppError("VAPI_RATE_LIMIT_EXCEEDED", { cause: error });
    }
    if (error.code === "VAPI_UNAUTHORIZED" || error.code === "VAPI_FORBIDDEN") {
      return new AppError("VAPI_AUTHENTICATION_FAILED", { cause: error });
    }
  }
  return new AppError(stepCode, { cause: error });
}

/** A platform call of a step: retried, its failure turned into the step's catalogue code. */
export async function callPlatform<T>(
  code: TErrorCode,
  operation: () => Promise<T>,
  retry: RetryPolicy,
  idempotent = true,
): Promise<T> {
  try {
    return await withRetries(operation, retry, idempotent);
  } catch (error) {
    throw platformFailure(code, error);
  }
}

/** Whether a platform error says the thing asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  return VoicePlatformError.isInstance(error) && error.status === 404;
}
