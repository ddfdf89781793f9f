import {
  resolveError,
  type TIntegrationConnection,
  type TIntegrationProviderInfo,
  type TIntegrationsResponse,
} from "@ringline/api-client";
import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
} from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.js";
import { IntegrationConnect } from "../../components/integration-connect.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatDateTime, formatRelativeTime } from "../../shared/format.js";

type Kind = TIntegrationProviderInfo["kind"];

/** What disconnecting does, in the owner's words, before they confirm. */
function disconnectConsequence(
  provider: TIntegrationProviderInfo,
  connection: TIntegrationConnection,
  otherCalendars: number,
): string {
  if (provider.kind === "crm") {
    return `New leads stop going to ${provider.name}. What is already there stays, and Ringline's access is removed.`;
  }
  const bookings = connection.bookInto
    ? otherCalendars > 0
      ? " New bookings go to your other calendar."
      : " New bookings stay in Ringline's own list."
    : "";
  return `Your receptionist stops reading your busy times from ${provider.name}.${bookings} Events already in it stay.`;
}

/** A connection's state, in words and a badge. */
function ConnectionState({
  connection,
  name,
}: {
  connection: TIntegrationConnection | undefined;
  name: string;
}) {
  if (!connection) return <p className="integration-state muted">Not connected</p>;
  // The demo calendar's account is the calendar itself: "Connected", not "as Demo calendar".
  const account = connection.accountLabel === name ? null : connection.accountLabel;
  if (connection.status === "error") {
    return (
      <div className="integration-state">
        <p>
          <Badge variant="danger">Needs attention</Badge>
          {account && <> as {account}</>}
        </p>
        <p className="integration-error">
          {connection.lastError ?? "Ringline could not reach this account."}
          {connection.lastErrorAt && (
            <span className="muted"> ({formatRelativeTime(connection.lastErrorAt)})</span>
          )}
        </p>
      </div>
    );
  }
  return (
    <p className="integration-state">
      <Badge variant="success">Connected</Badge>
      {account && (
        <>
          {" "}
          as <strong>{account}</strong>
        </>
      )}
    </p>
  );
}

