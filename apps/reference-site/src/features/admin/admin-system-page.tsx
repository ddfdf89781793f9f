import {
  ADMIN_ROLES,
  resolveError,
  type TAdminErrorGroup,
  type TAdminUserSummary,
  type TPlan,
} from "@ringline/api-client";
import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  Field,
  Select,
  Table,
} from "@ringline/react-widgets";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { pageFromSearch, searchWithPage } from "../../app/page-query.js";
import { PagedTableCard } from "../../components/paged-table-card.js";
import { formatDateTime, formatMoney } from "../dashboard/format.js";
import { useAdminAction } from "./use-admin-action.js";

const ERRORS_PER_PAGE = 20;
const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: role }));

function HealthCard() {
  const health = useRouteQuery("getHealth");
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          Health
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="detail-list">
          <dt>API</dt>
          <dd>
            {health.isPending ? (
              "Checking…"
            ) : health.isError ? (
              <Badge variant="danger">Not answering</Badge>
            ) : (
              <Badge variant="success">OK</Badge>
            )}
          </dd>
          <dt>Database</dt>
          <dd>{health.data ? `${health.data.database}, answering` : "—"}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

function ErrorsCard({ readOnly }: { readOnly: boolean }) {
  const api = useApiClient();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const errors = useRouteQuery("listAdminErrors", {
    page,
    pageSize: ERRORS_PER_PAGE,
    resolved: "false",
  });
  const [resolving, setResolving] = useState<TAdminErrorGroup | undefined>();
  const [resolution, setResolution] = useState("");
  const resolve = useAdminAction(
    (input: { errorLogId: string; resolution: string }) => api.resolveAdminError(input),
    "Error resolved",
  );
  return (
    <>
      <PagedTableCard<TAdminErrorGroup>
        headingLevel="h2"
        title="Open errors"
        caption="Errors not resolved yet"
        query={errors}
        page={page}
        pageSize={ERRORS_PER_PAGE}
        hrefFor={(next) => searchWithPage(search, next)}
        emptyMessage="No open errors."
        columns={[
          {
            key: "message",
            header: "Error",
            rowHeader: true,
            cell: (error) => (
              <span className="admin-customer-cell">
                <span>{error.message}</span>
                <span className="muted">{error.component ?? error.url ?? error.errorId}</span>
              </span>
            ),
          },
          {
            key: "severity",
            header: "Severity",
            cell: (error) => (
              <Badge variant={error.severity === "critical" ? "danger" : "warning"}>
                {error.severity}
              </Badge>
            ),
          },
          { key: "count", header: "Times", align: "end", cell: (error) => error.occurrenceCount },
          { key: "users", header: "Users", align: "end", cell: (error) => error.affectedUsers },
          { key: "last", header: "Last seen", cell: (error) => formatDateTime(error.lastSeen) },
          {
            key: "resolve",
            header: "Resolve",
            align: "end",
            cell: (error) => (
              <Button
                size="sm"
                variant="secondary"
                disabled={readOnly}
                aria-label={`Resolve "${error.message}"`}
                onClick={() => {
                  setResolution("");
                  setResolving(error);
                }}
              >
                Resolve
              </Button>
            ),
          },
        ]}
      />
      <Dialog
        open={resolving !== undefined}
        onOpenChange={(open) => {
          if (!open) setResolving(undefined);
        }}
        title="Resolve this error"
        description={resolving?.message}
      >
        <form
          className="admin-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!resolving || !resolution.trim()) return;
            resolve.mutate(
              { errorLogId: resolving.id, resolution },
              { onSuccess: () => setResolving(undefined) },
            );
          }}
        >
          <Field label="How it was resolved" required>
            <textarea
              name="resolution"
              rows={3}
              maxLength={5000}
              value={resolution}
              onChange={(event) => setResolution(event.target.value)}
            />
          </Field>
          <Button type="submit" loading={resolve.isPending} pendingLabel="Saving…">
            Mark resolved
          </Button>
        </form>
      </Dialog>
    </>
  );
}

