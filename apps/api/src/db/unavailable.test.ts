import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.js";

// The shapes below are what Prisma 7 with @prisma/adapter-pg and node-postgres 8 raise, as
// observed against a refused port, a silent one, a cut connection and a statement timeout.
function prismaError(code: string, cause: Record<string, unknown>) {
  return Object.assign(new Error("Invalid `prisma.contact.create()` invocation"), {
    name: "PrismaClientKnownRequestError",
    code,
    meta: { driverAdapterError: { name: "DriverAdapterError", cause } },
  });
}

function socketError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), {
    code,
    syscall: "connect",
    errno: -111,
  });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["Prisma: can't reach the server", prismaError("P1001", { kind: "DatabaseNotReachable" })],
    [
      "a raw query on a server that is not reachable",
      prismaError("P2010", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 1 }),
    ],
    [
      "the statement timeout",
      prismaError("P2010", { kind: "postgres", code: "57014", severity: "ERROR" }),
    ],
    [
      "the server shutting down",
      prismaError("P2010", { kind: "postgres", code: "57P01", severity: "FATAL" }),
    ],
    ["too many connections", prismaError("P2037", { kind: "TooManyConnections" })],
    ["a refused socket", socketError("ECONNREFUSED")],
    ["a reset socket", socketError("ECONNRESET")],
    ["the pool's connect timeout", new Error("timeout exceeded when trying to connect")],
    [
      "pg's connect timeout, wrapping the cut",
      new Error("Connection terminated due to connection timeout", {
        cause: new Error("Connection terminated unexpectedly"),
      }),
    ],
    ["a connection cut mid-query", new Error("Connection terminated unexpectedly")],
    ["pg's client-side query timeout", new Error("Query read timeout")],
    [
      "a wrapped outage",
      new Error("saving the contact failed", { cause: socketError("ETIMEDOUT") }),
    ],
  ])("is true for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [
      "a unique constraint",
      prismaError("P2002", {
        kind: "UniqueConstraintViolation",
        constraint: { fields: ["email"] },
      }),
    ],
    [
      "a foreign key",
      prismaError("P2003", { kind: "ForeignKeyConstraintViolation", constraint: {} }),
    ],
    ["a record not found", Object.assign(new Error("No record was found"), { code: "P2025" })],
    ["a syntax error", prismaError("P2010", { kind: "postgres", code: "42601" })],
    ["a deadlock", prismaError("P2034", { kind: "postgres", code: "40P01" })],
    ["a plain bug", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["a message that merely mentions a connection", new Error("Connection terminated by user")],
    ["nothing", undefined],
  ])("is false for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
