// Hand-written types for the 12 operations that none of the platform's OpenAPI
// descriptions covers. They are deliberately loose: every object lets unknown fields
// through, and where a schema of the right name exists in a description (but no path
// uses it) it supplies the known fields. `scripts/generate-types.mjs` reads the
// names passed to `Schema<…>` below so that those schemas end up in the generated file.
// Shapes follow openapi-typescript's `operations` entries, so one set of helpers reads both.

import type { components, operations } from "./generated/openapi.js";

type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

/**
 * An object that keeps the fields it knows and lets any other field through.
 *
 * @example
 * ```ts
 * import type { VoicePlatformLoose } from "@ringline/voice-client";
 *
 * const flags: VoicePlatformLoose = { "new-dashboard": true };
 * const named: VoicePlatformLoose<{ name: string }> = { name: "Ringline", plan: "pro" };
 * ```
 */
export type VoicePlatformLoose<Known extends object = object> = Known & {
  [field: string]: unknown;
};

type Loose<Known extends object = object> = VoicePlatformLoose<Known>;

interface NoParameters {
  query?: never;
  header?: never;
  path?: never;
  cookie?: never;
}

interface IdParameter {
  query?: never;
  header?: never;
  path: { id: string };
  cookie?: never;
}

interface JsonContent<Body> {
  content: { "application/json": Body };
}

interface Answer<Body> {
  200: JsonContent<Body>;
}

type DateFilters = Pick<
  NonNullable<operations["AssistantController_findAll"]["parameters"]["query"]>,
  | "createdAtGt"
  | "createdAtLt"
  | "createdAtGe"
  | "createdAtLe"
  | "updatedAtGt"
  | "updatedAtLt"
  | "updatedAtGe"
  | "updatedAtLe"
>;

type CallListQuery = NonNullable<
  operations["CallController_findAllPaginated"]["parameters"]["query"]
>;

type Credential =
  operations["CredentialController_findOne"]["responses"][200]["content"]["application/json"];

/** The operations no description covers, keyed by `"METHOD /path"`. */
export interface UndescribedOperationIndex {
  "GET /assistant/{id}/version": {
    parameters: {
      query?: Loose<{ limit?: number; cursor?: string }>;
      header?: never;
      path: { id: string };
      cookie?: never;
    };
    requestBody?: never;
    responses: Answer<Loose<Schema<"AssistantVersionPaginatedResponse">>>;
  };
  "GET /v2/assistant": {
    parameters: {
      query?: Loose<DateFilters & { limit?: number; page?: number; sortOrder?: "ASC" | "DESC" }>;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: Answer<Loose<Schema<"AssistantPaginatedResponse">>>;
  };
  "GET /v2/call/export": {
    parameters: {
      query?: Loose<CallListQuery>;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    // The export's format is not described: JSON arrives parsed, anything else as text.
    responses: Answer<unknown>;
  };
  "POST /chat/web": {
    parameters: NoParameters;
    requestBody: JsonContent<Loose<Schema<"CreateWebChatDTO">>>;
    responses: Answer<Loose<Schema<"WebChat">>>;
  };
  "POST /chat/web/responses": {
    parameters: NoParameters;
    requestBody: JsonContent<Loose<Schema<"OpenAIWebChatRequest">>>;
    responses: Answer<
      operations["ChatController_createOpenAIChat"]["responses"][200]["content"]["application/json"]
    >;
  };
  "GET /org/feature-flag": {
    parameters: NoParameters;
    requestBody?: never;
    responses: Answer<Loose>;
  };
  "GET /org/{id}/auth": {
    parameters: IdParameter;
    requestBody?: never;
    responses: Answer<Loose>;
  };
  "PATCH /credential/{id}": {
    parameters: IdParameter;
    requestBody: JsonContent<Loose<{ name?: string }>>;
    responses: Answer<Loose<Credential>>;
  };
  "POST /credential/session": {
    parameters: NoParameters;
    requestBody: JsonContent<Loose<{ provider: string }>>;
    responses: Answer<Loose<Schema<"CredentialSessionResponse">>>;
  };
  "POST /credential/webhook": {
    parameters: NoParameters;
    requestBody: JsonContent<Loose<Schema<"CredentialWebhookDTO">>>;
    responses: Answer<unknown>;
  };
  "POST /credential/trigger": {
    parameters: NoParameters;
    requestBody: JsonContent<Loose>;
    responses: Answer<unknown>;
  };
  "POST /voice-library/create-sesame-voice": {
    parameters: NoParameters;
    requestBody: { content: { "multipart/form-data": Loose<Schema<"CreateSesameVoiceDTO">> } };
    responses: Answer<Loose>;
  };
}
