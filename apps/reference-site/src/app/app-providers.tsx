import { ApiClientProvider } from "@ringline/api-client/react/provider";
import { ErrorBoundary } from "@ringline/react-widgets";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { type DataRouter, RouterProvider } from "react-router";
import type { AppContext } from "../shared/app-context.js";

/**
 * The site's root: one query cache and one API client for every page (through context, never
 * props), the router, and the critical error boundary around all of it.
 */
export function AppProviders({ context, router }: { context: AppContext; router: DataRouter }) {
  return (
    <StrictMode>
      <ErrorBoundary level="critical" component="app" report={reportWith(context)}>
        <QueryClientProvider client={context.queryClient}>
          <ApiClientProvider client={context.api}>
            <RouterProvider router={router} />
          </ApiClientProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}

function reportWith(context: AppContext) {
  return (report: Parameters<AppContext["api"]["reportClientError"]>[0]) =>
    context.api.reportClientError(report);
}
