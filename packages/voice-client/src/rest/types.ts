// Type-level reading of the operation table: each `"METHOD /path flags"` entry becomes a
// method signature whose shapes come from the generated (or hand-written) operation types.
// Nothing here exists at run time.

import type { components, OperationIndex } from "./generated/openapi.js";
import type { VoicePlatformOperationTable } from "./operations.js";
import type { UndescribedOperationIndex } from "./undescribed-operations.js";

type AllOperations = OperationIndex & UndescribedOperationIndex;

/**
 * Every schema of the descriptions that the covered operations use, by name.
 *
 * @example
 * ```ts
 * import type { VoicePlatformSchemas } from "@ringline/voice-client";
 *
 * type Assistant = VoicePlatformSchemas["Assistant"];
 * type CreateCall = VoicePlatformSchemas["CreateCallDTO"];
 * ```
 */
export type VoicePlatformSchemas = components["schemas"];

/**
 * Options for one call; each one overrides the client's setting of the same name.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * await client.call.get("call-id", { signal: controller.signal, timeoutMs: 5_000, maxRetries: 0 });
 * ```
 */
export interface VoicePlatformRequestOptions {
  /** Cancels this call, including any wait before a retry. */
  signal?: AbortSignal | undefined;
  /** Time limit for each attempt, in milliseconds. */
  timeoutMs?: number | undefined;
  /** How many times a retryable failure is retried. */
  maxRetries?: number | undefined;
  /** Extra headers; they cannot replace `Authorization`. */
  headers?: Record<string, string> | undefined;
}

type Split<Spec extends string> = Spec extends `${infer Method} ${infer Rest}`
  ? Rest extends `${infer Path} ${infer Flags}`
    ? { key: `${Method} ${Path}`; path: Path; flags: ` ${Flags} ` }
    : { key: `${Method} ${Rest}`; path: Rest; flags: " " }
  : never;

type HasFlag<
  Spec extends string,
  Flag extends string,
> = Split<Spec>["flags"] extends `${string} ${Flag} ${string}` ? true : false;

type OperationOf<Spec extends string> = Split<Spec>["key"] extends keyof AllOperations
  ? AllOperations[Split<Spec>["key"]]
  : never;

type PathParameterNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? [Name, ...PathParameterNames<Rest>]
  : [];

type PathParameters<Operation> = Operation extends { parameters: { path: infer Path } }
  ? Path extends object
    ? Path
    : object
  : object;

// Described path parameters keep their type (enums for providers); the few the
// descriptions leave out (`/{provider}/voices/search`) are plain strings.
type PathArguments<Names extends string[], Parameters> = Names extends [
  infer Head extends string,
  ...infer Tail extends string[],
]
  ? [Head extends keyof Parameters ? Parameters[Head] : string, ...PathArguments<Tail, Parameters>]
  : [];

// Distributes over `Body`, so an absent body (`never`) stays `never`.
type ContentOf<Body> = Body extends { content: infer Content } ? Content : never;

type RequestContent<Operation> = Operation extends { requestBody?: infer Body }
  ? ContentOf<NonNullable<Body>>
  : never;

type IsOptionalKey<Target, Key extends PropertyKey> = Key extends keyof Target
  ? object extends Pick<Target, Key>
    ? true
    : false
  : true;

/** What a multipart operation accepts: a ready `FormData`, or the fields as an object. */
type MultipartInput<Fields> = FormData | Fields;

type BodyOf<Spec extends string> =
  HasFlag<Spec, "m"> extends true
    ? MultipartInput<
        RequestContent<OperationOf<Spec>> extends { "multipart/form-data": infer Fields }
          ? Fields
          : Record<string, unknown>
      >
    : [RequestContent<OperationOf<Spec>>] extends [never]
      ? // A body the descriptions leave undescribed (provider resources) passes through as is.
        Record<string, unknown>
      : RequestContent<OperationOf<Spec>> extends { "application/json": infer Json }
        ? Json
        : never;

type BodyIsOptional<Spec extends string> = [RequestContent<OperationOf<Spec>>] extends [never]
  ? true
  : IsOptionalKey<OperationOf<Spec>, "requestBody">;

// Optional query fields also take `undefined` (left out of the URL), so that callers can
// pass a filter object built from optional values under exactOptionalPropertyTypes.
type AllowUndefined<Fields> = {
  [Key in keyof Fields]: Fields[Key] | (object extends Pick<Fields, Key> ? undefined : never);
};

type QueryOf<Spec extends string> =
  OperationOf<Spec> extends {
    parameters: { query?: infer Query };
  }
    ? [NonNullable<Query>] extends [never]
      ? Record<string, unknown>
      : AllowUndefined<NonNullable<Query>>
    : Record<string, unknown>;

