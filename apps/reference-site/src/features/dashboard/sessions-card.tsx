import { resolveError, type TSessionSummary } from "@ringline/api-client";
import { queryKeyOf, useApiClient, useSessions } from "@ringline/api-client/react";
import { Badge, Button, toast } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TableCard } from "../../components/paged-table-card.js";
import { tableStateOf } from "../../components/table-state.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatDateTime } from "../../shared/format.js";

/** The user's live sessions, each but this one with a way to end it. */
export function SessionsCard() {
  const zone = useBusinessTimeZone();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const end = useMutation({
    mutationFn: (id: string) => api.endSession({ id }),
    onSuccess: () => {
      toast({ title: "Session ended", variant: "success" });
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
      title="Where you are signed in"
      description="End a session you do not recognize."
      caption="Your sessions"
      rowKey="id"
      {...tableStateOf(sessions)}
      emptyMessage="No other sessions."
      columns={[
        {
          key: "device",
          header: "Device",
          rowHeader: true,
          cell: (session) => (
            <>
              {describeAgent(session.userAgent)}{" "}
              {session.current && <Badge variant="info">This device</Badge>}
            </>
          ),
        },
        { key: "ip", header: "IP address", cell: (session) => session.ipAddress ?? "—" },
        {
          key: "seen",
          header: "Last active",
          cell: (session) => formatDateTime(session.lastSeenAt, zone),
        },
        {
          key: "action",
          header: <span className="visually-hidden">Actions</span>,
          align: "end",
          cell: (session) =>
            session.current ? null : (
              <Button
                size="sm"
                variant="secondary"
                loading={end.isPending && end.variables === session.id}
                onClick={() => end.mutate(session.id)}
              >
                End session
              </Button>
            ),
        },
      ]}
    />
  );
}

/** A short, readable name for a browser's user agent. */
export function describeAgent(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Chrome\//.test(userAgent)
      ? "Chrome"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
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
  return system ? `${browser} on ${system}` : browser;
}
