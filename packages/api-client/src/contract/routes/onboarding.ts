import {
  ZForwardingTestQuery,
  ZForwardingTestResponse,
  ZOnboardingDoneResponse,
  ZOnboardingStepRequest,
  ZTestCallRequest,
} from "../onboarding.js";
import { ZReceptionistResponse } from "../receptionist.js";
import { defineRoute } from "../route.js";

/** Onboarding: the settings steps, the forwarding check, completion and the walkthrough. */
export const ONBOARDING_ROUTES = {
  saveOnboardingStep: defineRoute({
    method: "PUT",
    path: "/api/onboarding/steps/:step",
    summary: "Saves one settings step of onboarding (business, receptionist or website)",
    tag: "onboarding",
    access: "customer",
    request: ZOnboardingStepRequest,
    response: ZReceptionistResponse,
    unwrap: "receptionist",
  }),
  startForwardingTest: defineRoute({
    method: "POST",
    path: "/api/onboarding/forwarding-test",
    summary:
      "Starts a test call: from the owner's cell or forwarded from the business line (on the emulator, places it)",
    tag: "onboarding",
    access: "customer",
    request: ZTestCallRequest,
    response: ZForwardingTestResponse,
    unwrap: "test",
  }),
  getForwardingTest: defineRoute({
    method: "GET",
    path: "/api/onboarding/forwarding-test",
    summary: "How the forwarding check started at `since` stands",
    tag: "onboarding",
    access: "customer",
    request: ZForwardingTestQuery,
    response: ZForwardingTestResponse,
    unwrap: "test",
  }),
  completeOnboarding: defineRoute({
    method: "POST",
    path: "/api/onboarding/complete",
    summary: "Finishes onboarding: the receptionist goes live",
    tag: "onboarding",
    access: "customer",
    response: ZReceptionistResponse,
    unwrap: "receptionist",
  }),
  completeWalkthrough: defineRoute({
    method: "POST",
    path: "/api/onboarding/walkthrough",
    summary: "Records that the owner finished (or skipped) the dashboard's first-visit walkthrough",
    tag: "onboarding",
    access: "customer",
    response: ZOnboardingDoneResponse,
  }),
} as const;
