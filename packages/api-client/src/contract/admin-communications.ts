// What the product sent: the e-mail outbox and its transcripts, and the SMS outbox.
import * as z from "zod/mini";
import { listFilter, ZRowId } from "./admin-fields.js";
import { ZPage, ZPageQuery } from "./route.js";

/**
 * `GET /api/admin/emails`: the e-mail outbox (`email_logs`), newest first, filtered by status
 * and type and searched by recipient (`""` means any).
 *
 * @example
 * ```ts
 * ZAdminEmailListQuery.parse({ status: "failed", page: "1" });
 * ```
 */
export const ZAdminEmailListQuery = z.extend(ZPageQuery, {
  status: listFilter(30),
  type: listFilter(50),
  search: listFilter(255),
});

/** `GET /api/admin/emails`. */
export type TAdminEmailListQuery = z.infer<typeof ZAdminEmailListQuery>;

/**
 * One message of the outbox, with its content for the preview (links with a secret redacted),
 * the attempts to send it and the transport's last refusal.
 *
 * @example
 * ```ts
 * const { items } = ZAdminEmailListResponse.parse(body);
 * ```
 */
export const ZAdminEmail = z.object({
  id: z.string(),
  customerId: z.nullable(z.string()),
  emailType: z.string(),
  toEmail: z.string(),
  subject: z.string(),
  content: z.string(),
  /** `queued`, `sending`, `sent` or `failed` (after its last attempt). */
  status: z.string(),
  attempts: z.number(),
  error: z.nullable(z.string()),
  createdAt: z.string(),
});

/** One message of the outbox. */
export type TAdminEmail = z.infer<typeof ZAdminEmail>;

/**
 * `GET /api/admin/emails`.
 *
 * @example
 * ```ts
 * const { items, total } = ZAdminEmailListResponse.parse(body);
 * ```
 */
export const ZAdminEmailListResponse = ZPage(ZAdminEmail);

/** `GET /api/admin/emails`. */
export type TAdminEmailListResponse = z.infer<typeof ZAdminEmailListResponse>;

/**
 * `POST /api/admin/emails/:emailId/resend`: queues a failed message again (the same row, still
 * sent once), or a copy of a sent one (a new row), for the outbox's job.
 *
 * @example
 * ```ts
 * ZAdminEmailRequest.parse({ emailId });
 * ```
 */
export const ZAdminEmailRequest = z.object({ emailId: ZRowId });

/** `POST /api/admin/emails/:emailId/resend`. */
export type TAdminEmailRequest = z.infer<typeof ZAdminEmailRequest>;

/**
 * `GET /api/admin/transcripts`: `call_transcripts` with the e-mail that was sent, newest call
 * first; `emailSent: "false"` lists the transcripts whose e-mail did not go out.
 *
 * @example
 * ```ts
 * ZAdminTranscriptListQuery.parse({ emailSent: "false" });
 * ```
 */
export const ZAdminTranscriptListQuery = z.extend(ZPageQuery, {
  emailSent: z._default(z.enum(["any", "true", "false"]), "any"),
  search: listFilter(255),
});

/** `GET /api/admin/transcripts`. */
export type TAdminTranscriptListQuery = z.infer<typeof ZAdminTranscriptListQuery>;

/**
 * One call transcript with its e-mail.
 *
 * @example
 * ```ts
 * const { items } = ZAdminTranscriptListResponse.parse(body);
 * ```
 */
export const ZAdminTranscript = z.object({
  id: z.string(),
  customerId: z.nullable(z.string()),
  customerName: z.nullable(z.string()),
  customerEmail: z.nullable(z.string()),
  businessName: z.nullable(z.string()),
  callerName: z.nullable(z.string()),
  callerPhone: z.nullable(z.string()),
  callDate: z.string(),
  duration: z.number(),
  callSummary: z.nullable(z.string()),
  rawEmailContent: z.nullable(z.string()),
  emailSentToCustomer: z.boolean(),
  emailSentDate: z.nullable(z.string()),
});

/** One call transcript with its e-mail. */
export type TAdminTranscript = z.infer<typeof ZAdminTranscript>;

/**
 * `GET /api/admin/transcripts`.
 *
 * @example
 * ```ts
 * const { items, total } = ZAdminTranscriptListResponse.parse(body);
 * ```
 */
export const ZAdminTranscriptListResponse = ZPage(ZAdminTranscript);

/** `GET /api/admin/transcripts`. */
export type TAdminTranscriptListResponse = z.infer<typeof ZAdminTranscriptListResponse>;

/**
 * `GET /api/admin/sms`: the SMS outbox (`sms_messages`), newest first, by status, kind and
 * recipient (`""` means any).
 *
 * @example
 * ```ts
 * ZAdminSmsListQuery.parse({ status: "failed" });
 * ```
 */
export const ZAdminSmsListQuery = z.extend(ZPageQuery, {
  status: listFilter(20),
  kind: listFilter(40),
  search: listFilter(30),
});

/** `GET /api/admin/sms`. */
export type TAdminSmsListQuery = z.infer<typeof ZAdminSmsListQuery>;

/**
 * One text of the outbox.
 *
 * @example
 * ```ts
 * const { items } = ZAdminSmsListResponse.parse(body);
 * ```
 */
export const ZAdminSms = z.object({
  id: z.string(),
  customerId: z.nullable(z.string()),
  kind: z.string(),
  toPhone: z.string(),
  body: z.string(),
  /** `queued`, `sending`, `sent` or `failed`. */
  status: z.string(),
  transport: z.nullable(z.string()),
  attempts: z.number(),
  error: z.nullable(z.string()),
  dedupeKey: z.string(),
  sentAt: z.nullable(z.string()),
  createdAt: z.string(),
});

/** One text of the outbox. */
export type TAdminSms = z.infer<typeof ZAdminSms>;

/**
 * `GET /api/admin/sms`.
 *
 * @example
 * ```ts
 * const { items, total } = ZAdminSmsListResponse.parse(body);
 * ```
 */
export const ZAdminSmsListResponse = ZPage(ZAdminSms);

/** `GET /api/admin/sms`. */
export type TAdminSmsListResponse = z.infer<typeof ZAdminSmsListResponse>;

/**
 * `POST /api/admin/sms/:smsId/resend`: queues a copy of a text (a new row with its own dedupe
 * key, sent by the outbox's job like any other).
 *
 * @example
 * ```ts
 * ZAdminSmsRequest.parse({ smsId });
 * ```
 */
export const ZAdminSmsRequest = z.object({ smsId: ZRowId });

/** `POST /api/admin/sms/:smsId/resend`. */
export type TAdminSmsRequest = z.infer<typeof ZAdminSmsRequest>;
