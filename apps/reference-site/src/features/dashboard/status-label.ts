import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18n } from "../../shared/i18n/i18n.js";

/** The statuses of subscriptions, invoices and orders the API sends, as people read them. */
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  trialing: msg`Trialing`,
  past_due: msg`Past due`,
  canceled: msg`Canceled`,
  inactive: msg`Inactive`,
  incomplete: msg`Incomplete`,
  incomplete_expired: msg`Incomplete expired`,
  unpaid: msg`Unpaid`,
  paused: msg`Paused`,
  paid: msg`Paid`,
  open: msg`Open`,
  pending: msg`Pending`,
  refunded: msg`Refunded`,
  void: msg`Void`,
  draft: msg`Draft`,
  uncollectible: msg`Uncollectible`,
};

/**
 * A status as people read it, in the page's language ("past_due" → "Past due"); one the site
 * does not know reads as its words.
 */
export function statusLabel(status: string): string {
  const known = STATUS_LABELS[status];
  if (known) return i18n._(known);
  const words = status.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
