import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";

/**
 * Answers a CSV download (`attachment; filename="<name>"`, never stored) with the rows as they
 * are made: a long export is written a page at a time, never held whole. A failure once rows
 * are on their way can only end the download early.
 */
export async function sendCsv(
  response: Response,
  name: string,
  rows: AsyncIterable<string>,
): Promise<void> {
  response.status(200).set({
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${name}"`,
    "cache-control": "no-store",
  });
  await pipeline(Readable.from(rows), response);
}
