import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createSecretBox, loadOrCreateKeyFile, parseSecretsKey } from "./secret-box.js";

describe("the secret box", () => {
  const box = createSecretBox(randomBytes(32));

  it("opens what it sealed, and seals the same text differently each time", () => {
    const first = box.seal("JBSWY3DPEHPK3PXP");
    const second = box.seal("JBSWY3DPEHPK3PXP");
    expect(first).not.toBe(second);
    expect(first).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.isSealed(first)).toBe(true);
    expect(box.isSealed("JBSWY3DPEHPK3PXP")).toBe(false);
    expect(box.open(first)).toBe("JBSWY3DPEHPK3PXP");
    expect(box.open(box.seal(""))).toBe("");
  });

  it("refuses an altered value and a value sealed under another key", () => {
    const sealed = box.seal("https://ringline.test/reset-password?token=rlr_x");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString("base64url");
    expect(() => box.open(parts.join("."))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open("plain text")).toThrow("not a sealed value");
  });

  it("takes a 32-byte key in base64 and refuses anything else", () => {
    const key = randomBytes(32);
    expect(parseSecretsKey(key.toString("base64")).equals(key)).toBe(true);
    expect(() => parseSecretsKey(randomBytes(16).toString("base64"))).toThrow("SECRETS_KEY");
    expect(() => createSecretBox(randomBytes(16))).toThrow("32 bytes");
  });

  it("generates the embedded key file once, private to its owner, and reads it back", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "secrets-")), "nested", "secrets.key");
    const first = loadOrCreateKeyFile(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateKeyFile(file).equals(first)).toBe(true);
    expect(readFileSync(file, "utf8").trim()).toBe(first.toString("base64"));
  });
});
