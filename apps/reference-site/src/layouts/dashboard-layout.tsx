import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useApiClient, useMe, useProfile } from "@ringline/api-client/react";
import { ChatWidget, ErrorBoundary, TabLinks } from "@ringline/react-widgets";
import { useEffect, useRef } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { SignOutButton } from "../features/auth/sign-out-button.js";
import { DashboardWalkthrough } from "../features/onboarding/dashboard-walkthrough.js";
import "../styles/app-shell.css";
import { BrandLink } from "../components/brand-link.js";
import { LanguageSwitch } from "../components/language-switch.js";
import { activeLocale, localHref } from "../shared/i18n/i18n.js";

/**
 * The dashboard's five tabs, each a route of its own (the tab is in the URL); each label a
 * message the page renders in its language.
 */
export const DASHBOARD_TABS = [
  { href: "/dashboard", label: msg`Profile` },
  { href: "/dashboard/billing", label: msg`Billing` },
  { href: "/dashboard/ai-settings", label: msg`AI Settings` },
  { href: "/dashboard/call-logs", label: msg`Call Logs` },
  { href: "/dashboard/integrations", label: msg`Integrations` },
] as const;

/**
 * On a phone the tabs scroll sideways (the tab bar's list): the current one is scrolled into
 * view whenever the tab changes, so the owner sees where they are.
 */
function useCurrentTabInView(href: string | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!href) return;
    const current = ref.current?.querySelector<HTMLElement>(`a[href="${href}"]`);
    const list = current?.closest("ul");
    if (!current || !list || list.scrollWidth <= list.clientWidth) return;
    const left = current.offsetLeft - list.offsetLeft;
    const right = left + current.offsetWidth;
    if (left < list.scrollLeft) list.scrollLeft = left;
    else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth;
  }, [href]);
  return ref;
}

/**
 * The owner's dashboard: who is signed in, the tabs, and the chat assistant in dashboard mode
 * (greeting by business name). Its loader has made sure there is a session.
 */
export function DashboardLayout() {
  const api = useApiClient();
  const location = useLocation();
  const { _ } = useLingui();
  const locale = activeLocale();
  const me = useMe();
  const profile = useProfile();
  const path = location.pathname.replace(/\/+$/, "") || "/dashboard";
  const businessName = profile.data?.businessName ?? profile.data?.company ?? undefined;
  const firstName = me.data?.firstName;
  const items = DASHBOARD_TABS.map((tab) => ({
    ...tab,
    label: _(tab.label),
    // The transcripts page is the Call Logs tab, opened from a transcript e-mail.
    current:
      tab.href === path ||
      (tab.href === "/dashboard/call-logs" && path === "/dashboard/call-transcripts"),
  }));
  const tabs = useCurrentTabInView(items.find((tab) => tab.current)?.href);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="app-header">
        <BrandLink />
        <div className="app-header-account">
          {me.data && (
            <span className="app-header-user">
              {me.data.firstName} {me.data.lastName}
            </span>
          )}
          <LanguageSwitch compact />
          <SignOutButton />
        </div>
      </header>
      <div className="app-body">
        {/* A named region, so that all of the page's content sits in a landmark. */}
        <section className="app-title" aria-labelledby="dashboard-title">
          <p className="eyebrow">
            <Trans>Dashboard</Trans>
          </p>
          <h1 id="dashboard-title">
            {me.data ? <Trans>Welcome back, {firstName}</Trans> : <Trans>Your dashboard</Trans>}
          </h1>
        </section>
        <div ref={tabs} className="dashboard-tabs">
          <TabLinks label={_(msg`Dashboard sections`)} linkComponent={Link} items={items} />
        </div>
        <main id="main" className="app-main">
          <ErrorBoundary
            level="dashboard"
            component="dashboard"
            resetKeys={[path]}
            homeHref={localHref("/")}
            locale={locale}
          >
            <Outlet />
          </ErrorBoundary>
        </main>
      </div>
      <ErrorBoundary level="component" component="chat-widget" locale={locale}>
        <ChatWidget
          locale={locale}
          mode="dashboard"
          path={location.pathname}
          client={api}
          isAuthenticated
          userName={me.data?.firstName}
          contextStatus={profile.isPending ? "loading" : profile.isError ? "error" : "ready"}
          customerData={businessName ? { businessName } : null}
        />
      </ErrorBoundary>
      <DashboardWalkthrough />
    </div>
  );
}
