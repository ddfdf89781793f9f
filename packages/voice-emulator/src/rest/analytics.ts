// Analytics over the emulator's calls: each query's operations (count, sum, avg, min, max)
// over one column of every call.

import type { EmulatorCore } from "../core.js";
import { asObject, type Json } from "../json.js";
import type { EmulatorRecord } from "../store.js";
import { bodyOf, type RestHandlers } from "./types.js";

function aggregate(operation: unknown, values: number[], count: number): number {
  const sum = values.reduce((total, value) => total + value, 0);
  if (operation === "count") return count;
  if (operation === "avg") return values.length === 0 ? 0 : sum / values.length;
  if (operation === "min") return Math.min(...values, 0);
  if (operation === "max") return Math.max(...values, 0);
  return sum;
}

function answerQuery(query: Json, calls: EmulatorRecord[], now: string): Json {
  const row: Json = {};
  for (const operation of (query.operations as Json[] | undefined) ?? []) {
    const column = String(operation.column ?? "id");
    const values = calls.map((call) => Number(call[column] ?? 0));
    const name = `${operation.operation}${column[0]?.toUpperCase()}${column.slice(1)}`;
    row[name] = aggregate(operation.operation, values, calls.length);
  }
  return {
    name: query.name,
    timeRange: asObject(query.timeRange)?.start ? query.timeRange : { start: now, end: now },
    result: [row],
  };
}

export function analyticsHandlers(core: EmulatorCore): RestHandlers {
  return {
    "POST /analytics": (context) => {
      const queries = (bodyOf(context).queries as Json[] | undefined) ?? [];
      const calls = core.store.list("call");
      return {
        status: 200,
        body: queries.map((query) => answerQuery(query, calls, core.now())),
      };
    },
  };
}
