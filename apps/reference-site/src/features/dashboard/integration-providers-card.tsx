import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { i18n } from "../../shared/i18n/i18n.js";

type Kind = TIntegrationProviderInfo["kind"];

/** What disconnecting does, in the owner's words, before they confirm. */
function disconnectConsequence(
  provider: TIntegrationProviderInfo,
  connection: TIntegrationConnection,
  otherCalendars: number,
): string {
  const name = provider.name;
  if (provider.kind === "crm") {
    return i18n._(
      msg`New leads stop going to ${name}. What is already there stays, and Ringline's access is removed.`,
    );
  }
  if (!connection.bookInto) {
    return i18n._(
      msg`Your receptionist stops reading your busy times from ${name}. Events already in it stay.`,
    );
  }
  return otherCalendars > 0
    ? i18n._(
        msg`Your receptionist stops reading your busy times from ${name}. New bookings go to your other calendar. Events already in it stay.`,
      )
    : i18n._(
        msg`Your receptionist stops reading your busy times from ${name}. New bookings stay in Ringline's own list. Events already in it stay.`,
      );
}

/** A connection's state, in words and a badge. */
function ConnectionState({
  connection,
  name,
}: {
  connection: TIntegrationConnection | undefined;
  name: string;
}) {
  if (!connection) {
    return (
      <p className="integration-state muted">
        <Trans>Not connected</Trans>
      </p>
    );
  }
  // The demo calendar's account is the calendar itself: "Connected", not "as Demo calendar".
  const account = connection.accountLabel === name ? null : connection.accountLabel;
  if (connection.status === "error") {
    return (
      <div className="integration-state">
        <p>
          <Badge variant="danger">
            <Trans>Needs attention</Trans>
          </Badge>
          {account && (
            <>
              {" "}
              <Trans>as {account}</Trans>
            </>
          )}
        </p>
        <p className="integration-error">
          {connection.lastError ?? <Trans>Ringline could not reach this account.</Trans>}
          {connection.lastErrorAt && (
            <span className="muted"> ({formatRelativeTime(connection.lastErrorAt)})</span>
          )}
        </p>
      </div>
    );
  }
  return (
    <p className="integration-state">
      <Badge variant="success">
        <Trans>Connected</Trans>
      </Badge>
      {account && (
        <>
          {" "}
          <Trans>
            as <strong>{account}</strong>
          </Trans>
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
  const { t } = useLingui();
  const zone = useBusinessTimeZone();
  const nameId = useId();
  const name = provider.name;
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
              <Badge variant="info">
                <Trans>Demo</Trans>
              </Badge>
            </>
          )}
        </h3>
        {connection || provider.available ? (
          <ConnectionState connection={connection} name={provider.name} />
        ) : (
          <p className="integration-state muted">
            <Trans>Not set up on this server</Trans>
          </p>
        )}
        {connection?.lastSyncAt && <LastChecked at={connection.lastSyncAt} zone={zone} />}
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
            aria-label={t`Disconnect ${name}`}
            onClick={() => onDisconnect(connection)}
          >
            <Trans>Disconnect</Trans>
          </Button>
        )}
      </div>
    </li>
  );
}

/** When Ringline last checked a connection: "3 minutes ago", the full time on hover. */
function LastChecked({ at, zone }: { at: string; zone: string | null | undefined }) {
  const ago = formatRelativeTime(at);
  return (
    <p className="integration-sync muted">
      <Trans>
        Last checked{" "}
        <time dateTime={at} title={formatDateTime(at, zone)}>
          {ago}
        </time>
      </Trans>
    </p>
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
  const { t } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const choose = useMutation({
    mutationFn: (id: string) => api.updateIntegration({ id, bookInto: true }),
    onSuccess: async (connection) => {
      const name = providers.find((provider) => provider.id === connection.provider)?.name;
      toast({
        title: name ? t`Bookings now go to ${name}` : t`Bookings now go to this calendar`,
        variant: "success",
      });
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
      <legend>
        <Trans>Bookings go here</Trans>
      </legend>
      <p className="muted">
        <Trans>Your receptionist writes every booking to this calendar.</Trans>
      </p>
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

const CARD_TEXT: Record<Kind, { title: MessageDescriptor; description: MessageDescriptor }> = {
  calendar: {
    title: msg`Calendars`,
    description: msg`Your receptionist offers only times your calendar shows free, and writes the bookings it makes.`,
  },
  crm: {
    title: msg`CRMs`,
    description: msg`Every lead your receptionist takes is sent to your CRM with the call's notes.`,
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
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
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
      toast({ title: t`Disconnected`, description: answer.message, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf("listIntegrations") });
    },
  });
  const leavingProvider = providers.find((provider) => provider.id === leaving?.provider);
  const { title, description } = CARD_TEXT[kind];
  const leavingName = leavingProvider?.name;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          {_(title)}
        </CardTitle>
        <CardDescription>{_(description)}</CardDescription>
      </CardHeader>
      <CardContent>
        {providers.length === 0 ? (
          <p className="muted">
            <Trans>None of these can be connected on this server yet.</Trans>
          </p>
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
            <Trans>
              No calendar yet: your receptionist keeps bookings in Ringline's own list (Call Logs).
            </Trans>
          </p>
        )}
        <ConfirmDialog
          open={leaving !== undefined}
          onOpenChange={(open) => {
            if (!open) setLeaving(undefined);
          }}
          title={leavingName ? t`Disconnect ${leavingName}?` : t`Disconnect this account?`}
          description={
            leaving && leavingProvider
              ? disconnectConsequence(leavingProvider, leaving, connections.length - 1)
              : ""
          }
          cancelLabel={t`Keep it connected`}
          confirmLabel={t`Disconnect`}
          pending={disconnect.isPending}
          pendingLabel={t`Disconnecting…`}
          onConfirm={() => leaving && disconnect.mutate(leaving.id)}
          error={disconnect.isError ? disconnect.error : undefined}
        />
      </CardContent>
    </Card>
  );
}