type QueryIsOptional<Spec extends string> =
  OperationOf<Spec> extends { parameters: infer Parameters }
    ? IsOptionalKey<Parameters, "query">
    : true;

type BodyArguments<Spec extends string> =
  HasFlag<Spec, "b"> extends true
    ? BodyOrMultipartArguments<Spec>
    : HasFlag<Spec, "m"> extends true
      ? BodyOrMultipartArguments<Spec>
      : [];

// An optional body cannot sit before a required query, so it then takes `undefined`.
type BodyOrMultipartArguments<Spec extends string> =
  BodyIsOptional<Spec> extends true
    ? HasFlag<Spec, "q"> extends true
      ? QueryIsOptional<Spec> extends true
        ? [body?: BodyOf<Spec>]
        : [body: BodyOf<Spec> | undefined]
      : [body?: BodyOf<Spec>]
    : [body: BodyOf<Spec>];

type QueryArguments<Spec extends string> =
  HasFlag<Spec, "q"> extends true
    ? QueryIsOptional<Spec> extends true
      ? [query?: QueryOf<Spec>]
      : [query: QueryOf<Spec>]
    : [];

type SuccessStatus = 200 | 201 | 202 | 204;

type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends SuccessStatus
        ? Responses[Status] extends { content: { "application/json": infer Json } }
          ? Json
          : never
        : never;
    }[keyof Responses]
  : never;

type ResponseOf<Spec extends string> = [SuccessBody<OperationOf<Spec>>] extends [never]
  ? unknown
  : SuccessBody<OperationOf<Spec>>;

/**
 * The signature of one client method, read from its operation-table entry: path
 * parameters first, then the body, then the query, then {@link VoicePlatformRequestOptions}.
 *
 * @example
 * ```ts
 * import type { VoicePlatformMethod } from "@ringline/voice-client";
 *
 * type UpdateStructuredOutput = VoicePlatformMethod<"PATCH /structured-output/{id} b q">;
 * // (id: string, body: UpdateStructuredOutputDTO, query: { schemaOverride: string }, options?) => Promise<StructuredOutput>
 * ```
 */
export type VoicePlatformMethod<Spec extends string> = (
  ...arguments_: [
    ...PathArguments<PathParameterNames<Split<Spec>["path"]>, PathParameters<OperationOf<Spec>>>,
    ...BodyArguments<Spec>,
    ...QueryArguments<Spec>,
    options?: VoicePlatformRequestOptions,
  ]
) => Promise<ResponseOf<Spec>>;

/**
 * The REST client: one namespace per group of {@link voicePlatformOperations}, one method per operation.
 *
 * @example
 * ```ts
 * import { createVoicePlatformClient, type VoicePlatformClient } from "@ringline/voice-client";
 *
 * const client: VoicePlatformClient = createVoicePlatformClient({ token: process.env.VAPI_TOKEN! });
 * const assistants = await client.assistant.list({ limit: 10 });
 * ```
 */
export type VoicePlatformClient = {
  readonly [Group in keyof VoicePlatformOperationTable]: {
    readonly [Name in keyof VoicePlatformOperationTable[Group]]: VoicePlatformMethod<
      VoicePlatformOperationTable[Group][Name] & string
    >;
  };
};

type Entry<
  Group extends keyof VoicePlatformOperationTable,
  Name extends keyof VoicePlatformOperationTable[Group],
> = VoicePlatformOperationTable[Group][Name] & string;

/**
 * The body one operation takes.
 *
 * @example
 * ```ts
 * import type { VoicePlatformRequestBody } from "@ringline/voice-client";
 *
 * const draft: VoicePlatformRequestBody<"assistant", "create"> = { name: "Front desk" };
 * ```
 */
export type VoicePlatformRequestBody<
  Group extends keyof VoicePlatformOperationTable,
  Name extends keyof VoicePlatformOperationTable[Group],
> = BodyOf<Entry<Group, Name>>;

/**
 * The query parameters one operation takes.
 *
 * @example
 * ```ts
 * import type { VoicePlatformQuery } from "@ringline/voice-client";
 *
 * const page: VoicePlatformQuery<"call", "list"> = { limit: 50 };
 * ```
 */
export type VoicePlatformQuery<
  Group extends keyof VoicePlatformOperationTable,
  Name extends keyof VoicePlatformOperationTable[Group],
> = QueryOf<Entry<Group, Name>>;

/**
 * What one operation answers with.
 *
 * @example
 * ```ts
 * import type { VoicePlatformResponse } from "@ringline/voice-client";
 *
 * type Assistant = VoicePlatformResponse<"assistant", "get">;
 * ```
 */
export type VoicePlatformResponse<
  Group extends keyof VoicePlatformOperationTable,
  Name extends keyof VoicePlatformOperationTable[Group],
> = ResponseOf<Entry<Group, Name>>;
