import { ErrorBoundary } from "@ringline/react-widgets";
import { Link, Outlet, useLocation } from "react-router";
import "../styles/app-shell.css";

/** Sign-in and sign-up: the brand and one card in the middle of the page. */
export function AuthLayout() {
  const location = useLocation();
  return (
    <div className="auth-shell">
      <header className="auth-shell-header">
        <Link to="/" className="brand" aria-label="Ringline home">
          <span className="brand-mark" aria-hidden="true">
            R
          </span>
          Ringline
        </Link>
      </header>
      <main id="main" className="auth-shell-main">
        <ErrorBoundary level="page" component="auth" resetKeys={[location.pathname]}>
          <Outlet />
        </ErrorBoundary>
      </main>
    </div>
  );
}
