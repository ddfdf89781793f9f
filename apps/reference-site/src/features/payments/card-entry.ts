// Typing a card as hosted payment pages let you (Stripe Checkout among them): the number in
// groups of four, the expiry's slash put in for you, and the cursor moved on to the next field
// once one is complete, so a phone user types the card without tapping each field.

const digits = (value: string) => value.replace(/\D/g, "");

/** American Express numbers (34…, 37…) have 15 digits and a 4-digit security code. */
const isAmex = (cardNumber: string) => /^3[47]/.test(digits(cardNumber));

/** The number as typed, grouped by four ("4242 4242 4242 4242"), at most 19 digits. */
export function formatCardNumber(value: string): string {
  return (
    digits(value)
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(" ") ?? ""
  );
}

/** Whether the number has all its digits (15 for American Express, 16 otherwise). */
export function cardNumberComplete(value: string): boolean {
  return digits(value).length === (isAmex(value) ? 15 : 16);
}

/**
 * The expiry as typed, with its slash: "1234" → "12/34", "12" → "12" (the slash comes with the
 * third digit, so a backspace is never fought).
 */
export function formatExpiry(value: string): string {
  const typed = digits(value).slice(0, 4);
  return typed.length > 2 ? `${typed.slice(0, 2)}/${typed.slice(2)}` : typed;
}

/** Whether the expiry has its month and year. */
export const expiryComplete = (value: string): boolean => /^\d{2}\/\d{2}$/.test(value);

/** Whether the security code has its digits (4 for American Express, 3 otherwise). */
export function cvcComplete(value: string, cardNumber: string): boolean {
  return digits(value).length === (isAmex(cardNumber) ? 4 : 3);
}
