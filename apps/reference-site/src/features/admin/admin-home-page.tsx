import { resolveError, type TAuditLogEntry } from "@ringline/api-client";
import { useRouteQuery } from "@ringline/api-client/react";
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Pagination,
  Table,
} from "@ringline/react-widgets";
import { Link, useSearchParams } from "react-router";
import { pageFromSearch, searchWithPage } from "../../app/page-query.js";
import { formatDateTime } from "../dashboard/format.js";
import { AdminOverviewCard } from "./admin-overview-card.js";
import { TwoFactorCard } from "./two-factor-card.js";
import { TwoFactorSettingsCard } from "./two-factor-settings-card.js";

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
      {admin.data && !admin.data.totpEnabled && <TwoFactorCard />}
      <AdminOverviewCard />
      <Card as="section" aria-labelledby="audit-log">
        <CardHeader>
          <CardTitle id="audit-log" as="h2">
            Audit log
          </CardTitle>
          <CardDescription>Every administrator action, newest first.</CardDescription>
        </CardHeader>
        <CardContent>
          <Table<TAuditLogEntry>
            caption="Administrator actions"
            hideCaption
            rowKey="id"
            loading={audit.isPending}
            error={audit.isError ? resolveError(audit.error).message : undefined}
            onRetry={() => audit.refetch()}
            rows={audit.data?.items ?? []}
            emptyMessage="No administrator actions yet."
            columns={[
              {
                key: "when",
                header: "When",
                rowHeader: true,
                cell: (entry) => formatDateTime(entry.createdAt),
              },
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
          {audit.data && audit.data.total > ENTRIES_PER_PAGE && (
            <Pagination
              page={page}
              total={audit.data.total}
              pageSize={ENTRIES_PER_PAGE}
              hrefFor={(next) => searchWithPage(search, next)}
              linkComponent={Link}
            />
          )}
        </CardContent>
      </Card>
      {admin.data?.totpEnabled && <TwoFactorSettingsCard />}
    </div>
  );
}
