// Type tests of the drop-in surface: the default export, the listeners `on()` accepts, and
// the `./api` names.

import type {
  AssistantOverrides as OfficialAssistantOverrides,
  CreateAssistantDTO as OfficialCreateAssistantDTO,
  CreateSquadDTO as OfficialCreateSquadDTO,
  CreateWorkflowDTO as OfficialCreateWorkflowDTO,
  WorkflowOverrides as OfficialWorkflowOverrides,
} from "@vapi-ai/web/dist/api.js";
import type OfficialVapi from "@vapi-ai/web/dist/vapi.js";
import type {
  AddMessageMessage as OfficialAddMessage,
  ControlMessages as OfficialControl,
  EndCallMessage as OfficialEndCall,
  SayMessage as OfficialSay,
} from "@vapi-ai/web/dist/vapi.js";
import { describe, expectTypeOf, test } from "vitest";
import type { AssistantOverrides, Call, CreateAssistantDTO } from "../generated/api.js";
import type { VoicePlatformSchemas } from "../rest/types.js";
import Vapi, {
  type AddMessageMessage,
  type ControlMessages,
  type EndCallMessage,
  type SayMessage,
  type WebCall,
  type WebCallErrorEvent,
  type WebCallMessage,
} from "./index.js";

declare const call: Vapi;
declare const officialAssistant: OfficialCreateAssistantDTO;
declare const officialAssistantOverrides: OfficialAssistantOverrides;
declare const officialSquad: OfficialCreateSquadDTO;
declare const officialWorkflow: OfficialCreateWorkflowDTO;
declare const officialWorkflowOverrides: OfficialWorkflowOverrides;

describe("the drop-in surface", () => {
  test("the default export is WebCall, as a value and as a type", () => {
    expectTypeOf(Vapi).toEqualTypeOf<typeof WebCall>();
    expectTypeOf(call).toEqualTypeOf<WebCall>();
  });

  test("the events Vapi types loosely take any listener; the rest stay typed", () => {
    interface OwnMessage {
      type: "function-call";
      functionCall: { name: string };
    }
    call.on("message", (message: OwnMessage) => message.functionCall.name);
    call.on("message", (message: WebCallMessage) => message.type);
    call.on("error", (error: Error) => error.message);
    call.on("error", (event: WebCallErrorEvent) => event.error.message);
    // @ts-expect-error volume-level stays a number
    call.on("volume-level", (volume: string) => volume);
    call.on("call-start-progress", (event) => {
      expectTypeOf(event.stage).toEqualTypeOf<string>();
    });
  });

  test("./api names the platform's schemas as @vapi-ai/web/dist/api does", () => {
    expectTypeOf<CreateAssistantDTO>().toEqualTypeOf<VoicePlatformSchemas["CreateAssistantDTO"]>();
    expectTypeOf<AssistantOverrides>().toEqualTypeOf<VoicePlatformSchemas["AssistantOverrides"]>();
    expectTypeOf<Awaited<ReturnType<WebCall["start"]>>>().toExtend<Call | null>();
    const overrides: AssistantOverrides = { variableValues: { name: "John" } };
    // A bare `type: object` is `object`, as @vapi-ai/web types it.
    expectTypeOf(overrides.variableValues).toEqualTypeOf<object | undefined>();
  });

  test("the four client messages are named as @vapi-ai/web names them, and take its values", () => {
    expectTypeOf<OfficialSay>().toExtend<SayMessage>();
    expectTypeOf<OfficialControl>().toExtend<ControlMessages>();
    expectTypeOf<OfficialEndCall>().toExtend<EndCallMessage>();
    expectTypeOf<OfficialAddMessage>().toExtend<AddMessageMessage>();
    expectTypeOf<SayMessage>().toExtend<OfficialSay>();
    expectTypeOf<ControlMessages>().toExtend<OfficialControl>();
    expectTypeOf<EndCallMessage>().toExtend<OfficialEndCall>();
    // Each is what `send()` takes.
    call.send({ type: "say", message: "One moment." } satisfies SayMessage);
  });

  test("start() takes the definitions as @vapi-ai/web types them, and still checks them", () => {
    call.start(
      officialAssistant,
      officialAssistantOverrides,
      officialSquad,
      officialWorkflow,
      officialWorkflowOverrides,
    );
    expectTypeOf<Parameters<OfficialVapi["start"]>>().toExtend<Parameters<WebCall["start"]>>();
    expectTypeOf<Parameters<OfficialVapi["reconnect"]>>().toExtend<
      Parameters<WebCall["reconnect"]>
    >();
    // @ts-expect-error a model is an object with a provider, not a number
    call.start({ model: 42 });
  });
});
