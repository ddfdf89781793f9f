import { resolveError, type TAppointment } from "@ringline/api-client";
import { queryKeyOf, routeQueryOptions, useApiClient } from "@ringline/api-client/react";
import { Badge, Button, toast } from "@ringline/react-widgets";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { PagedTableCard } from "../../components/paged-table-card.js";
import { formatDateTime, formatPhone } from "../../shared/format.js";
import { callHref } from "./calls-card.js";
import { LIVE_UPDATES } from "./live-updates.js";

const APPOINTMENTS_PER_PAGE = 10;

/** The upcoming appointments booked on calls, soonest first: mark handled or cancel. */
export function AppointmentsCard() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const raw = Number(search.get("appointments"));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const appointments = useQuery({
    ...routeQueryOptions(api, "listAppointments", {
      page,
      pageSize: APPOINTMENTS_PER_PAGE,
      when: "upcoming",
    }),
    ...LIVE_UPDATES,
  });
  const change = useMutation({
    mutationFn: (input: { id: string; status: "handled" | "cancelled" | "scheduled" }) =>
      api.updateAppointment(input),
    onSuccess: (answer) => {
      toast({
        title:
          answer.appointment.status === "cancelled"
            ? "Appointment canceled"
            : answer.appointment.status === "handled"
              ? "Appointment marked handled"
              : "Appointment scheduled",
        variant: "success",
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf("listAppointments") }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf("getCallStats") }),
      ]);
    },
    onError: (error) => {
      const { title, message } = resolveError(error);
      toast({ title, description: message, variant: "error" });
    },
  });
  const busy = (id: string) => change.isPending && change.variables?.id === id;
  return (
    <PagedTableCard<TAppointment>
      stackOnNarrow
      title="Upcoming appointments"
      headingLevel="h2"
      caption="Appointments, soonest first"
      query={appointments}
      page={page}
      pageSize={APPOINTMENTS_PER_PAGE}
      hrefFor={(target) => {
        const next = new URLSearchParams(search);
        if (target <= 1) next.delete("appointments");
        else next.set("appointments", String(target));
        return `?${next.toString()}`;
      }}
      emptyMessage="No upcoming appointments. Bookings your receptionist makes appear here."
      columns={[
        {
          key: "when",
          header: "When",
          rowHeader: true,
          cell: (item) => formatDateTime(item.startsAt, item.timeZone),
        },
        {
          key: "what",
          header: "Appointment",
          cell: (item) =>
            item.callLogId ? (
              <Link to={callHref(search, item.callLogId)}>{item.title}</Link>
            ) : (
              item.title
            ),
        },
        {
          key: "caller",
          header: "Caller",
          cell: (item) =>
            [item.callerName, item.callerPhone ? formatPhone(item.callerPhone) : null]
              .filter(Boolean)
              .join(" · ") || "—",
        },
        {
          key: "status",
          header: "Status",
          cell: (item) => (
            <Badge variant={item.status === "scheduled" ? "info" : "neutral"}>
              {item.status === "scheduled"
                ? "Scheduled"
                : item.status === "handled"
                  ? "Handled"
                  : "Canceled"}
            </Badge>
          ),
        },
        {
          key: "actions",
          header: <span className="visually-hidden">Actions</span>,
          align: "end",
          cell: (item) => (
            <span className="call-row-actions">
              {item.status === "scheduled" && (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busy(item.id)}
                  onClick={() => change.mutate({ id: item.id, status: "handled" })}
                  aria-label={`Mark handled: ${item.title}`}
                >
                  Mark handled
                </Button>
              )}
              {item.status !== "cancelled" && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy(item.id)}
                  onClick={() => change.mutate({ id: item.id, status: "cancelled" })}
                  aria-label={`Cancel: ${item.title}`}
                >
                  Cancel
                </Button>
              )}
            </span>
          ),
        },
      ]}
    />
  );
}
