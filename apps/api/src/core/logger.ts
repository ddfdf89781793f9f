import pino, { type Logger } from "pino";

/** Paths that may carry secrets; pino replaces them before anything is written. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers['x-csrf-token']",
  "res.headers['set-cookie']",
  ...[
    "password",
    "currentPassword",
    "confirmPassword",
    "newPassword",
    "token",
    "authToken",
    "impersonationToken",
    "csrfToken",
    "totpCode",
    "backupCode",
    "backupCodes",
    "secret",
    "totpSecret",
    "cookie",
    "authorization",
  ].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } });
}
