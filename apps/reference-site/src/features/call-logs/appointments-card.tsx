import { Trans, useLingui } from "@lingui/react/macro";
import { resolveError, type TAppointment } from "@ringline/api-client";
import { queryKeyOf, routeQueryOptions, useApiClient } from "@ringline/api-client/react";
import { Badge, Button, toast } from "@ringline/react-widgets";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { PagedTableCard } from "../../components/paged-table-card.js";
import { formatPhone } from "../../shared/format.js";
import { activeLocale } from "../../shared/i18n/i18n.js";
import { formatCallDateTime } from "./call-format.js";
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
  const { t } = useLingui();
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
            ? t`Appointment canceled`
            : answer.appointment.status === "handled"
              ? t`Appointment marked handled`
              : t`Appointment scheduled`,
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
      title={t`Upcoming appointments`}
      headingLevel="h2"
      caption={t`Appointments, soonest first`}
      query={appointments}
      page={page}
      pageSize={APPOINTMENTS_PER_PAGE}
      hrefFor={(target) => {
        const next = new URLSearchParams(search);
        if (target <= 1) next.delete("appointments");
        else next.set("appointments", String(target));
        return `?${next.toString()}`;
      }}
      emptyMessage={t`No upcoming appointments. Bookings your receptionist makes appear here.`}
      columns={[
        {
          key: "when",
          header: t`When`,
          rowHeader: true,
          cell: (item) => formatCallDateTime(item.startsAt, item.timeZone),
        },
        {
          key: "what",
          header: t`Appointment`,
          cell: (item) =>
            item.callLogId ? (
              <Link to={callHref(search, item.callLogId)}>{item.title}</Link>
            ) : (
              item.title
            ),
        },
        {
          key: "caller",
          header: t`Caller`,
          cell: (item) =>
            [item.callerName, item.callerPhone ? formatPhone(item.callerPhone) : null]
              .filter(Boolean)
              .join(" · ") || "—",
        },
        {
          key: "status",
          header: t`Status`,
          cell: (item) => (
            <Badge variant={item.status === "scheduled" ? "info" : "neutral"}>
              {item.status === "scheduled" ? (
                <Trans>Scheduled</Trans>
              ) : item.status === "handled" ? (
                <Trans>Handled</Trans>
              ) : (
                <Trans>Canceled</Trans>
              )}
            </Badge>
          ),
        },
        {
          key: "actions",
          header: (
            <span className="visually-hidden">
              <Trans>Actions</Trans>
            </span>
          ),
          align: "end",
          cell: (item) => {
            const title = item.title;
            return (
              <span className="call-row-actions">
                {item.status === "scheduled" && (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy(item.id)}
                    locale={activeLocale()}
                    onClick={() => change.mutate({ id: item.id, status: "handled" })}
                    aria-label={t`Mark handled: ${title}`}
                  >
                    <Trans>Mark handled</Trans>
                  </Button>
                )}
                {item.status !== "cancelled" && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy(item.id)}
                    onClick={() => change.mutate({ id: item.id, status: "cancelled" })}
                    aria-label={t`Cancel: ${title}`}
                  >
                    <Trans>Cancel</Trans>
                  </Button>
                )}
              </span>
            );
          },
        },
      ]}
    />
  );
}
