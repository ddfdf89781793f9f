import { resolveError } from "@ringline/api-client";
import { useRouteQuery } from "@ringline/api-client/react";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
} from "@ringline/react-widgets";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../shared/format.js";

function Figure({ label, value, to }: { label: string; value: ReactNode; to?: string }) {
  return (
    <div className="admin-figure">
      <dt>{to ? <Link to={to}>{label}</Link> : label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The figures at a glance: customers by status, trials, revenue, calls, failures, errors. */
export function AdminOverviewCard() {
  const overview = useRouteQuery("getAdminOverview");
  return (
    <Card as="section" aria-labelledby="at-a-glance">
      <CardHeader>
        <CardTitle id="at-a-glance" as="h2">
          At a glance
        </CardTitle>
        <CardDescription>Today and this month, in UTC.</CardDescription>
      </CardHeader>
      <CardContent>
        {overview.isPending && <Skeleton shape="block" height="6rem" />}
        {overview.isError && (
          <div className="form-alert" role="alert">
            <p>{resolveError(overview.error).message}</p>
            <Button variant="secondary" onClick={() => overview.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {overview.data && (
          <dl className="admin-figures">
            {overview.data.customersByStatus.length === 0 && (
              <Figure label="Customers" value={0} to="/admin/new/customers" />
            )}
            {overview.data.customersByStatus.map((group) => (
              <Figure
                key={group.status}
                label={`Customers ${group.status}`}
                value={group.count}
                to={`/admin/new/customers?status=${encodeURIComponent(group.status)}`}
              />
            ))}
            <Figure
              label="Trials ending this week"
              value={overview.data.trialsEndingThisWeek}
              to="/admin/new/customers?trial=active"
            />
            <Figure
              label="Monthly recurring revenue"
              value={formatMoney(overview.data.monthlyRecurringRevenue)}
            />
            <Figure
              label="Calls today"
              value={`${overview.data.callsToday} · ${overview.data.minutesToday} min`}
            />
            <Figure
              label="Calls this month"
              value={`${overview.data.callsThisMonth} · ${overview.data.minutesThisMonth} min`}
            />
            <Figure label="Failed e-mail deliveries" value={overview.data.failedEmails} />
            <Figure label="Open errors" value={overview.data.openErrors} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
