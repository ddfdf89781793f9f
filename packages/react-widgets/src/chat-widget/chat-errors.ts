import { isApiError, statusOf } from "../shared/api-error.js";
import { formatMessage } from "../shared/format-message.js";
import type { ChatWidgetTexts } from "./chat-widget.messages.js";

/**
 * The part of the error catalogue the chat reads: each code's HTTP status. `ERROR_CATALOGUE`
 * of `@ringline/api-client` is one.
 *
 * @example
 * ```ts
 * import { ERROR_CATALOGUE } from "@ringline/api-client";
 * const catalogue: ChatErrorCatalogue = ERROR_CATALOGUE;
 * ```
 */
export type ChatErrorCatalogue = Readonly<Record<string, { readonly status: number }>>;

/**
 * The status that decides the chat's sentence. An `ApiError` is judged by its code: the
 * catalogue entry's status, so that a renamed code keeps its sentence; a code the catalogue
 * does not know falls back to the answer's status. Any other error counts by its `status`
 * field when it has one. The message's text is never read.
 */
function chatErrorStatus(error: unknown, catalogue: ChatErrorCatalogue | undefined) {
  if (isApiError(error) && catalogue && Object.hasOwn(catalogue, error.code)) {
    return catalogue[error.code]?.status;
  }
  return statusOf(error);
}

/**
 * What the chat says when a reply fails: not signed in (a 401 code, e.g. a session that
 * expired), not allowed (a 403 code) and a failure on the server (a 500 code) each have
 * their sentence; anything else (an empty reply included) gets the apology with the support
 * address. Pass the catalogue to judge an `ApiError` by its code.
 *
 * @example
 * ```ts
 * import { ApiError, ERROR_CATALOGUE } from "@ringline/api-client";
 *
 * chatErrorText(ApiError.fromCode("AUTH_SESSION_EXPIRED", 401), texts, "help@ringline.ai", ERROR_CATALOGUE);
 * // "I need you to be logged in to provide personalized assistance. Please log in and try again."
 * ```
 */
export function chatErrorText(
  error: unknown,
  texts: ChatWidgetTexts,
  supportEmail: string,
  catalogue?: ChatErrorCatalogue | undefined,
): string {
  switch (chatErrorStatus(error, catalogue)) {
    case 401:
      return texts.error401;
    case 403:
      return texts.error403;
    case 500:
      return texts.error500;
    default:
      return formatMessage(texts.errorGeneric, { supportEmail });
  }
}

/**
 * The catalogue, for an error that needs it: only an `ApiError` does, and an `ApiError`
 * means the API client is on the page already, so importing it downloads nothing new.
 * Other errors (and a failed import) get undefined, without loading anything.
 *
 * @example
 * ```ts
 * const text = chatErrorText(error, texts, supportEmail, await errorCatalogueFor(error));
 * ```
 */
export async function errorCatalogueFor(error: unknown): Promise<ChatErrorCatalogue | undefined> {
  if (!isApiError(error)) return undefined;
  try {
    return (await import("@ringline/api-client")).ERROR_CATALOGUE;
  } catch {
    return undefined;
  }
}
