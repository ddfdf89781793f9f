import type { TAuditLogEntry } from "@ringline/api-client";
import { useRouteQuery } from "@ringline/api-client/react";
import { Badge } from "@ringline/react-widgets";
import { useSearchParams } from "react-router";
import { PagedTableCard } from "../../components/paged-table-card.js";
import { pageFromSearch, searchWithPage } from "../../shared/page-query.js";
import { TwoFactorSettingsCard } from "./access/two-factor-settings-card.js";
import { whenColumn } from "./admin-columns.js";
import { AdminOverviewCard } from "./admin-overview-card.js";

const ENTRIES_PER_PAGE = 20;

/** The back office's overview: the administrator's own security, the figures at a glance, and the audit log. */
export function AdminHomePage() {
  const admin = useRouteQuery("getAdminMe");
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const audit = useRouteQuery("getAuditLog", { page, pageSize: ENTRIES_PER_PAGE });
  return (
    <div className="tab-grid">
      <div className="app-title">
        <h1>Overview</h1>
        {admin.data && (
          <p className="muted">
            Signed in as {admin.data.email}{" "}
            {admin.data.totpEnabled ? (
              <Badge variant="success">Two-factor on</Badge>
            ) : (
              <Badge variant="warning">Two-factor off</Badge>
            )}
          </p>
        )}
      </div>
      <AdminOverviewCard />
      <PagedTableCard<TAuditLogEntry>
        headingLevel="h2"
        title="Audit log"
        description="Every administrator action, newest first."
        caption="Administrator actions"
        query={audit}
        page={page}
        pageSize={ENTRIES_PER_PAGE}
        hrefFor={(next) => searchWithPage(search, next)}
        emptyMessage="No administrator actions yet."
        columns={[
          whenColumn("When", (entry) => entry.createdAt),
          { key: "action", header: "Action", cell: (entry) => <code>{entry.action}</code> },
          {
            key: "request",
            header: "Request",
            cell: (entry) => (entry.method ? `${entry.method} ${entry.path ?? ""}` : "—"),
          },
          {
            key: "status",
            header: "Status",
            align: "end",
            cell: (entry) => entry.statusCode ?? "—",
          },
        ]}
      />
      {admin.data?.totpEnabled && <TwoFactorSettingsCard />}
    </div>
  );
}
