import { useApiClient } from "@ringline/api-client/react/provider";
import { Toaster } from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from "react-router";
import { renderPhase } from "../shared/hydration.js";
import { activeLocale } from "../shared/i18n/i18n.js";
import { useDocumentHead } from "./document-head.js";
import { ImpersonationBanner } from "./impersonation-banner.js";

/**
 * React Router's scroll restoration; over a prerendered page, from the first navigation inside
 * the site on. On the page the browser loaded, its first render (once the page's code and data
 * are in) scrolled to the top, taking a visitor who had begun to scroll the prerendered page
 * back up, and a section they were reaching out of reach; the browser keeps that page's place.
 */
function SiteScrollRestoration() {
  const [prerendered] = useState(() => renderPhase() === "hydrating");
  // "default" until the first navigation inside the site.
  const navigated = useLocation().key !== "default";
  return !prerendered || navigated ? <ScrollRestoration /> : null;
}

/**
 * What every page shares: the impersonation banner, the toasts, scroll restoration, the
 * document's head and the session watch. The watch (the session rules, with the API's
 * contract) starts once there is a session to watch: the browser holds one, or the page is
 * not a public one. A visitor without an account never loads it.
 */
export function RootLayout() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const publicPage = useMatches().some((match) => match.id === "marketing");
  // Read on every navigation: signing in stores a token, then goes to another page.
  const watched = !publicPage || api.getAuthToken() !== null || api.getImpersonation() !== null;
  useDocumentHead();
  useEffect(() => {
    if (!watched) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("../shared/session.js").then(({ SESSION_PATHS, watchSessionExpiry }) => {
      if (cancelled) return;
      stop = watchSessionExpiry({ api, queryClient }, () => {
        navigate(SESSION_PATHS.login, { replace: true });
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [api, queryClient, navigate, watched]);
  return (
    <>
      <ImpersonationBanner />
      <Outlet />
      <Toaster locale={activeLocale()} />
      <SiteScrollRestoration />
    </>
  );
}
