import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Button, ErrorBoundary, TabLinks } from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { SESSION_PATHS } from "../app/session.js";
import "../styles/app-shell.css";
import { BrandLink } from "../components/brand-link.js";

/** The back office's sections (more arrive with the admin pages). */
export const ADMIN_SECTIONS = [{ href: "/admin", label: "Overview" }] as const;

/** The back office: the signed-in administrator, the sections, sign-out. */
export function AdminLayout() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const admin = useRouteQuery("getAdminMe");
  const [leaving, setLeaving] = useState(false);
  const path = location.pathname.replace(/\/+$/, "").replace(/\/dashboard$/, "");
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
          <Button
            variant="ghost"
            loading={leaving}
            pendingLabel="Signing out…"
            onClick={async () => {
              setLeaving(true);
              await api.adminLogout();
              queryClient.clear();
              navigate(SESSION_PATHS.adminLogin);
            }}
          >
            Log out
          </Button>
        </div>
      </header>
      <div className="app-body">
        <TabLinks
          label="Back office sections"
          linkComponent={Link}
          items={ADMIN_SECTIONS.map((section) => ({ ...section, current: section.href === path }))}
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
