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
