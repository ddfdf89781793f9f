import { hash, verify } from "@node-rs/argon2";
import { PASSWORD_MAX_LENGTH } from "@ringline/api-client";
import { COMMON_PASSWORDS } from "./common-passwords.js";

// OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane. `2` is Algorithm.Argon2id
// (a const enum, which isolated modules cannot read from a declaration file).
const ARGON2ID_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Whether a password is one of the embedded most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** argon2id hash of a password; the whole password is hashed, never truncated. */
export async function hashPassword(password: string): Promise<string> {
  if (password.length > PASSWORD_MAX_LENGTH) throw new RangeError("password too long");
  return hash(password, ARGON2ID_OPTIONS);
}

/** Whether `password` matches the stored hash; false for anything that is not a hash. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  if (!stored?.startsWith("$argon2")) {
    // Spend the same time as a real check, so unknown accounts cannot be told apart.
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hash("timing-equaliser-not-a-password", ARGON2ID_OPTIONS);
  return dummy;
}
