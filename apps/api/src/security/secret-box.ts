import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Seals short secrets (TOTP secrets, links waiting in the outbox) with AES-256-GCM under a key
 * kept outside the database: whoever reads the tables alone cannot use what they find.
 */
export interface SecretBox {
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts; a fresh IV each time. */
  seal(plain: string): string;
  /** The plain text of a sealed value; throws when it was altered or sealed under another key. */
  open(sealed: string): string;
  /** Whether a stored value is sealed (rows written before sealing hold plain text). */
  isSealed(value: string): boolean;
  /**
   * A keyed digest of a short secret for one purpose (`h1.<hex>`: HMAC-SHA-256 under a key
   * derived from the box's): what is stored to recognise a backup code, which a copy of the
   * database alone cannot search offline.
   */
  digest(purpose: string, value: string): string;
}

const VERSION = "v1";
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** A box over a 32-byte key. */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`the secrets key must be ${KEY_BYTES} bytes`);
  // Digests use their own key, never the sealing key itself.
  const digestKey = createHmac("sha256", key).update("ringline digest key v1").digest();
  return {
    digest(purpose, value) {
      return `h1.${createHmac("sha256", digestKey).update(`${purpose}\n${value}`).digest("hex")}`;
    },
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new Error("not a sealed value");
      }
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(body, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
    isSealed(value) {
      return /^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]*$/.test(value);
    },
  };
}

/** Parses `SECRETS_KEY`: 32 bytes as base64 or base64url (`openssl rand -base64 32`). */
export function parseSecretsKey(value: string): Buffer {
  const key = Buffer.from(value.trim(), "base64");
  if (key.length !== KEY_BYTES) {
    throw new Error("SECRETS_KEY must be 32 random bytes in base64 (openssl rand -base64 32)");
  }
  return key;
}

/**
 * The embedded default's key: read from `file`, or generated there (mode 0600) on first use.
 * The file lives beside the data directory, never in the database.
 */
export function loadOrCreateKeyFile(file: string): Buffer {
  if (existsSync(file)) return parseSecretsKey(readFileSync(file, "utf8"));
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(KEY_BYTES);
  // `wx`: two processes starting at once never overwrite each other's key.
  try {
    writeFileSync(file, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      return parseSecretsKey(readFileSync(file, "utf8"));
    }
    throw error;
  }
  chmodSync(file, 0o600);
  return key;
}
