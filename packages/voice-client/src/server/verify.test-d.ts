// The credential plans `verifyOptionsFromPlan` takes are the platform's own.
import { describe, expectTypeOf, test } from "vitest";
import type { VoicePlatformSchemas } from "../rest/types.js";
import type { ServerMessageAuthenticationPlan } from "./verify.js";

describe("ServerMessageAuthenticationPlan", () => {
  test("takes the platform's HMAC and Bearer authentication plans as described", () => {
    expectTypeOf<
      VoicePlatformSchemas["HMACAuthenticationPlan"]
    >().toExtend<ServerMessageAuthenticationPlan>();
    expectTypeOf<
      VoicePlatformSchemas["BearerAuthenticationPlan"]
    >().toExtend<ServerMessageAuthenticationPlan>();
    // An OAuth2 plan is not one the receiver can check by itself.
    expectTypeOf<
      VoicePlatformSchemas["OAuth2AuthenticationPlan"]
    >().not.toExtend<ServerMessageAuthenticationPlan>();
  });
});
