// Which failures mean "the database cannot be reached or cannot answer now" (a 503 that a
// retry can fix), as opposed to what a query itself got wrong (a constraint, a missing row).

/** Seconds a client is told to wait before trying again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Prisma's codes for connectivity: can't reach the server (P1001), timed out connecting
 * (P1002), operations timed out (P1008), server closed the connection (P1017), timed out
 * waiting for a connection from the pool (P2024).
 */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);

/** What `@prisma/adapter-pg` calls a failed connection (`DriverAdapterError.cause.kind`). */
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is going away, not accepting connections or out of
 * them, and for a statement cancelled by `statement_timeout` (57014).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith("08") || // connection exception
    code === "57P01" || // admin_shutdown
    code === "57P02" || // crash_shutdown
    code === "57P03" || // cannot_connect_now (starting up, shutting down, in recovery)
    code === "53300" || // too_many_connections
    code === "57014" // query_canceled: the statement timeout
  );
}

/** Socket failures Node reports on the connection itself. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// node-postgres raises these as plain Errors with no code, so its words are all there is to go
// on: a connection cut mid-query, the connect timeout, the client-side query timeout, a client
// used after its connection failed.
const PG_MESSAGES = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
]);

function fieldOf(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function isUnavailableError(error: unknown): boolean {
  const code = fieldOf(error, "code");
  if (typeof code === "string") {
    if (PRISMA_CODES.has(code) || SOCKET_CODES.has(code)) return true;
    // A SQLSTATE is five characters; Prisma's own codes (P2002 …) are never one of these.
    if (/^[0-9A-Z]{5}$/.test(code) && !code.startsWith("P") && isUnavailableSqlState(code)) {
      return true;
    }
  }
  // The adapter's own kinds; its `kind: "postgres"` carries the SQLSTATE in `code`, seen above.
  const kind = fieldOf(error, "kind");
  if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
  const message = fieldOf(error, "message");
  return error instanceof Error && typeof message === "string" && PG_MESSAGES.has(message);
}

/**
 * Whether `error` (or what it wraps: its `cause` chain, Prisma's `meta.driverAdapterError`)
 * says the database is unreachable or not answering in time, rather than that the query was
 * wrong: a refused or dropped connection, a connect or statement timeout, a server shutting
 * down or out of connections. Constraint violations and the like are not.
 *
 * @example
 * ```ts
 * if (isDatabaseUnavailable(error)) throw new AppError("API_SERVICE_UNAVAILABLE", { retryAfter: 5 });
 * ```
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === undefined || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableError(current)) return true;
    pending.push(fieldOf(current, "cause"));
    const adapterError = fieldOf(fieldOf(current, "meta"), "driverAdapterError");
    if (adapterError !== undefined) pending.push(adapterError, fieldOf(adapterError, "cause"));
  }
  return false;
}
