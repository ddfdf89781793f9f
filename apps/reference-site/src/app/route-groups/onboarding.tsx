import { type RouteObject, redirect } from "react-router";
import type { LazyRoutes } from "../lazy-route.js";

/**
 * Onboarding, behind a customer session: `/onboarding` and everything under it (the step is in
 * the path), and the older addresses `/onboarding-old` and `/onboarding-new`, which lead there.
 */
/** Never shown: the loader redirects first (a leaf route still names what it renders). */
const Redirecting = () => null;
const toOnboarding = () => redirect("/onboarding");

export function onboardingRoutes(lazy: LazyRoutes): RouteObject {
  return {
    id: "onboarding",
    children: [
      { path: "onboarding/*", lazy: lazy(() => import("../../routes/onboarding.js")) },
      { path: "onboarding-old", loader: toOnboarding, Component: Redirecting },
      { path: "onboarding-new", loader: toOnboarding, Component: Redirecting },
    ],
  };
}
