import { Trans, useLingui } from "@lingui/react/macro";
import { useRouteQuery } from "@ringline/api-client/react";
import { Badge, Button, Skeleton } from "@ringline/react-widgets";
import { useId, useState } from "react";
import { IntegrationConnect } from "../../components/integration-connect.js";
import { useIntegrationReturn } from "../../shared/integrations.js";
import "../../styles/integrations.css";

/**
 * The receptionist step's "Where should showings go?": connect a calendar (the same actions
 * as the dashboard's, returning here), see the one connected, or skip and keep bookings in
 * Ringline's own list. It never holds up the step: Next works whatever is chosen here.
 */
export function CalendarChoice({
  businessType,
  beforeLeave,
}: {
  businessType: string;
  /** Keeps what was typed before the browser leaves for a calendar's sign-in. */
  beforeLeave: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const integrations = useRouteQuery("listIntegrations");
  const [skipped, setSkipped] = useState(false);
  useIntegrationReturn(integrations.data?.providers ?? (integrations.isError ? [] : undefined));
  const bookings = businessType === "real_estate" ? t`showings` : t`appointments`;
  const heading = t`Where should ${bookings} go?`;
  if (integrations.isError) return null;
  if (integrations.isPending) {
    return (
      <section className="calendar-choice" aria-labelledby={titleId} aria-busy="true">
        <h2 id={titleId}>{heading}</h2>
        <Skeleton width="70%" />
      </section>
    );
  }
  const { providers, connections } = integrations.data;
  const calendars = connections.filter((connection) => connection.kind === "calendar");
  const chosen = calendars.find((calendar) => calendar.bookInto) ?? calendars[0];
  const chosenName = providers.find((provider) => provider.id === chosen?.provider)?.name;
  const offered = providers.filter(
    (provider) => provider.kind === "calendar" && provider.available,
  );
  const calendarName = chosenName ?? chosen?.provider;
  const account = chosen?.accountLabel ? ` (${chosen.accountLabel})` : "";
  return (
    <section className="calendar-choice" aria-labelledby={titleId}>
      <h2 id={titleId}>{heading}</h2>
      {chosen ? (
        <p>
          <Badge variant={chosen.status === "connected" ? "success" : "danger"}>
            {chosen.status === "connected" ? t`Connected` : t`Needs attention`}
          </Badge>{" "}
          <Trans>
            Your receptionist books {bookings} into <strong>{calendarName}</strong>
            {account}, only at times it shows free.
          </Trans>
        </p>
      ) : skipped || offered.length === 0 ? (
        <p>
          <Trans>
            Ringline keeps your {bookings} in its own list, in Call Logs. You can connect a calendar
            any time in Integrations.
          </Trans>
          {offered.length > 0 && (
            <>
              {" "}
              <Button variant="ghost" size="sm" onClick={() => setSkipped(false)}>
                <Trans>Connect a calendar</Trans>
              </Button>
            </>
          )}
        </p>
      ) : (
        <>
          <p className="muted">
            <Trans>
              Connect your calendar: your receptionist offers only the times it shows free and puts
              each booking in it.
            </Trans>
          </p>
          <ul className="integration-list" aria-label={t`Calendars`}>
            {offered.map((provider) => (
              <li key={provider.id} className="integration-row">
                <span className="integration-name">
                  {provider.name}
                  {provider.demo && (
                    <>
                      {" "}
                      <Badge variant="info">
                        <Trans>Demo</Trans>
                      </Badge>
                    </>
                  )}
                </span>
                <IntegrationConnect
                  provider={provider}
                  returnTo="onboarding"
                  beforeLeave={beforeLeave}
                />
              </li>
            ))}
          </ul>
          <div>
            <Button variant="ghost" size="sm" onClick={() => setSkipped(true)}>
              <Trans>Skip: use Ringline's own list</Trans>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
