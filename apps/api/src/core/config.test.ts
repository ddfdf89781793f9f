import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("keeps optional services off by default", () => {
    const config = loadConfig({ SITE_DIR: "" });
    expect(config).toMatchObject({
      corsOrigins: [],
      redisUrl: undefined,
      smtpUrl: undefined,
      google: undefined,
      initialAdmin: undefined,
      publicUrl: "http://localhost:3000",
      environment: "development",
    });
  });

  it("reads the security and service settings", () => {
    const config = loadConfig({
      SITE_DIR: "",
      PORT: "8080",
      CORS_ORIGINS: " https://partner.example/ , https://other.example ,",
      REDIS_URL: "redis://127.0.0.1:6379",
      SMTP_URL: "smtp://user:pass@mail.example:587",
      PUBLIC_URL: "https://app.ringline.ai/",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      ADMIN_EMAIL: " Ops@Ringline.AI ",
      ADMIN_PASSWORD: "Admin-Str0ng-Pass",
    });
    expect(config.corsOrigins).toEqual(["https://partner.example", "https://other.example"]);
    expect(config.publicUrl).toBe("https://app.ringline.ai");
    expect(config.google).toEqual({
      clientId: "id",
      clientSecret: "secret",
      issuer: "https://accounts.google.com",
    });
    expect(config.initialAdmin).toEqual({
      email: "ops@ringline.ai",
      password: "Admin-Str0ng-Pass",
      username: "admin",
    });
  });

  it("needs both Google settings to turn Google sign-in on", () => {
    expect(loadConfig({ SITE_DIR: "", GOOGLE_CLIENT_ID: "id" }).google).toBeUndefined();
  });

  it("reads CALL_REPORT_WORKERS as a whole number from 1 to 8, unset for the database's default", () => {
    expect(loadConfig({ SITE_DIR: "" }).calls.reportWorkers).toBeUndefined();
    expect(loadConfig({ SITE_DIR: "", CALL_REPORT_WORKERS: " 4 " }).calls.reportWorkers).toBe(4);
    for (const wrong of ["0", "2.5", "many", "9", "-1"]) {
      expect(() => loadConfig({ SITE_DIR: "", CALL_REPORT_WORKERS: wrong })).toThrow(
        /CALL_REPORT_WORKERS/,
      );
    }
  });

  it("turns Twilio texts on with an account, a token and a sender, and refuses half of it", () => {
    expect(loadConfig({ SITE_DIR: "" }).calls.twilio).toBeUndefined();
    expect(
      loadConfig({
        SITE_DIR: "",
        TWILIO_ACCOUNT_SID: "AC1",
        TWILIO_AUTH_TOKEN: "token",
        TWILIO_FROM_NUMBER: " +14155550100 ",
        TWILIO_API_BASE: "http://127.0.0.1:9999/",
      }).calls.twilio,
    ).toEqual({
      accountSid: "AC1",
      authToken: "token",
      from: "+14155550100",
      messagingServiceSid: undefined,
      apiBase: "http://127.0.0.1:9999",
    });
    expect(() => loadConfig({ SITE_DIR: "", TWILIO_ACCOUNT_SID: "AC1" })).toThrow(
      /TWILIO_AUTH_TOKEN/,
    );
    expect(() =>
      loadConfig({ SITE_DIR: "", TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "token" }),
    ).toThrow(/TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID/);
  });

  it("lets webhooks reach private addresses in development only, never in production", () => {
    const allowed = (env: Record<string, string>) =>
      loadConfig({ SITE_DIR: "", ...env }).webhooks.allowPrivateNetworks;
    expect(allowed({})).toBe(true);
    expect(allowed({ WEBHOOKS_ALLOW_PRIVATE: "false" })).toBe(false);
    expect(allowed({ NODE_ENV: "staging" })).toBe(false);
    expect(allowed({ NODE_ENV: "test", WEBHOOKS_ALLOW_PRIVATE: "true" })).toBe(true);
    expect(allowed({ NODE_ENV: "production", WEBHOOKS_ALLOW_PRIVATE: "true" })).toBe(false);
    expect(() => allowed({ WEBHOOKS_ALLOW_PRIVATE: "yes" })).toThrow(/WEBHOOKS_ALLOW_PRIVATE/);
  });
});

describe("VAPI_SERVER_CREDENTIAL", () => {
  const credentialOf = (value: string | undefined) =>
    loadConfig({ SITE_DIR: "", VAPI_SERVER_CREDENTIAL: value }).receptionist.serverCredential;

  it("is HMAC-SHA256 by default, and takes the two shorthands", () => {
    expect(credentialOf(undefined)).toEqual({ type: "hmac", algorithm: "sha256" });
    expect(credentialOf(" hmac ")).toEqual({ type: "hmac", algorithm: "sha256" });
    expect(credentialOf("bearer")).toEqual({ type: "bearer" });
  });

  it("takes a plan as the platform describes it, without its secret", () => {
    expect(
      credentialOf(
        '{"type":"hmac","algorithm":"sha512","signatureEncoding":"base64","includeTimestamp":false,"signatureHeader":"x-vapi-signature"}',
      ),
    ).toEqual({
      type: "hmac",
      algorithm: "sha512",
      signatureEncoding: "base64",
      includeTimestamp: false,
      signatureHeader: "x-vapi-signature",
    });
    expect(
      credentialOf('{"type":"bearer","headerName":"x-api-key","bearerPrefixEnabled":false}'),
    ).toEqual({
      type: "bearer",
      headerName: "x-api-key",
      bearerPrefixEnabled: false,
    });
  });

  it.each([
    ["oauth2", /must be "hmac", "bearer" or a JSON authentication plan/],
    ['{"type":"oauth2","url":"https://auth.example"}', /not a credential plan we can verify/],
    ['{"type":"hmac","secretKey":"in-the-setting"}', /secretKey/],
    ['{"type":"hmac","algorithm":"md5"}', /algorithm/],
    ['{"type":"hmac","payloadFormat":"{timestamp}"}', /must sign the \{body\}/],
    ['{"type":"bearer","headerName":"bad header"}', /headerName/],
  ])("refuses %s at start-up, naming the setting", (value, message) => {
    expect(() => credentialOf(value)).toThrow(message);
  });
});
