import { I18nProvider } from "@lingui/react";
import { ApiClientProvider } from "@ringline/api-client/react/provider";
import { ErrorBoundary } from "@ringline/react-widgets";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { type DataRouter, RouterProvider } from "react-router";
import type { AppContext } from "../shared/app-context.js";
import { i18n } from "../shared/i18n/i18n.js";

/**
 * The site's root: one query cache and one API client for every page (through context, never
 * props), the language (`activateLocale` has loaded its catalogue before), the router, and the
 * critical error boundary around all of it.
 */
export function AppProviders({ context, router }: { context: AppContext; router: DataRouter }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ErrorBoundary level="critical" component="app" report={reportWith(context)}>
          <QueryClientProvider client={context.queryClient}>
            <ApiClientProvider client={context.api}>
              <RouterProvider router={router} />
            </ApiClientProvider>
          </QueryClientProvider>
        </ErrorBoundary>
      </I18nProvider>
    </StrictMode>
  );
}

function reportWith(context: AppContext) {
  return (report: Parameters<AppContext["api"]["reportClientError"]>[0]) =>
    context.api.reportClientError(report);
}
