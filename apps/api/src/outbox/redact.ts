// What the outbox keeps must be safe to read: a link that carries a secret (a reset,
// verification or e-mail-change token, a calendar feed's address) is stored with the secret
// replaced. The migration `outbox_sealed_delivery` applies the same rule to older rows.

/** What stands in for a secret in a stored message. */
export const REDACTED = "[redacted]";

/** A secret in a link's query: `?token=…`, `&amp;key=…` (in HTML) … */
const SECRET_PARAMETER = /([?&](?:amp;)?(?:token|key|secret|code|signature)=)[^&\s"'<>#]+/gi;
/** The calendar feed's secret address: `/api/calendar/{token}/feed.ics`. */
const CALENDAR_FEED = /(\/api\/calendar\/)[^/\s"'<>]+(\/feed\.ics)/g;

/**
 * The text with every secret of its links replaced by {@link REDACTED}.
 *
 * @example
 * ```ts
 * redactSecrets("https://ringline.ai/reset-password?token=abc");
 * // "https://ringline.ai/reset-password?token=[redacted]"
 * ```
 */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_PARAMETER, `$1${REDACTED}`).replace(CALENDAR_FEED, `$1${REDACTED}$2`);
}

/** Whether a stored text lost a secret to redaction (so it cannot be sent again as it is). */
export function isRedacted(text: string): boolean {
  return text.includes(`=${REDACTED}`) || text.includes(`/${REDACTED}/`);
}
