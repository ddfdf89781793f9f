import type { Request } from "express";

/** Where a request came from, as stored with sessions and logs (trimmed to column sizes). */
export function clientInfo(request: Request): {
  ipAddress: string | null;
  userAgent: string | null;
} {
  return {
    ipAddress: addressOf(request)?.slice(0, 64) ?? null,
    userAgent: request.get("user-agent")?.slice(0, 512) ?? null,
  };
}

/**
 * The client's address: `request.ip`, which parses X-Forwarded-For on every call to apply the
 * `trust proxy` setting. With no proxy trusted (the default) that is always the socket's.
 */
function addressOf(request: Request): string | undefined {
  const trust: unknown = request.app.get("trust proxy");
  return trust === 0 || trust === false ? request.socket.remoteAddress : request.ip;
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: Request): string | undefined {
  const header = request.get("authorization");
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
