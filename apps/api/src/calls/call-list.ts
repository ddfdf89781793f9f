import type { TCallFilters } from "@ringline/api-client";
import { AppError } from "../core/errors.js";
import { Prisma } from "../generated/prisma/client.js";
import { shiftDate, zonedInstant } from "./schedule/time-zones.js";

// The call list's queries on real rows (calls with transcripts, messages and summaries):
//
// - the page's ids come from the index on (customer, created_at, id, and every filtered
//   column), read alone: no row of a call that is not shown is read, however large;
// - the count the same way; a search is not counted beyond the page asked for (its matches are
//   read only as far as that page and one more: a common word by walking the customer's
//   calls newest first, a rare one through the search index);
// - a search (the caller's name, the words of the summary and transcript, digits of the
//   caller's number) reads `search_document` through its GIN index (migration `call_list_index`);
// - a cursor (the last row's time and id) starts the next page where the last one ended, so
//   a deep page costs what the first does.

/** Where a page starts: the last row of the page before. */
export interface CallCursor {
  createdAt: Date;
  id: string;
}

/** The opaque cursor of a row (base64url of its time and id). */
export function encodeCallCursor(cursor: CallCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString("base64url");
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f-]{36})$/;

/** A cursor back to its row's time and id; API_VALIDATION_ERROR when it is not one of ours. */
export function decodeCallCursor(text: string): CallCursor {
  const match = CURSOR.exec(Buffer.from(text, "base64url").toString("utf8"));
  const createdAt = match?.[1] ? new Date(match[1]) : null;
  if (!match?.[2] || !createdAt || Number.isNaN(createdAt.getTime())) {
    throw new AppError("API_VALIDATION_ERROR", {
      message: "This page link has expired. Start again from the first page.",
    });
  }
  return { createdAt, id: match[2] };
}

type Query = <Row>(sql: Prisma.Sql) => Promise<Row[]>;

/**
 * What a search looks for, as tsquery text: a number written any way ("(212) 555-0100",
 * "555 01") as its digits, found anywhere in the caller's number (a prefix of one of the
 * number's suffixes the document holds); otherwise every word, whole, split by PostgreSQL's own
 * parser as the document was (a caller's name is found by the beginning of its words too: the
 * document holds them). Null when the text has no word to search. Computed apart from the
 * list's query, so that the planner sees the search as a constant: it then tells a common word
 * from a rare one (walk the calls newest first, or read the search index).
 */
export async function searchTextOf(query: Query, q: string | undefined): Promise<string | null> {
  const text = q?.trim();
  if (!text) return null;
  const digits = text.replace(/\D/g, "");
  if (/^[\d\s()+.-]+$/.test(text) && digits.length > 0) return `${digits}:*`;
  const [row] = await query<{ search: string | null }>(Prisma.sql`
    SELECT nullif(plainto_tsquery('simple', ${text})::text, '') AS search`);
  return row?.search ?? null;
}

/** The filters as conditions on call_logs: the index's columns, and the search. */
export async function conditionsOf(
  query: Query,
  customerId: string,
  timeZone: string,
  filters: TCallFilters,
): Promise<{ where: Prisma.Sql; searching: boolean }> {
  const parts: Prisma.Sql[] = [Prisma.sql`customer_id = ${customerId}::uuid`];
  if (filters.from) {
    parts.push(Prisma.sql`created_at >= ${new Date(zonedInstant(filters.from, 0, timeZone))}`);
  }
  if (filters.to) {
    const end = new Date(zonedInstant(shiftDate(filters.to, 1), 0, timeZone));
    parts.push(Prisma.sql`created_at < ${end}`);
  }
  if (filters.outcome) parts.push(Prisma.sql`outcome = ${filters.outcome}`);
  if (filters.leadCaptured) {
    parts.push(Prisma.sql`lead_captured = ${filters.leadCaptured === "true"}`);
  }
  if (filters.appointmentBooked) {
    parts.push(Prisma.sql`appointment_booked = ${filters.appointmentBooked === "true"}`);
  }
  const searching = Boolean(filters.q?.trim());
  if (searching) {
    const search = await searchTextOf(query, filters.q);
    // Nothing to search for ("--"): nothing matches.
    parts.push(
      search === null
        ? Prisma.sql`false`
        : Prisma.sql`search_document @@ to_tsquery('simple', ${search})`,
    );
  }
  return { where: Prisma.join(parts, " AND "), searching };
}

/**
 * The ids of one page of calls, newest first, and where the page after it starts (null on the
 * last page). `skip` pages by offset (the site's numbered pages); `after` by cursor.
 */
export async function pageIds(
  query: Query,
  where: Prisma.Sql,
  window: { take: number; skip: number; after?: CallCursor | undefined },
): Promise<{ ids: string[]; next: CallCursor | null }> {
  const after = window.after
    ? Prisma.sql`AND (created_at, id) < (${window.after.createdAt}, ${window.after.id}::uuid)`
    : Prisma.empty;
  const rows = await query<{ id: string; created_at: Date }>(Prisma.sql`
    SELECT id, created_at FROM call_logs
     WHERE ${where} ${after}
     ORDER BY created_at DESC, id DESC
     LIMIT ${window.take + 1} OFFSET ${window.after ? 0 : window.skip}`);
  const shown = rows.slice(0, window.take);
  const last = shown.at(-1);
  return {
    ids: shown.map((row) => row.id),
    next:
      rows.length > window.take && last
        ? { createdAt: new Date(last.created_at), id: last.id }
        : null,
  };
}

/** How many calls match, exactly without a search (from the index alone). */
export async function countCalls(query: Query, where: Prisma.Sql): Promise<number> {
  const [row] = await query<{ count: bigint }>(
    Prisma.sql`SELECT count(*) AS count FROM call_logs WHERE ${where}`,
  );
  return Number(row?.count ?? 0);
}
