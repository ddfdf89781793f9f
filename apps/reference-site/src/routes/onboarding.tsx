import { routeQueryOptions } from "@ringline/api-client/react";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { allowedStep, stepPath } from "../features/onboarding/onboarding-steps.js";
import type { AppContext } from "../shared/app-context.js";
import { requireCustomer } from "../shared/session.js";

export { OnboardingPage as Component } from "../features/onboarding/onboarding-page.js";

export const handle = { title: "Set up your receptionist" };

/**
 * Signed-in customers only; `/onboarding` (and a step not reached yet) goes to the step to
 * resume at, and a customer who finished goes to the dashboard.
 */
export const loader =
  (context: AppContext) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requireCustomer(context, request);
    const receptionist = await context.queryClient.ensureQueryData(
      routeQueryOptions(context.api, "getReceptionist"),
    );
    const requested = params["*"] ?? "";
    if (requested === "" && receptionist.onboardingStep === "complete")
      throw redirect("/dashboard");
    const step = allowedStep(requested, receptionist.onboardingStep);
    if (step !== requested) throw redirect(stepPath(step));
    return null;
  };
