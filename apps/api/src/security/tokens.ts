import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** What a bearer token is for; the prefix tells the API where to look it up. */
export type TokenKind = "session" | "admin" | "impersonation" | "reset" | "verify";

const PREFIXES: Record<TokenKind, string> = {
  session: "rls_",
  admin: "rla_",
  impersonation: "rli_",
  reset: "rlr_",
  verify: "rlv_",
};

/** A new opaque token: a kind prefix and 256 random bits. Only its hash is ever stored. */
export function createToken(kind: TokenKind): string {
  return `${PREFIXES[kind]}${randomBytes(32).toString("base64url")}`;
}

/** The kind a token claims by its prefix, if it has a well-formed one. */
export function tokenKindOf(token: string): TokenKind | undefined {
  if (!/^rl[a-z]_[\w-]{43}$/.test(token)) return undefined;
  for (const [kind, prefix] of Object.entries(PREFIXES)) {
    if (token.startsWith(prefix)) return kind as TokenKind;
  }
  return undefined;
}

/** The stored form of a token: lowercase hex SHA-256. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Compares two strings without leaking where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
