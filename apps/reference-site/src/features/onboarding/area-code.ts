// The area code a new Ringline number starts with: the one of the owner's business phone.

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
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return national.length === 10 && /^[2-9]/.test(national) ? national.slice(0, 3) : "";
}
