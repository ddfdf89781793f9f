import { lazy, Suspense } from "react";

// The error page reads the error catalogue (the API contract's words for every code), which
// is not part of a public page's first load; it loads when a page fails.
const RouteError = lazy(() =>
  import("./route-error.js").then((module) => ({ default: module.RouteError })),
);

/** The routes' error element: {@link RouteError}, loaded when it is needed. */
export function LazyRouteError() {
  return (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  );
}
