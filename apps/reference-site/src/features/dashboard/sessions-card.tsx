import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { resolveError, type TSessionSummary } from "@ringline/api-client";
import { queryKeyOf, useApiClient, useSessions } from "@ringline/api-client/react";
import { Badge, Button, toast } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TableCard } from "../../components/paged-table-card.js";
import { tableStateOf } from "../../components/table-state.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatDateTime } from "../../shared/format.js";
import { activeLocale, i18n } from "../../shared/i18n/i18n.js";

/** The user's live sessions, each but this one with a way to end it. */
export function SessionsCard() {
  const zone = useBusinessTimeZone();
  const { t } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const end = useMutation({
    mutationFn: (id: string) => api.endSession({ id }),
    onSuccess: () => {
      toast({ title: t`Session ended`, variant: "success" });
      return queryClient.invalidateQueries({ queryKey: queryKeyOf("listSessions") });
    },
    onError: (error) => {
      const { title, message } = resolveError(error);
      toast({ title, description: message, variant: "error" });
    },
  });
  return (
    <TableCard<TSessionSummary>
      stackOnNarrow
      locale={activeLocale()}
      title={t`Where you are signed in`}
      description={t`End a session you do not recognize.`}
      caption={t`Your sessions`}
      rowKey="id"
      {...tableStateOf(sessions)}
      emptyMessage={t`No other sessions.`}
      columns={[
        {
          key: "device",
          header: t`Device`,
          rowHeader: true,
          cell: (session) => (
            <>
              {describeAgent(session.userAgent)}{" "}
              {session.current && (
                <Badge variant="info">
                  <Trans>This device</Trans>
                </Badge>
              )}
            </>
          ),
        },
        { key: "ip", header: t`IP address`, cell: (session) => session.ipAddress ?? "—" },
        {
          key: "seen",
          header: t`Last active`,
          cell: (session) => formatDateTime(session.lastSeenAt, zone),
        },
        {
          key: "action",
          header: (
            <span className="visually-hidden">
              <Trans>Actions</Trans>
            </span>
          ),
          align: "end",
          cell: (session) =>
            session.current ? null : (
              <Button
                size="sm"
                variant="secondary"
                locale={activeLocale()}
                loading={end.isPending && end.variables === session.id}
                onClick={() => end.mutate(session.id)}
              >
                <Trans>End session</Trans>
              </Button>
            ),
        },
      ]}
    />
  );
}

/** A short, readable name for a browser's user agent, in the page's language. */
export function describeAgent(userAgent: string | null): string {
  if (!userAgent) return i18n._(msg`Unknown device`);
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Chrome\//.test(userAgent)
      ? "Chrome"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : i18n._(msg`Browser`);
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "";
  return system ? i18n._(msg`${browser} on ${system}`) : browser;
}
