import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ONBOARDING_STEPS, type TOnboardingStep } from "@ringline/api-client";

// The onboarding steps as the site shows them: their names, the URL of each, and which the
// customer may open (any step up to the one they reached).

export const STEP_TITLES: Record<
  TOnboardingStep,
  { title: MessageDescriptor; lead: MessageDescriptor }
> = {
  business: {
    title: msg`Your business`,
    lead: msg`Tell your receptionist about the business it answers for.`,
  },
  receptionist: {
    title: msg`Your receptionist`,
    lead: msg`Its name, voice, greeting, and what it should do on every call.`,
  },
  website: {
    title: msg`Your website`,
    lead: msg`We read your website so your receptionist can answer from it. Check the text before it does.`,
  },
  number: {
    title: msg`Your Ringline number`,
    lead: msg`The number your calls are forwarded to. Your receptionist answers it.`,
  },
  forwarding: {
    title: msg`Forward your calls`,
    lead: msg`Forward your business line to your Ringline number, then test it.`,
  },
};

export const stepPath = (step: TOnboardingStep) => `/onboarding/${step}`;

export function isStep(value: string): value is TOnboardingStep {
  return (ONBOARDING_STEPS as readonly string[]).includes(value);
}

/** Where a customer may be: the requested step if reached, else the step to resume at. */
export function allowedStep(
  requested: string,
  reached: TOnboardingStep | "complete",
): TOnboardingStep {
  const furthest = reached === "complete" ? "forwarding" : reached;
  if (!isStep(requested)) return furthest;
  return ONBOARDING_STEPS.indexOf(requested) <= ONBOARDING_STEPS.indexOf(furthest)
    ? requested
    : furthest;
}
