import { describe, expect, it } from "vitest";
import { originOf, ZCreateEmbedKeyRequest, ZWebOrigin } from "./embed.js";

describe("an embed key's allowed origins", () => {
  it("are written as browsers send them in Origin", () => {
    expect(ZWebOrigin.parse(" https://WWW.Example.com/ ")).toBe("https://www.example.com");
    expect(ZWebOrigin.parse("http://127.0.0.1:8080")).toBe("http://127.0.0.1:8080");
    expect(ZWebOrigin.parse("https://example.com:443")).toBe("https://example.com");
  });

  it.each([
    "https://example.com/contact",
    "https://example.com/?page=1",
    "https://user:secret@example.com",
    "ftp://example.com",
    "example.com",
    "",
  ])("refuse %j", (value) => {
    expect(originOf(value.trim())).toBeUndefined();
    expect(ZWebOrigin.safeParse(value).success).toBe(false);
  });

  it("need a name and one to twenty sites", () => {
    const sites = (count: number) =>
      Array.from({ length: count }, (_, index) => `https://site${index}.example`);
    expect(
      ZCreateEmbedKeyRequest.safeParse({ label: "Shop", allowedOrigins: sites(20) }).success,
    ).toBe(true);
    expect(ZCreateEmbedKeyRequest.safeParse({ label: "Shop", allowedOrigins: [] }).success).toBe(
      false,
    );
    expect(
      ZCreateEmbedKeyRequest.safeParse({ label: "Shop", allowedOrigins: sites(21) }).success,
    ).toBe(false);
    expect(ZCreateEmbedKeyRequest.safeParse({ label: " ", allowedOrigins: sites(1) }).success).toBe(
      false,
    );
  });
});
