import { describe, expect, it } from "vitest";
import { loadConfig } from "../core/config.js";

describe("chat configuration", () => {
  it("uses the offline model and the default sales inbox when nothing is set", () => {
    expect(loadConfig({ SITE_DIR: "" }).chat).toEqual({
      salesEmail: "sales@ringline.ai",
      provider: undefined,
    });
  });

  it("reads the sales inbox and the OpenAI-compatible provider", () => {
    const { chat } = loadConfig({
      SITE_DIR: "",
      SALES_EMAIL: "leads@example.com",
      CHAT_MODEL_BASE_URL: "http://127.0.0.1:11434/v1/",
      CHAT_MODEL_NAME: "llama3.2",
      CHAT_MODEL_TIMEOUT_MS: "5000",
    });
    expect(chat).toEqual({
      salesEmail: "leads@example.com",
      provider: {
        baseUrl: "http://127.0.0.1:11434/v1",
        apiKey: undefined,
        model: "llama3.2",
        timeoutMs: 5000,
      },
    });
  });

  it("refuses a timeout that is not a whole number", () => {
    expect(() =>
      loadConfig({
        SITE_DIR: "",
        CHAT_MODEL_BASE_URL: "http://x/v1",
        CHAT_MODEL_TIMEOUT_MS: "soon",
      }),
    ).toThrow(/CHAT_MODEL_TIMEOUT_MS/);
  });
});
