import { ApiError, ERROR_CATALOGUE, type TErrorCode } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { chatErrorText, errorCatalogueFor } from "./chat-errors.js";
import { chatWidgetMessages } from "./chat-widget.messages.js";

const texts = chatWidgetMessages.forLocale("en");
const SUPPORT_EMAIL = "help@ringline.test";
const GENERIC = `Sorry, I couldn't get an answer just now. Please try again in a moment, or email us at ${SUPPORT_EMAIL}.`;
const SENTENCE_OF_STATUS: Readonly<Record<number, string>> = {
  401: texts.error401,
  403: texts.error403,
  500: texts.error500,
};

/** An ApiError with a code this test names, as a newer server or catalogue would send. */
function apiErrorWithCode(code: string, status: number): ApiError {
  return ApiError.fromCode(code as TErrorCode, status);
}

describe("chatErrorText", () => {
  it("gives every catalogue code the sentence of its entry's status", () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      const text = chatErrorText(apiErrorWithCode(code, 0), texts, SUPPORT_EMAIL, ERROR_CATALOGUE);
      expect([code, text]).toEqual([code, SENTENCE_OF_STATUS[entry.status] ?? GENERIC]);
    }
  });

  it("judges a code by its entry's status, whatever the code is called", () => {
    const catalogue = { ACCESS_REFUSED_UNDER_A_NEW_NAME: { status: 403 } };
    const error = apiErrorWithCode("ACCESS_REFUSED_UNDER_A_NEW_NAME", 401);

    expect(chatErrorText(error, texts, SUPPORT_EMAIL, catalogue)).toBe(texts.error403);
  });

  it("falls back to the answer's status for a code the catalogue does not know", () => {
    const error = apiErrorWithCode("A_CODE_FROM_A_NEWER_SERVER", 500);

    expect(chatErrorText(error, texts, SUPPORT_EMAIL, ERROR_CATALOGUE)).toBe(texts.error500);
    expect(chatErrorText(error, texts, SUPPORT_EMAIL)).toBe(texts.error500);
  });

  it("reads the status field of a plain error from a custom client", () => {
    const error = Object.assign(new Error("Refused"), { status: 403 });

    expect(chatErrorText(error, texts, SUPPORT_EMAIL)).toBe(texts.error403);
  });

  it("never reads the text of a message", () => {
    const network = ApiError.fromCode("API_NETWORK_ERROR", 0, undefined, "Answered 401, 403, 500");

    expect(chatErrorText(new Error("Request failed with status 401"), texts, SUPPORT_EMAIL)).toBe(
      GENERIC,
    );
    expect(chatErrorText("403 Forbidden", texts, SUPPORT_EMAIL)).toBe(GENERIC);
    expect(chatErrorText(network, texts, SUPPORT_EMAIL, ERROR_CATALOGUE)).toBe(GENERIC);
  });
});

describe("errorCatalogueFor", () => {
  it("loads the API client's catalogue for an ApiError only", async () => {
    await expect(errorCatalogueFor(ApiError.fromCode("AUTH_FORBIDDEN", 403))).resolves.toBe(
      ERROR_CATALOGUE,
    );
    await expect(errorCatalogueFor(new Error("boom"))).resolves.toBeUndefined();
  });
});