/** One tool: its name, its state, the last sync, and how to connect or disconnect it. */
function ProviderRow({
  provider,
  connection,
  onDisconnect,
}: {
  provider: TIntegrationProviderInfo;
  connection: TIntegrationConnection | undefined;
  onDisconnect: (connection: TIntegrationConnection) => void;
}) {
  const zone = useBusinessTimeZone();
  const nameId = useId();
  return (
    <li
      className="integration-row"
      aria-labelledby={nameId}
      data-state={connection?.status ?? "none"}
    >
      <div className="integration-summary">
        <h3 id={nameId} className="integration-name">
          {provider.name}
          {provider.demo && (
            <>
              {" "}
              <Badge variant="info">Demo</Badge>
            </>
          )}
        </h3>
        {connection || provider.available ? (
          <ConnectionState connection={connection} name={provider.name} />
        ) : (
          <p className="integration-state muted">Not set up on this server</p>
        )}
        {connection?.lastSyncAt && (
          <p className="integration-sync muted">
            Last checked{" "}
            <time
              dateTime={connection.lastSyncAt}
              title={formatDateTime(connection.lastSyncAt, zone)}
            >
              {formatRelativeTime(connection.lastSyncAt)}
            </time>
          </p>
        )}
      </div>
      <div className="integration-actions">
        {(!connection || connection.status === "error") && provider.available && (
          <IntegrationConnect
            provider={provider}
            returnTo="dashboard"
            reconnect={connection?.status === "error"}
          />
        )}
        {connection && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Disconnect ${provider.name}`}
            onClick={() => onDisconnect(connection)}
          >
            Disconnect
          </Button>
        )}
      </div>
    </li>
  );
}

/** Which connected calendar the receptionist writes bookings to. */
function BookingsChoice({
  calendars,
  providers,
}: {
  calendars: readonly TIntegrationConnection[];
  providers: readonly TIntegrationProviderInfo[];
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const choose = useMutation({
    mutationFn: (id: string) => api.updateIntegration({ id, bookInto: true }),
    onSuccess: async (connection) => {
      const name = providers.find((provider) => provider.id === connection.provider)?.name;
      toast({ title: `Bookings now go to ${name ?? "this calendar"}`, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf("listIntegrations") });
    },
    onError: (error) => {
      const { title, message } = resolveError(error);
      toast({ title, description: message, variant: "error" });
    },
  });
  const chosen = choose.isPending
    ? choose.variables
    : calendars.find((calendar) => calendar.bookInto)?.id;
  return (
    <fieldset className="integration-bookings" aria-busy={choose.isPending}>
      <legend>Bookings go here</legend>
      <p className="muted">Your receptionist writes every booking to this calendar.</p>
      {calendars.map((calendar) => {
        const name = providers.find((provider) => provider.id === calendar.provider)?.name;
        return (
          <label key={calendar.id} className="integration-radio">
            <input
              type="radio"
              name="bookInto"
              value={calendar.id}
              checked={chosen === calendar.id}
              disabled={choose.isPending}
              onChange={() => choose.mutate(calendar.id)}
            />
            <span>
              {name ?? calendar.provider}
              {calendar.accountLabel && calendar.accountLabel !== name && (
                <span className="muted"> · {calendar.accountLabel}</span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

const CARD_TEXT: Record<Kind, { title: string; description: string }> = {
  calendar: {
    title: "Calendars",
    description:
      "Your receptionist offers only times your calendar shows free, and writes the bookings it makes.",
  },
  crm: {
    title: "CRMs",
    description: "Every lead your receptionist takes is sent to your CRM with the call's notes.",
  },
};

/**
 * The tools of one kind (calendars or CRMs): each with its state and actions, disconnecting
 * behind a confirmation that says what happens, and for calendars the one bookings go to.
 */
export function IntegrationProvidersCard({
  kind,
  data,
}: {
  kind: Kind;
  data: TIntegrationsResponse;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [leaving, setLeaving] = useState<TIntegrationConnection>();
  const providers = data.providers.filter((provider) => provider.kind === kind);
  const connections = data.connections.filter((connection) => connection.kind === kind);
  const disconnect = useMutation({
    mutationFn: (id: string) => api.disconnectIntegration({ id }),
    onSuccess: async (answer) => {
      setLeaving(undefined);
      toast({ title: "Disconnected", description: answer.message, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf("listIntegrations") });
    },
  });
  const leavingProvider = providers.find((provider) => provider.id === leaving?.provider);
  const { title, description } = CARD_TEXT[kind];
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {providers.length === 0 ? (
          <p className="muted">None of these can be connected on this server yet.</p>
        ) : (
          <ul className="integration-list">
            {providers.map((provider) => (
              <ProviderRow
                key={provider.id}
                provider={provider}
                connection={connections.find((connection) => connection.provider === provider.id)}
                onDisconnect={(connection) => {
                  disconnect.reset();
                  setLeaving(connection);
                }}
              />
            ))}
          </ul>
        )}
        {kind === "calendar" && connections.length > 0 && (
          <BookingsChoice calendars={connections} providers={data.providers} />
        )}
        {kind === "calendar" && connections.length === 0 && providers.length > 0 && (
          <p className="muted">
            No calendar yet: your receptionist keeps bookings in Ringline's own list (Call Logs).
          </p>
        )}
        <ConfirmDialog
          open={leaving !== undefined}
          onOpenChange={(open) => {
            if (!open) setLeaving(undefined);
          }}
          title={`Disconnect ${leavingProvider?.name ?? "this account"}?`}
          description={
            leaving && leavingProvider
              ? disconnectConsequence(leavingProvider, leaving, connections.length - 1)
              : ""
          }
          cancelLabel="Keep it connected"
          confirmLabel="Disconnect"
          pending={disconnect.isPending}
          pendingLabel="Disconnecting…"
          onConfirm={() => leaving && disconnect.mutate(leaving.id)}
          error={disconnect.isError ? disconnect.error : undefined}
        />
      </CardContent>
    </Card>
  );
}
