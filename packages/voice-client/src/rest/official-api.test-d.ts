// Type tests: a value typed with @vapi-ai/web's platform types is accepted where `./api`
// names the same schema, so that code moving over keeps compiling with its own values.

import type {
  AssistantOverrides as OfficialAssistantOverrides,
  Call as OfficialCall,
  CreateAssistantDTO as OfficialCreateAssistantDTO,
  CreateSquadDTO as OfficialCreateSquadDTO,
  CreateWorkflowDTO as OfficialCreateWorkflowDTO,
  ServerMessageEndOfCallReport as OfficialEndOfCallReport,
  Squad as OfficialSquad,
  WorkflowOverrides as OfficialWorkflowOverrides,
} from "@vapi-ai/web/dist/api.js";
import { describe, expectTypeOf, test } from "vitest";
import type {
  AssistantOverrides,
  Call,
  CreateAssistantDTO,
  CreateSquadDTO,
  CreateWorkflowDTO,
  ServerMessageEndOfCallReport,
  Squad,
  WorkflowOverrides,
} from "../generated/api.js";

describe("@vapi-ai/web's platform types fit ./api", () => {
  test("the definitions a web call starts with", () => {
    expectTypeOf<OfficialCreateAssistantDTO>().toExtend<CreateAssistantDTO>();
    expectTypeOf<OfficialAssistantOverrides>().toExtend<AssistantOverrides>();
    expectTypeOf<OfficialCreateSquadDTO>().toExtend<CreateSquadDTO>();
    expectTypeOf<OfficialCreateWorkflowDTO>().toExtend<CreateWorkflowDTO>();
    expectTypeOf<OfficialWorkflowOverrides>().toExtend<WorkflowOverrides>();
  });

  test("what the platform answers and posts", () => {
    expectTypeOf<OfficialCall>().toExtend<Call>();
    expectTypeOf<OfficialSquad>().toExtend<Squad>();
    expectTypeOf<OfficialEndOfCallReport>().toExtend<ServerMessageEndOfCallReport>();
  });

  test("a bare object schema is `object` on both sides (Server.headers, metadata)", () => {
    const official: OfficialCreateAssistantDTO = {
      server: { url: "https://example.com/hook", headers: { "x-api-key": "secret" } },
      metadata: { plan: "pro" },
    };
    const own: CreateAssistantDTO = official;
    expectTypeOf(own.server?.headers).toEqualTypeOf<object | undefined>();
    expectTypeOf(own.metadata).toEqualTypeOf<object | undefined>();
  });
});
