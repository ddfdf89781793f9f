import type { TTestCard } from "@ringline/api-client";
import { AppError } from "../../core/errors.js";

/** What a test card does when it is charged. */
export type CardBehaviour = "succeeds" | "declined" | "fails-later";

/**
 * The embedded provider's test cards (Stripe's numbers for the same outcomes). Any expiry in
 * the future, any CVC and any name work with them; other numbers are refused.
 */
export const TEST_CARDS: ReadonlyArray<TTestCard & { outcome: CardBehaviour }> = [
  {
    number: "4242 4242 4242 4242",
    outcome: "succeeds",
    description: "Visa: every payment succeeds",
  },
  {
    number: "5555 5555 5555 4444",
    outcome: "succeeds",
    description: "Mastercard: every payment succeeds",
  },
  {
    number: "4000 0000 0000 0002",
    outcome: "declined",
    description: "Declined at once",
  },
  {
    number: "4000 0000 0000 0341",
    outcome: "fails-later",
    description: "Accepted now; later payments (renewals, upgrades) are declined",
  },
];

/** A card kept on file by the embedded provider. */
export interface CardOnFile {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: Exclude<CardBehaviour, "declined">;
}

function brandOf(digits: string): string {
  if (digits.startsWith("4")) return "Visa";
  if (/^5[1-5]/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  return "Card";
}

/**
 * Reads a typed card: a test card that is not expired, or a field error. A card declined at
 * once is the specification's `PAYMENT_PROCESSING_ERROR`.
 */
export function acceptCard(card: { cardNumber: string; expiry: string }, now: number): CardOnFile {
  const digits = card.cardNumber.replace(/\D/g, "");
  const test = TEST_CARDS.find((entry) => entry.number.replace(/\D/g, "") === digits);
  if (!test) {
    throw new AppError("API_VALIDATION_ERROR", {
      message: "This is not one of the test cards.",
      fieldErrors: { cardNumber: ["Use one of the test cards listed on this page"] },
    });
  }
  const [month, year] = card.expiry.split("/").map((part) => Number(part.trim()));
  const expMonth = month ?? 0;
  const expYear = 2000 + (year ?? 0);
  const today = new Date(now);
  const expired =
    expYear < today.getUTCFullYear() ||
    (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1);
  if (expired) {
    throw new AppError("API_VALIDATION_ERROR", {
      message: "This card has expired.",
      fieldErrors: { expiry: ["This card has expired"] },
    });
  }
  if (test.outcome === "declined") throw new AppError("PAYMENT_PROCESSING_ERROR");
  return {
    brand: brandOf(digits),
    last4: digits.slice(-4),
    expMonth,
    expYear,
    behaviour: test.outcome,
  };
}
