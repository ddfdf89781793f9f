import type { TAdminDelivery } from "@ringline/api-client";
import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Button } from "@ringline/react-widgets";
import { TableCard } from "../../../components/paged-table-card.js";
import { tableStateOf } from "../../../components/table-state.js";
import { formatDateTime } from "../../../shared/format.js";
import { whenColumn } from "../admin-columns.js";
import { useAdminAction } from "../use-admin-action.js";

const DELIVERIES_SHOWN = 50;

export function DeliveriesCard({ readOnly }: { readOnly: boolean }) {
  const api = useApiClient();
  const deliveries = useRouteQuery("listAdminDeliveries", {
    page: 1,
    pageSize: DELIVERIES_SHOWN,
    status: "failed",
  });
  const replay = useAdminAction(
    (deliveryId: string) => api.replayAdminDelivery({ deliveryId }),
    "Delivery replayed",
    ["listAdminDeliveries"],
  );
  const total = deliveries.data?.total ?? 0;
  return (
    <TableCard<TAdminDelivery>
      headingLevel="h2"
      title="Failed server-message deliveries"
      description={`Messages from the voice platform whose effects could not be applied, oldest first${
        total > DELIVERIES_SHOWN ? ` (the first ${DELIVERIES_SHOWN} of ${total})` : ""
      }. A replay applies one again, at most once.`}
      caption="Failed deliveries"
      rowKey="id"
      {...tableStateOf(deliveries)}
      emptyMessage="No failed deliveries."
      columns={[
        whenColumn("Received", (row) => row.createdAt),
        {
          key: "what",
          header: "Message",
          cell: (row) => (
            <span className="admin-customer-cell">
              <code>{row.eventType}</code>
              {row.callId && <span className="muted">{`Call ${row.callId}`}</span>}
            </span>
          ),
        },
        {
          key: "error",
          header: "Error",
          cell: (row) => (
            <span className="admin-customer-cell">
              <span>{row.error ?? "—"}</span>
              <span className="muted">{`${row.attempts} attempt(s)`}</span>
            </span>
          ),
        },
        {
          key: "replay",
          header: "Replay",
          align: "end",
          cell: (row) => (
            <Button
              size="sm"
              variant="secondary"
              disabled={readOnly}
              loading={replay.isPending && replay.variables === row.id}
              pendingLabel="Replaying…"
              aria-label={`Replay the ${row.eventType} received ${formatDateTime(row.createdAt)}`}
              onClick={() => replay.mutate(row.id)}
            >
              Replay
            </Button>
          ),
        },
      ]}
    />
  );
}
