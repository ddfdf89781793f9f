import type { Request } from "express";

/** Where a request came from, as stored with sessions and logs (trimmed to column sizes). */
export function clientInfo(request: Request): {
  ipAddress: string | null;
  userAgent: string | null;
} {
  return {
    ipAddress: request.ip?.slice(0, 64) ?? null,
    userAgent: request.get("user-agent")?.slice(0, 512) ?? null,
  };
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: Request): string | undefined {
  const header = request.get("authorization");
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
