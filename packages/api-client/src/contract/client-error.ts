import * as z from "zod/mini";
import { CLIENT_ERROR_LIMITS } from "../core/form-limits.js";

/**
 * How serious a client-side error is, as the reporting boundary judged it.
 *
 * @example
 * ```ts
 * CLIENT_ERROR_SEVERITIES.includes("critical"); // true
 * ```
 */
export const CLIENT_ERROR_SEVERITIES = ["low", "medium", "high", "critical"] as const;

/**
 * Where a client error was caught: the whole app's boundary, a page's, a section's, a single
 * component's, or outside React (`global`: `window.onerror`, unhandled rejections).
 *
 * @example
 * ```ts
 * const boundary: (typeof ERROR_BOUNDARY_KINDS)[number] = "page";
 * ```
 */
export const ERROR_BOUNDARY_KINDS = ["app", "page", "section", "component", "global"] as const;

/**
 * An error caught in a browser, reported to `POST /api/error-monitoring/client-error`. The
 * server groups reports by fingerprint (message, first stack frame, component) and answers
 * with the group's `errorId`.
 *
 * @example
 * ```ts
 * await api.reportClientError({
 *   message: error.message,
 *   stack: error.stack,
 *   component: "RoiCalculator",
 *   severity: "medium",
 *   boundary: "component",
 *   url: location.href,
 *   userAgent: navigator.userAgent,
 * });
 * ```
 */
export const ZClientErrorReport = z.object({
  message: z
    .string("Error message is required")
    .check(
      z.trim(),
      z.minLength(1, "Error message is required"),
      z.maxLength(
        CLIENT_ERROR_LIMITS.message,
        `Error message must be at most ${CLIENT_ERROR_LIMITS.message} characters`,
      ),
    ),
  stack: z.optional(
    z
      .string()
      .check(
        z.maxLength(
          CLIENT_ERROR_LIMITS.stack,
          `Stack must be at most ${CLIENT_ERROR_LIMITS.stack} characters`,
        ),
      ),
  ),
  componentStack: z.optional(
    z.string().check(z.maxLength(20_000, "Component stack must be at most 20000 characters")),
  ),
  component: z.optional(
    z.string().check(z.trim(), z.maxLength(200, "Component must be at most 200 characters")),
  ),
  severity: z.enum(CLIENT_ERROR_SEVERITIES, "Severity must be low, medium, high or critical"),
  boundary: z.enum(
    ERROR_BOUNDARY_KINDS,
    "Boundary must be app, page, section, component or global",
  ),
  url: z
    .string("Page address is required")
    .check(z.maxLength(2048, "Page address must be at most 2048 characters")),
  userAgent: z
    .string("User agent is required")
    .check(z.maxLength(512, "User agent must be at most 512 characters")),
  /** The id a previous report of the same error was answered with. */
  errorId: z.optional(
    z.string().check(z.maxLength(100, "Error id must be at most 100 characters")),
  ),
  /** A catalogue code, when the error came from an API answer. */
  errorCode: z.optional(
    z
      .string()
      .check(
        z.maxLength(
          CLIENT_ERROR_LIMITS.errorCode,
          `Error code must be at most ${CLIENT_ERROR_LIMITS.errorCode} characters`,
        ),
      ),
  ),
  /** When the error happened (ISO 8601); the server's clock is used when absent. */
  occurredAt: z.optional(z.iso.datetime("Occurred at must be an ISO 8601 date and time")),
  /** Free-form context (feature flags, widget state); kept small. */
  metadata: z.optional(
    z
      .record(z.string().check(z.maxLength(100)), z.unknown())
      .check(
        z.refine(
          (value) => JSON.stringify(value).length <= 4000,
          "Metadata must be at most 4000 characters as JSON",
        ),
      ),
  ),
});

/** A client error report. */
export type TClientErrorReport = z.infer<typeof ZClientErrorReport>;
/** A client error report before validation. */
export type TClientErrorReportInput = z.input<typeof ZClientErrorReport>;

/**
 * The answer to a client error report: the id of the group it joined.
 *
 * @example
 * ```ts
 * const { errorId } = ZClientErrorReportResponse.parse(await response.json());
 * ```
 */
export const ZClientErrorReportResponse = z.object({
  success: z.literal(true),
  errorId: z.string(),
  occurrenceCount: z.number(),
});

/** The answer to a client error report. */
export type TClientErrorReportResponse = z.infer<typeof ZClientErrorReportResponse>;
