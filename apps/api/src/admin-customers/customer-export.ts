import type { TAdminCustomerSummary } from "@ringline/api-client";
import { csvHeader, csvRow } from "../core/csv.js";

/** The columns of the customers CSV, in order: fields of the list's customer. */
export const CUSTOMER_CSV_COLUMNS = [
  "id",
  "email",
  "name",
  "company",
  "plan",
  "subscriptionStatus",
  "status",
  "aiStatus",
  "trialStatus",
  "createdAt",
] as const satisfies ReadonlyArray<keyof TAdminCustomerSummary>;

/** Customers as CSV: the header row, then a row per customer, a page at a time as they come. */
export async function* customersCsv(
  pages: AsyncIterable<readonly TAdminCustomerSummary[]>,
): AsyncGenerator<string> {
  yield csvHeader(CUSTOMER_CSV_COLUMNS);
  for await (const page of pages) {
    yield page
      .map((customer) => csvRow(CUSTOMER_CSV_COLUMNS.map((column) => customer[column])))
      .join("");
  }
}
