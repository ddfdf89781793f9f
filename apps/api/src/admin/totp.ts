import { createHash, randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import type { SecretBox } from "../security/secret-box.js";

const PERIOD_SECONDS = 30;
const BACKUP_CODE_COUNT = 10;
const BACKUP_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A new base32 secret (160 bits) and the otpauth address for a QR code. */
export function createTotpSecret(label: string): { secret: string; otpauthUrl: string } {
  const secret = generateSecret();
  return { secret, otpauthUrl: generateURI({ issuer: "Ringline", label, secret }) };
}

/**
 * Checks a code against the secret at `nowMs`, allowing one step of clock drift either way,
 * and only for time steps after `afterStep`: a code that was accepted once never is again.
 * Answers the code's time step, to be stored as the new `afterStep`.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  nowMs: number,
  afterStep: number | null,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: PERIOD_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  }).catch(() => ({ valid: false as const }));
  // The union also covers HOTP results, which have no time step.
  return result.valid && "timeStep" in result ? result.timeStep : undefined;
}

/** The plain SHA-256 backup codes were stored as before digests were keyed (hyphens and case ignored). */
export function hashBackupCode(code: string): string {
  return createHash("sha256")
    .update(`backup:${normaliseBackupCode(code)}`)
    .digest("hex");
}

function normaliseBackupCode(code: string): string {
  return code.toLowerCase().replaceAll(/[^a-z0-9]/g, "");
}

/**
 * What is stored for a backup code: a keyed digest under the server's secrets key, so that a
 * copy of the database cannot be searched offline for the ~50 bits of a code.
 */
export function backupCodeDigest(code: string, box: Pick<SecretBox, "digest">): string {
  return box.digest("backup-code", normaliseBackupCode(code));
}

/**
 * The stored forms a typed backup code may have: the keyed digest, and the plain SHA-256 of
 * codes made before digests were keyed (they keep working until they are used or replaced).
 */
export function backupCodeCandidates(code: string, box: Pick<SecretBox, "digest">): string[] {
  return [backupCodeDigest(code, box), hashBackupCode(code)];
}

/** Ten fresh backup codes, `xxxxx-xxxxx`, shown once. */
export function createBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    let code = "";
    for (const [index, byte] of bytes.entries()) {
      if (index === 5) code += "-";
      code += BACKUP_ALPHABET[byte % BACKUP_ALPHABET.length];
    }
    return code;
  });
}
