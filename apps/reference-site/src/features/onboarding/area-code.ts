// The area code a new Ringline number starts with: the one of the owner's business phone.

import { normalizeForwardingNumber } from "@ringline/react-widgets";

/**
 * The US area code of a phone number as typed ("(415) 555-0100", "+1 415…", "4155550100"),
 * or "" when it has none.
 *
 * @example
 * ```ts
 * areaCodeOf("+1 (415) 555-0100"); // "415"
 * ```
 */
export function areaCodeOf(phone: string): string {
  const national = normalizeForwardingNumber(phone);
  return national.length === 10 && /^[2-9]/.test(national) ? national.slice(0, 3) : "";
}
