import { msg } from "@lingui/core/macro";
import { routeQueryOptions } from "@ringline/api-client/react";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { allowedStep, stepPath } from "../features/onboarding/onboarding-steps.js";
import type { AppContext } from "../shared/app-context.js";
import { integrationReturnOf } from "../shared/integrations.js";
import { requireCustomer } from "../shared/session.js";

export { OnboardingPage as Component } from "../features/onboarding/onboarding-page.js";

export const handle = { title: msg`Set up your receptionist` };

/**
 * Signed-in customers only; `/onboarding` (and a step not reached yet) goes to the step to
 * resume at, and a customer who finished goes to the dashboard. Coming back from a calendar's
 * sign-in started on the receptionist step, it goes to that step, keeping the query.
 */
export const loader =
  (context: AppContext) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requireCustomer(context, request);
    const receptionist = await context.queryClient.ensureQueryData(
      routeQueryOptions(context.api, "getReceptionist"),
    );
    const url = new URL(request.url);
    const requested = params["*"] ?? "";
    // Back from a calendar's sign-in (`/onboarding?connected=google`): the receptionist step,
    // where it was started, with the query for the page to say how it went.
    const fromCalendar = requested === "" && integrationReturnOf(url.searchParams) !== undefined;
    if (requested === "" && !fromCalendar && receptionist.onboardingStep === "complete")
      throw redirect("/dashboard");
    const step = allowedStep(
      fromCalendar ? "receptionist" : requested,
      receptionist.onboardingStep,
    );
    if (step !== requested) throw redirect(`${stepPath(step)}${fromCalendar ? url.search : ""}`);
    return null;
  };
