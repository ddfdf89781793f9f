import {
  ZAdminEmailListQuery,
  ZAdminEmailListResponse,
  ZAdminEmailRequest,
  ZAdminSmsListQuery,
  ZAdminSmsListResponse,
  ZAdminSmsRequest,
  ZAdminTranscriptListQuery,
  ZAdminTranscriptListResponse,
} from "../admin-communications.js";
import { ZMessageResponse } from "../auth.js";
import { defineRoute } from "../route.js";

/** What the product sent: the e-mail outbox and transcripts, and the SMS outbox. */
export const ADMIN_COMMUNICATION_ROUTES = {
  listAdminEmails: defineRoute({
    method: "GET",
    path: "/api/admin/emails",
    summary: "The e-mail outbox, newest first",
    tag: "admin",
    access: "admin",
    request: ZAdminEmailListQuery,
    response: ZAdminEmailListResponse,
  }),
  resendAdminEmail: defineRoute({
    method: "POST",
    path: "/api/admin/emails/:emailId/resend",
    summary: "Sends a message of the outbox again (audited)",
    tag: "admin",
    access: "admin-write",
    request: ZAdminEmailRequest,
    response: ZMessageResponse,
  }),
  listAdminTranscripts: defineRoute({
    method: "GET",
    path: "/api/admin/transcripts",
    summary: "Call transcripts with the e-mail that was sent",
    tag: "admin",
    access: "admin",
    request: ZAdminTranscriptListQuery,
    response: ZAdminTranscriptListResponse,
  }),
  listAdminSms: defineRoute({
    method: "GET",
    path: "/api/admin/sms",
    summary: "The SMS outbox, newest first",
    tag: "admin",
    access: "admin",
    request: ZAdminSmsListQuery,
    response: ZAdminSmsListResponse,
  }),
  resendAdminSms: defineRoute({
    method: "POST",
    path: "/api/admin/sms/:smsId/resend",
    summary: "Queues a copy of a text under its own dedupe key (audited)",
    tag: "admin",
    access: "admin-write",
    request: ZAdminSmsRequest,
    response: ZMessageResponse,
  }),
} as const;
