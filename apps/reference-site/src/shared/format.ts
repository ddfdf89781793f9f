const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const MONEY = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "Nov 24, 2026, 2:05 PM" */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** "Nov 24, 2026" */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** "$59.00" */
export function formatMoney(dollars: number): string {
  return MONEY.format(dollars);
}
