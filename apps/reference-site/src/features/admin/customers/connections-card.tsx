import type { TIntegrationConnection } from "@ringline/api-client";
import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Badge, Button } from "@ringline/react-widgets";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.js";
import { TableCard } from "../../../components/paged-table-card.js";
import { tableStateOf } from "../../../components/table-state.js";
import { formatDateTime } from "../../../shared/format.js";
import { useAdminAction } from "../use-admin-action.js";

/**
 * A customer's connections (calendars and CRMs) in the back office: whose account, the
 * state, the last error and the last sync; an administrator who may write can disconnect one
 * (audited) after a confirmation, a read-only role sees the list only.
 */
export function ConnectionsCard({
  customerId,
  readOnly,
}: {
  customerId: string;
  readOnly: boolean;
}) {
  const api = useApiClient();
  const connections = useRouteQuery("listAdminCustomerIntegrations", { customerId });
  const [leaving, setLeaving] = useState<TIntegrationConnection>();
  const disconnect = useAdminAction(
    (connectionId: string) => api.disconnectAdminCustomerIntegration({ customerId, connectionId }),
    "Disconnected",
    ["listAdminCustomerIntegrations"],
  );
  return (
    <TableCard<TIntegrationConnection>
      headingLevel="h2"
      rowKey="id"
      title="Connections"
      description={
        readOnly
          ? "The customer's calendars and CRMs. Your role can read them but not disconnect them."
          : "The customer's calendars and CRMs. Disconnecting is written to the audit log."
      }
      caption="The customer's connected calendars and CRMs"
      {...tableStateOf(connections)}
      emptyMessage="No calendars or CRMs connected."
      columns={[
        {
          key: "provider",
          header: "Provider",
          rowHeader: true,
          cell: (connection) => (
            <>
              <code>{connection.provider}</code> <span className="muted">({connection.kind})</span>
            </>
          ),
        },
        {
          key: "account",
          header: "Connected as",
          cell: (connection) => connection.accountLabel ?? "—",
        },
        {
          key: "status",
          header: "Status",
          cell: (connection) => (
            <>
              <Badge variant={connection.status === "connected" ? "success" : "danger"}>
                {connection.status}
              </Badge>
              {connection.bookInto && <span className="muted"> · bookings</span>}
            </>
          ),
        },
        {
          key: "error",
          header: "Last error",
          cell: (connection) =>
            connection.lastError ? (
              <>
                {connection.lastError}
                {connection.lastErrorAt && (
                  <span className="muted"> ({formatDateTime(connection.lastErrorAt)})</span>
                )}
              </>
            ) : (
              "—"
            ),
        },
        {
          key: "sync",
          header: "Last sync",
          cell: (connection) =>
            connection.lastSyncAt ? formatDateTime(connection.lastSyncAt) : "—",
        },
        ...(readOnly
          ? []
          : [
              {
                key: "actions",
                header: <span className="visually-hidden">Actions</span>,
                align: "end" as const,
                cell: (connection: TIntegrationConnection) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Disconnect ${connection.provider}`}
                    onClick={() => {
                      disconnect.reset();
                      setLeaving(connection);
                    }}
                  >
                    Disconnect
                  </Button>
                ),
              },
            ]),
      ]}
    >
      <ConfirmDialog
        open={leaving !== undefined}
        onOpenChange={(open) => {
          if (!open) setLeaving(undefined);
        }}
        title={`Disconnect ${leaving?.provider ?? ""}?`}
        description={`The customer's ${leaving?.kind === "crm" ? "leads stop going to this CRM" : "receptionist stops reading and writing this calendar"}; Ringline's access is revoked where the provider allows it. The customer can connect it again.`}
        confirmLabel="Disconnect"
        pending={disconnect.isPending}
        pendingLabel="Disconnecting…"
        onConfirm={() =>
          leaving && disconnect.mutate(leaving.id, { onSuccess: () => setLeaving(undefined) })
        }
      />
    </TableCard>
  );
}
