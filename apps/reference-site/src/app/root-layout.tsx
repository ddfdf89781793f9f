import { useApiClient } from "@ringline/api-client/react";
import { Toaster } from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, ScrollRestoration, useMatches, useNavigate } from "react-router";
import type { RouteHandle } from "./lazy-route.js";
import { SESSION_PATHS, watchSessionExpiry } from "./session.js";

const SITE_NAME = "Ringline";
const DEFAULT_TITLE = "Ringline · The AI receptionist for real estate";

/** The page's title from the deepest route that names one. */
function useDocumentTitle(): void {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find((value) => value !== undefined);
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : DEFAULT_TITLE;
  }, [title]);
}

/** What every page shares: the toasts, scroll restoration, titles and the session watch. */
export function RootLayout() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useDocumentTitle();
  useEffect(
    () =>
      watchSessionExpiry({ api, queryClient }, () => {
        navigate(SESSION_PATHS.login, { replace: true });
      }),
    [api, queryClient, navigate],
  );
  return (
    <>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
