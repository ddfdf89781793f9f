// Type tests: checked by `tsc -p tsconfig.json` (and vitest's typecheck mode).
import { describe, expectTypeOf, test } from "vitest";
import type { components } from "./generated/openapi.js";
import {
  createVoicePlatformClient,
  type VoicePlatformQuery,
  type VoicePlatformRequestBody,
  type VoicePlatformRequestOptions,
  type VoicePlatformResponse,
} from "./index.js";

type Schemas = components["schemas"];
const client = createVoicePlatformClient({ token: "token" });

describe("method signatures come from the descriptions", () => {
  test("create takes the create DTO and answers with the resource", () => {
    expectTypeOf(client.assistant.create).parameters.toEqualTypeOf<
      [body: Schemas["CreateAssistantDTO"], options?: VoicePlatformRequestOptions]
    >();
    expectTypeOf(client.assistant.create).returns.resolves.toEqualTypeOf<Schemas["Assistant"]>();
  });

  test("path parameters come first, in path order", () => {
    expectTypeOf(client.testSuite.getTest).parameters.toEqualTypeOf<
      [testSuiteId: string, id: string, options?: VoicePlatformRequestOptions]
    >();
    expectTypeOf(client.org.removeMember).parameters.toEqualTypeOf<
      [id: string, memberId: string, options?: VoicePlatformRequestOptions]
    >();
  });

  test("described path parameters keep their enum", () => {
    expectTypeOf(client.provider.listWorkflows).parameter(0).toEqualTypeOf<"make" | "ghl">();
    // Left out of the description: a plain string.
    expectTypeOf(client.provider.searchVoices).parameter(0).toEqualTypeOf<string>();
  });

  test("list calls take an optional query", () => {
    expectTypeOf(client.call.list)
      .parameter(0)
      .toEqualTypeOf<VoicePlatformQuery<"call", "list"> | undefined>();
    expectTypeOf<VoicePlatformQuery<"call", "list">>().toHaveProperty("assistantId");
    client.call.list();
    client.call.list({ limit: 5 }, { maxRetries: 0 });
  });

  test("a required query is a required argument", () => {
    expectTypeOf(client.file.list).parameters.toEqualTypeOf<
      [query: { purpose: string }, options?: VoicePlatformRequestOptions]
    >();
    // @ts-expect-error the purpose is required
    client.file.list();
  });

  test("structured-output update takes a body and a query", () => {
    expectTypeOf(client.structuredOutput.update).parameters.toEqualTypeOf<
      [
        id: string,
        body: Schemas["UpdateStructuredOutputDTO"],
        query: { schemaOverride: string },
        options?: VoicePlatformRequestOptions,
      ]
    >();
  });

  test("multipart calls take FormData or the fields with Blobs", () => {
    expectTypeOf<VoicePlatformRequestBody<"file", "create">>().toEqualTypeOf<
      FormData | Schemas["CreateFileDTO"]
    >();
    client.file.create({ file: new Blob(["hello"]) });
    client.provider.cloneVoice({ name: "Me", files: [new Blob([])] });
    // @ts-expect-error a file is a Blob, not a string
    client.file.create({ file: "hello" });
  });

  test("calls without a body or query take only options", () => {
    expectTypeOf(client.voiceLibrary.syncProvider).parameters.toEqualTypeOf<
      [
        provider:
          | "11labs"
          | "azure"
          | "cartesia"
          | "custom-voice"
          | "deepgram"
          | "lmnt"
          | "neets"
          | "openai"
          | "playht"
          | "rime-ai"
          | "tavus",
        options?: VoicePlatformRequestOptions,
      ]
    >();
    expectTypeOf(client.org.getFeatureFlags).parameters.toEqualTypeOf<
      [options?: VoicePlatformRequestOptions]
    >();
  });

  test("analytics takes the query body", () => {
    expectTypeOf<VoicePlatformRequestBody<"analytics", "query">>().toEqualTypeOf<
      Schemas["AnalyticsQueryDTO"]
    >();
  });

  test("the undescribed operations let unknown fields through", () => {
    client.credential.webhook({
      type: "auth",
      operation: "creation",
      from: "nango",
      connectionId: "c",
      authMode: "OAUTH2",
      providerConfigKey: "k",
      provider: "google",
      environment: "prod",
      success: true,
      endUser: { endUserId: "u", organizationId: "o" },
      somethingNew: 1,
    });
    client.credential.trigger({ anything: ["goes"] });
    expectTypeOf<VoicePlatformResponse<"org", "getFeatureFlags">>().toExtend<
      Record<string, unknown>
    >();
    expectTypeOf<VoicePlatformResponse<"v2", "listAssistants">>()
      .toHaveProperty("results")
      .toEqualTypeOf<Schemas["Assistant"][]>();
  });

  test("undescribed provider-resource bodies are optional objects", () => {
    client.provider.createResource("11labs", "pronunciation-dictionary");
    client.provider.createResource("11labs", "pronunciation-dictionary", { name: "Names" });
  });
});
