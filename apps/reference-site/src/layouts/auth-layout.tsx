import { ErrorBoundary } from "@ringline/react-widgets";
import { Outlet, useLocation } from "react-router";
import "../styles/app-shell.css";
import { hasSpanishPage } from "@ringline/api-client/core";
import { BrandLink } from "../components/brand-link.js";
import { LanguageSwitch } from "../components/language-switch.js";
import { activeLocale } from "../shared/i18n/i18n.js";

/**
 * Sign-in and sign-up: the brand and the language switch (not on the back office's sign-in,
 * which is English only), and one card in the middle of the page.
 */
export function AuthLayout() {
  const location = useLocation();
  return (
    <div className="auth-shell">
      <header className="auth-shell-header">
        <BrandLink />
        {hasSpanishPage(location.pathname) ? <LanguageSwitch compact /> : null}
      </header>
      <main id="main" className="auth-shell-main">
        <ErrorBoundary
          level="page"
          component="auth"
          resetKeys={[location.pathname]}
          locale={activeLocale()}
        >
          <Outlet />
        </ErrorBoundary>
      </main>
    </div>
  );
}
