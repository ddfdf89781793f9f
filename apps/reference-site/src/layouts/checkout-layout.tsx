import { Trans } from "@lingui/react/macro";
import { ErrorBoundary } from "@ringline/react-widgets";
import { Link, Outlet, useLocation } from "react-router";
import "../styles/app-shell.css";
import "../styles/checkout.css";
import { BrandLink } from "../components/brand-link.js";
import { activeLocale, localHref } from "../shared/i18n/i18n.js";

/**
 * Checkout, orders, plan changes and the embedded payment provider's pages: the brand, a
 * secure-checkout note, and the page, without the marketing site's distractions.
 */
export function CheckoutLayout() {
  const location = useLocation();
  return (
    <div className="auth-shell checkout-shell">
      <header className="auth-shell-header checkout-shell-header">
        <BrandLink />
        <span className="checkout-secure">
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="currentColor">
            <path d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 6H6V4.5a2 2 0 1 1 4 0V7Z" />
          </svg>{" "}
          <Trans>Secure checkout</Trans>
        </span>
      </header>
      <main id="main" className="checkout-shell-main">
        <ErrorBoundary
          level="page"
          component="checkout"
          resetKeys={[location.pathname]}
          homeHref={localHref("/")}
          locale={activeLocale()}
        >
          <Outlet />
        </ErrorBoundary>
      </main>
      <footer className="checkout-shell-footer">
        <Link to="/">
          <Trans>Back to Home</Trans>
        </Link>{" "}
        ·{" "}
        <Link to="/terms-of-service">
          <Trans>Terms</Trans>
        </Link>{" "}
        ·{" "}
        <Link to="/privacy-policy">
          <Trans>Privacy</Trans>
        </Link>
      </footer>
    </div>
  );
}
