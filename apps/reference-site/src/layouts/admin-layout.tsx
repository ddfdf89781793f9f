import { useRouteQuery } from "@ringline/api-client/react";
import { ErrorBoundary, TabLinks } from "@ringline/react-widgets";
import { Link, Navigate, Outlet, useLocation } from "react-router";
import { SESSION_PATHS } from "../shared/session.js";
import "../styles/app-shell.css";
import "../styles/admin.css";
import { BrandLink } from "../components/brand-link.js";
import { SignOutButton } from "../features/auth/sign-out-button.js";

/** The back office's sections. */
export const ADMIN_SECTIONS = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/new", label: "Home" },
  { href: "/admin/new/customers", label: "Customers" },
  { href: "/admin/new/customer-management-advanced", label: "Bulk" },
  { href: "/admin/new/customers-legacy", label: "Records" },
  { href: "/admin/new/communications", label: "Communications" },
  { href: "/admin/new/payments", label: "Payments" },
  { href: "/admin/new/email-transcripts", label: "Transcripts" },
  { href: "/admin/new/activity-tracker", label: "Activity" },
  { href: "/admin/new/system", label: "System" },
] as const;

/** The section a path belongs to: the longest section path it starts with. */
function currentSection(path: string): string | undefined {
  const matches = ADMIN_SECTIONS.filter(
    (section) => path === section.href || path.startsWith(`${section.href}/`),
  );
  if (path.startsWith("/admin/customers/")) return "/admin/new/customers";
  return matches.at(-1)?.href;
}

/** The back office: the signed-in administrator, the sections, sign-out. */
export function AdminLayout() {
  const location = useLocation();
  const admin = useRouteQuery("getAdminMe");
  const path = location.pathname.replace(/\/+$/, "").replace(/\/dashboard$/, "");
  // Two-factor sign-in turned off meanwhile: nothing here works until it is set up again.
  if (admin.data && !admin.data.totpEnabled) {
    return <Navigate to={SESSION_PATHS.adminTwoFactor} replace />;
  }
  return (
    <div className="app-shell app-shell-admin">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <BrandLink to="/admin" suffix="Admin" />
        <div className="app-header-account">
          {admin.data && (
            <span className="app-header-user">
              {admin.data.username} · {admin.data.role}
            </span>
          )}
          <SignOutButton session="admin" />
        </div>
      </header>
      <div className="app-body">
        <TabLinks
          label="Back office sections"
          linkComponent={Link}
          items={ADMIN_SECTIONS.map((section) => ({
            ...section,
            current: section.href === currentSection(path),
          }))}
        />
        <main id="main" className="app-main">
          <ErrorBoundary level="page" component="admin" resetKeys={[location.pathname]}>
            <Outlet />
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
