import * as z from "zod/mini";
import {
  canonicalErrorCode,
  createSupportReference,
  ERROR_CATALOGUE,
  severityOf,
  type TErrorAction,
  type TErrorCode,
} from "./errors.js";

const ZErrorAction = z.union([
  z.object({ type: z.literal("redirect"), to: z.string(), label: z.optional(z.string()) }),
  z.object({ type: z.literal("retry"), delayMs: z.number() }),
  z.object({ type: z.literal("contact-support") }),
  z.object({ type: z.literal("none") }),
]);

/**
 * The `error` member of every failed answer.
 *
 * @example
 * ```ts
 * ZErrorBody.parse(envelope.error).errorCode;
 * ```
 */
export const ZErrorBody = z.object({
  title: z.string(),
  message: z.string(),
  suggestion: z.string(),
  errorCode: z.string(),
  supportReference: z.string(),
  retryable: z.boolean(),
  action: ZErrorAction,
  /** Per-field messages, present on validation errors. */
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** Seconds to wait before trying again, present on rate-limit refusals. */
  retryAfter: z.optional(z.number()),
});

/** The `error` member of every failed answer. */
export type TErrorBody = z.infer<typeof ZErrorBody>;

/**
 * Every failed answer of the product API: `{ success: false, error, timestamp }`.
 *
 * @example
 * ```ts
 * const result = ZErrorEnvelope.safeParse(await response.json());
 * if (result.success) console.log(result.data.error.message);
 * ```
 */
export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  error: ZErrorBody,
  timestamp: z.string(),
});

/** Every failed answer of the product API. */
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** Options for {@link createErrorEnvelope}. */
export interface CreateErrorEnvelopeOptions {
  /** Replaces the catalogue's message, e.g. with a sentence naming what went wrong. */
  message?: string | undefined;
  fieldErrors?: Record<string, string[]> | undefined;
  supportReference?: string | undefined;
  /** Seconds until a retry can succeed (rate limits); also sets the retry action's delay. */
  retryAfter?: number | undefined;
  now?: Date | undefined;
}

/**
 * Builds the envelope for a catalogue code.
 *
 * @example
 * ```ts
 * response.status(422).json(createErrorEnvelope("API_VALIDATION_ERROR", { fieldErrors }));
 * ```
 */
export function createErrorEnvelope(
  code: TErrorCode,
  options: CreateErrorEnvelopeOptions = {},
): TErrorEnvelope {
  const entry = ERROR_CATALOGUE[code];
  // A renamed code is answered under its current name.
  code = canonicalErrorCode(code);
  const now = options.now ?? new Date();
  const action: TErrorAction =
    options.retryAfter !== undefined && entry.retryable
      ? { type: "retry", delayMs: options.retryAfter * 1000 }
      : entry.action;
  return {
    success: false,
    error: {
      title: entry.title,
      message: options.message ?? entry.message,
      suggestion: entry.suggestion,
      errorCode: code,
      supportReference: options.supportReference ?? createSupportReference(code, now),
      retryable: entry.retryable,
      action,
      ...(options.fieldErrors ? { fieldErrors: options.fieldErrors } : {}),
      ...(options.retryAfter !== undefined ? { retryAfter: options.retryAfter } : {}),
    },
    timestamp: now.toISOString(),
  };
}

/**
 * The severity recorded for an envelope's code.
 *
 * @example
 * ```ts
 * envelopeSeverity(envelope); // "low"
 * ```
 */
export function envelopeSeverity(envelope: TErrorEnvelope) {
  return severityOf(envelope.error.errorCode);
}

/**
 * Field messages from a failed zod parse, keyed by the first path segment.
 *
 * @example
 * ```ts
 * const result = ZContactRequest.safeParse(body);
 * if (!result.success) fieldErrorsOf(result.error.issues); // { name: ["Name must be at least 2 characters"] }
 * ```
 */
export function fieldErrorsOf(
  issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }>,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_root";
    const messages = fields[key] ?? [];
    messages.push(issue.message);
    fields[key] = messages;
  }
  return fields;
}
