import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { resolveError } from "@ringline/api-client";
import { useRouteQuery } from "@ringline/api-client/react";
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
} from "@ringline/react-widgets";
import { useIntegrationReturn } from "../../shared/integrations.js";
import { DemoCalendarCard } from "./demo-calendar-card.js";
import { IntegrationProvidersCard } from "./integration-providers-card.js";
import { SchedulingCard } from "./scheduling-card.js";
import { WebhooksCard } from "./webhooks-card.js";
import "../../styles/account.css";
import "../../styles/integrations.css";

/** The cards the tab shows first, by their titles. */
const SKELETON_CARDS = [
  { key: "calendar", title: msg`Calendars` },
  { key: "scheduling", title: msg`Scheduling` },
  { key: "crm", title: msg`CRMs` },
] as const;

/** The tab's cards as placeholders while the list loads. */
function IntegrationsSkeleton() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  return (
    <div
      className="tab-grid"
      role="status"
      aria-label={t`Loading your integrations…`}
      aria-busy="true"
    >
      {SKELETON_CARDS.map(({ key, title }) => (
        <Card key={key} aria-hidden="true">
          <CardHeader>
            <CardTitle as="h2">{_(title)}</CardTitle>
          </CardHeader>
          <CardContent>
            <Skeleton shape="block" height="4.5rem" />
            <Skeleton width="60%" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/**
 * Integrations: the owner's calendars (free/busy and where bookings go), the scheduling
 * rules, the demo calendar when it is connected, the CRMs that receive leads, and webhooks.
 * Arriving back from a provider (`?connected=google`, `?integrationError=…`) says how it
 * went and cleans the address.
 */
export function IntegrationsTab() {
  const integrations = useRouteQuery("listIntegrations");
  useIntegrationReturn(integrations.data?.providers ?? (integrations.isError ? [] : undefined));
  if (integrations.isPending) return <IntegrationsSkeleton />;
  if (integrations.isError) {
    const { title, message } = resolveError(integrations.error);
    return (
      <Card as="section" aria-labelledby="integrations-error" role="alert">
        <CardHeader>
          <CardTitle id="integrations-error" as="h2">
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p>{message}</p>
          <Button variant="secondary" onClick={() => integrations.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const data = integrations.data;
  const demoConnected = data.connections.some(
    (connection) => connection.provider === "local-calendar" && connection.status === "connected",
  );
  return (
    <div className="tab-grid">
      <IntegrationProvidersCard kind="calendar" data={data} />
      <SchedulingCard saved={data.scheduling} />
      {demoConnected && <DemoCalendarCard />}
      <IntegrationProvidersCard kind="crm" data={data} />
      <WebhooksCard />
    </div>
  );
}
