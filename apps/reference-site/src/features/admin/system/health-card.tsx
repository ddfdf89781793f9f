import { resolveError, type TAdminHealthCheck } from "@ringline/api-client";
import { useRouteQuery } from "@ringline/api-client/react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@ringline/react-widgets";
import { Fragment, type ReactNode, useId } from "react";
import { formatDateTime } from "../../../shared/format.js";

const COMPONENT_NAMES: Record<TAdminHealthCheck["component"], string> = {
  database: "Database",
  redis: "Redis",
  "voice-platform": "Voice platform",
  "job-queue": "Job queue",
  "call-reports": "Call reports",
};

function HealthState({ check }: { check: TAdminHealthCheck }) {
  if (check.state === "ok") return <Badge variant="success">OK</Badge>;
  if (check.state === "down") return <Badge variant="danger">Down</Badge>;
  return <Badge variant="neutral">Not configured</Badge>;
}

export function HealthCard() {
  const health = useRouteQuery("getAdminSystemHealth");
  const titleId = useId();
  let body: ReactNode;
  if (health.isPending) {
    body = <p role="status">Checking each part of the platform…</p>;
  } else if (health.isError) {
    body = (
      <div role="alert" className="admin-customer-cell">
        <span>{resolveError(health.error).message}</span>
        <span>
          <Button size="sm" variant="secondary" onClick={() => health.refetch()}>
            Check again
          </Button>
        </span>
      </div>
    );
  } else {
    const { checks, jobs, checkedAt } = health.data;
    body = (
      <>
        <dl className="detail-list">
          {checks.map((check) => (
            <Fragment key={check.component}>
              <dt>{COMPONENT_NAMES[check.component]}</dt>
              <dd>
                <span className="admin-customer-cell">
                  <span>
                    <HealthState check={check} />
                    {check.latencyMs !== null && (
                      <span className="muted">{` ${check.latencyMs} ms`}</span>
                    )}
                  </span>
                  <span className="muted">{check.detail}</span>
                </span>
              </dd>
            </Fragment>
          ))}
          {jobs && (
            <>
              <dt>Jobs</dt>
              <dd>{`${jobs.queued} queued, ${jobs.active} running, ${jobs.failed} failed`}</dd>
            </>
          )}
        </dl>
        <p className="muted">
          {`Checked ${formatDateTime(checkedAt)}. `}
          <Button
            size="sm"
            variant="ghost"
            loading={health.isFetching}
            pendingLabel="Checking…"
            onClick={() => health.refetch()}
          >
            Check again
          </Button>
        </p>
      </>
    );
  }
  return (
    <Card as="section" aria-labelledby={titleId} aria-busy={health.isFetching}>
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          Health
        </CardTitle>
        <CardDescription>Each part asked now, each given 3 seconds to answer.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