function PlansCard() {
  const plans = useRouteQuery("listPlans");
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          Plan configurations
        </CardTitle>
        <CardDescription>The active plans as customers see them.</CardDescription>
      </CardHeader>
      <CardContent>
        <Table<TPlan>
          caption="Active plans"
          hideCaption
          rowKey="id"
          loading={plans.isPending}
          error={plans.isError ? resolveError(plans.error).message : undefined}
          onRetry={() => plans.refetch()}
          rows={plans.data?.items ?? []}
          emptyMessage="No active plans."
          columns={[
            { key: "name", header: "Plan", rowHeader: true, cell: (plan) => plan.name },
            { key: "monthly", header: "Monthly", cell: (plan) => formatMoney(plan.monthlyPrice) },
            { key: "annual", header: "Annual", cell: (plan) => formatMoney(plan.annualPrice) },
            {
              key: "minutes",
              header: "Minutes",
              cell: (plan) => plan.minutesIncluded ?? "Unlimited",
            },
            {
              key: "overage",
              header: "Overage",
              align: "end",
              cell: (plan) =>
                plan.overageRatePerMinute === null
                  ? "—"
                  : `${formatMoney(plan.overageRatePerMinute)}/min`,
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}

function AdminUsersCard({ readOnly, selfId }: { readOnly: boolean; selfId: string | undefined }) {
  const api = useApiClient();
  const admins = useRouteQuery("listAdminUsers", { page: 1, pageSize: 100 });
  const titleId = useId();
  const [form, setForm] = useState({ username: "", email: "", password: "", role: "support" });
  const create = useAdminAction(
    () =>
      api.createAdminUser({
        ...form,
        role: form.role === "admin" ? "admin" : "support",
      }),
    "Administrator added",
  );
  const resetTwoFactor = useAdminAction(
    (adminUserId: string) => api.resetAdminTwoFactor({ adminUserId }),
    "Two-factor reset",
  );
  const setActive = useAdminAction(
    (input: { adminUserId: string; isActive: boolean }) => api.updateAdminUser(input),
    "Administrator changed",
  );
  const edit = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((previous) => ({ ...previous, [name]: event.target.value })),
  });
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          Administrators
        </CardTitle>
        <CardDescription>
          An admin may change data; support may only read. Resetting two-factor sign-in ends the
          administrator's sessions.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table<TAdminUserSummary>
          caption="Administrator accounts"
          hideCaption
          rowKey="id"
          loading={admins.isPending}
          error={admins.isError ? resolveError(admins.error).message : undefined}
          onRetry={() => admins.refetch()}
          rows={admins.data?.items ?? []}
          emptyMessage="No administrators."
          columns={[
            {
              key: "who",
              header: "Administrator",
              rowHeader: true,
              cell: (row) => (
                <span className="admin-customer-cell">
                  <span>{row.username}</span>
                  <span className="muted">{row.email}</span>
                </span>
              ),
            },
            { key: "role", header: "Role", cell: (row) => row.role },
            {
              key: "state",
              header: "State",
              cell: (row) =>
                row.isActive ? (
                  <Badge variant="success">Active</Badge>
                ) : (
                  <Badge variant="neutral">Off</Badge>
                ),
            },
            {
              key: "totp",
              header: "Two-factor",
              cell: (row) => (row.totpEnabled ? "On" : "Off"),
            },
            {
              key: "actions",
              header: "Actions",
              align: "end",
              cell: (row) =>
                row.id === selfId ? (
                  <span className="muted">You</span>
                ) : (
                  <span className="admin-row-actions">
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={readOnly || !row.totpEnabled}
                      aria-label={`Reset two-factor sign-in of ${row.username}`}
                      onClick={() => resetTwoFactor.mutate(row.id)}
                    >
                      Reset 2FA
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={readOnly}
                      aria-label={`${row.isActive ? "Turn off" : "Turn on"} ${row.username}`}
                      onClick={() =>
                        setActive.mutate({ adminUserId: row.id, isActive: !row.isActive })
                      }
                    >
                      {row.isActive ? "Turn off" : "Turn on"}
                    </Button>
                  </span>
                ),
            },
          ]}
        />
        {!readOnly && (
          <form
            className="admin-filters admin-new-user"
            aria-label="Add an administrator"
            onSubmit={(event) => {
              event.preventDefault();
              create.mutate(undefined, {
                onSuccess: () =>
                  setForm({ username: "", email: "", password: "", role: "support" }),
              });
            }}
          >
            <Field label="Username" required>
              <input autoComplete="off" {...edit("username")} />
            </Field>
            <Field label="E-mail" required>
              <input type="email" autoComplete="off" {...edit("email")} />
            </Field>
            <Field
              label="First password"
              hint="At least 8 characters, upper and lower case and a digit."
              required
            >
              <input type="password" autoComplete="new-password" {...edit("password")} />
            </Field>
            <Field label="Role">
              <Select options={ROLE_OPTIONS} {...edit("role")} />
            </Field>
            <div className="admin-filters-actions">
              <Button type="submit" loading={create.isPending} pendingLabel="Adding…">
                Add administrator
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** The platform: health, open errors with resolve, the plans, administrators and roles. */
export function AdminSystemPage() {
  const admin = useRouteQuery("getAdminMe");
  const readOnly = admin.data?.role === "support";
  return (
    <div className="tab-grid">
      <div className="app-title">
        <h1>System</h1>
      </div>
      <HealthCard />
      <ErrorsCard readOnly={readOnly} />
      <PlansCard />
      <AdminUsersCard readOnly={readOnly} selfId={admin.data?.id} />
    </div>
  );
}
