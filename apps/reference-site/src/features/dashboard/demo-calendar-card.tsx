import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  resolveError,
  type TLocalCalendarEvent,
  ZCreateLocalCalendarEventRequest,
} from "@ringline/api-client";
import { intlLocaleOf, type TSiteLocale } from "@ringline/api-client/core";
import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Skeleton,
  toast,
} from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.js";
import { activeLocale, i18n } from "../../shared/i18n/i18n.js";
import { FormAlert } from "../forms/form-alert.js";
import { useForm } from "../forms/use-form.js";
import { firstMessages } from "../forms/validate.js";

const pad = (value: number) => String(value).padStart(2, "0");

/** A date as `<input type="date">` writes it, in the browser's zone. */
export function dateInputOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A date and a time typed in the browser's zone, as ISO 8601 with that zone's offset
 * ("2026-12-01T14:00:00-08:00"); empty when either is missing.
 */
export function localInstantOf(date: string, time: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  if (!date || !time || year === undefined || month === undefined || day === undefined) return "";
  const local = new Date(year, month - 1, day, hours ?? 0, minutes ?? 0);
  if (Number.isNaN(local.getTime())) return "";
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${dateInputOf(local)}T${pad(local.getHours())}:${pad(local.getMinutes())}:00${zone}`;
}

/** The day and time formats of each language, made when first needed. */
const FORMATS = new Map<TSiteLocale, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(locale: TSiteLocale) {
  let formats = FORMATS.get(locale);
  if (!formats) {
    const intl = intlLocaleOf(locale);
    formats = {
      day: new Intl.DateTimeFormat(intl, { weekday: "short", month: "short", day: "numeric" }),
      time: new Intl.DateTimeFormat(intl, { hour: "numeric", minute: "2-digit" }),
    };
    FORMATS.set(locale, formats);
  }
  return formats;
}

/**
 * "Tue, Dec 1 · 2:00 PM – 3:00 PM" (the end's day too when it is another day), in the page's
 * language ("mar, 1 dic · 2:00 p.m. – 3:00 p.m.").
 */
export function eventTimeOf(event: Pick<TLocalCalendarEvent, "startsAt" | "endsAt">): string {
  const { day, time } = formatsOf(activeLocale());
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const sameDay = day.format(start) === day.format(end);
  return `${day.format(start)} · ${time.format(start)} – ${sameDay ? "" : `${day.format(end)} `}${time.format(end)}`;
}

type BusyValues = { date: string; start: string; end: string; title: string };

function validateBusy(values: BusyValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.date) errors.date = i18n._(msg`Choose a day`);
  if (!values.start) errors.start = i18n._(msg`Give a start time`);
  if (!values.end) errors.end = i18n._(msg`Give an end time`);
  if (Object.keys(errors).length > 0) return errors;
  const result = ZCreateLocalCalendarEventRequest.safeParse({
    title: values.title,
    startsAt: localInstantOf(values.date, values.start),
    endsAt: localInstantOf(values.date, values.end),
  });
  if (result.success) return {};
  const messages = firstMessages(result.error.issues);
  return {
    ...(messages.title ? { title: messages.title } : {}),
    ...(messages.startsAt ? { start: messages.startsAt } : {}),
    ...(messages.endsAt ? { end: messages.endsAt } : {}),
  };
}

/** Marks a time busy: day, start, end and a name, in the browser's zone. */
function AddBusyTime() {
  const { t } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const empty = { date: dateInputOf(new Date()), start: "", end: "", title: "" };
  const form = useForm<BusyValues>(empty, validateBusy);
  const submit = form.submit(
    async (values) => {
      const created = await api.createLocalCalendarEvent({
        title: values.title,
        startsAt: localInstantOf(values.date, values.start),
        endsAt: localInstantOf(values.date, values.end),
      });
      form.reset({ ...empty, date: values.date });
      toast({ title: t`Busy time added`, description: eventTimeOf(created), variant: "success" });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf("listLocalCalendarEvents") });
    },
    (error) => resolveError(error).message,
  );
  return (
    <form
      className="settings-form demo-calendar-form"
      noValidate
      onSubmit={submit}
      aria-busy={form.pending}
      aria-labelledby="demo-calendar-add"
    >
      <h3 id="demo-calendar-add">
        <Trans>Add busy time</Trans>
      </h3>
      <FormAlert message={form.failure} />
      <Field label={t`What`} error={form.errors.title} required>
        <input autoComplete="off" placeholder={t`Open house`} {...form.field("title")} />
      </Field>
      <div className="form-row">
        <Field label={t`Day`} error={form.errors.date} required>
          <input type="date" {...form.field("date")} />
        </Field>
        <Field label={t`From`} error={form.errors.start} required>
          <input type="time" {...form.field("start")} />
        </Field>
        <Field label={t`To`} error={form.errors.end} required>
          <input type="time" {...form.field("end")} />
        </Field>
      </div>
      <div>
        <Button type="submit" variant="secondary" loading={form.pending} pendingLabel={t`Adding…`}>
          <Trans>Add busy time</Trans>
        </Button>
      </div>
    </form>
  );
}

function EventList({ events }: { events: readonly TLocalCalendarEvent[] }) {
  const { t } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<TLocalCalendarEvent>();
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteLocalCalendarEvent({ id }),
    onSuccess: async (answer) => {
      setRemoving(undefined);
      toast({ title: t`Removed`, description: answer.message, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf("listLocalCalendarEvents") });
    },
  });
  const removingTitle = removing?.title ?? "";
  if (events.length === 0) {
    return (
      <p className="muted">
        <Trans>
          Nothing coming up. Add a busy time below, then call your receptionist: it will not offer
          that time.
        </Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="demo-calendar-events">
        {events.map((event) => {
          const title = event.title;
          const when = eventTimeOf(event);
          return (
            <li key={event.id} className="demo-calendar-event">
              <div>
                <p className="demo-calendar-title">
                  {title}{" "}
                  {event.booking ? (
                    <Badge variant="info">
                      <Trans>Booked by your receptionist</Trans>
                    </Badge>
                  ) : (
                    <Badge>
                      <Trans>Busy</Trans>
                    </Badge>
                  )}
                </p>
                <p className="muted">{when}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t`Remove ${title}, ${when}`}
                onClick={() => {
                  remove.reset();
                  setRemoving(event);
                }}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => {
          if (!open) setRemoving(undefined);
        }}
        title={t`Remove “${removingTitle}”?`}
        description={
          removing?.booking
            ? t`Your receptionist booked this time. Removing it here frees the time in the demo calendar; the appointment in Call Logs stays.`
            : t`The time becomes free, and your receptionist may offer it to callers.`
        }
        cancelLabel={t`Keep it`}
        confirmLabel={t`Remove`}
        pending={remove.isPending}
        pendingLabel={t`Removing…`}
        onConfirm={() => removing && remove.mutate(removing.id)}
        error={remove.isError ? remove.error : undefined}
      />
    </>
  );
}

/**
 * The demo calendar (the embedded product's own): the coming events, the owner's busy times
 * and the receptionist's bookings marked apart, a form to add a busy time, and removing one.
 * How the offline product shows free/busy at work.
 */
export function DemoCalendarCard() {
  const { t } = useLingui();
  const titleId = useId();
  const events = useRouteQuery("listLocalCalendarEvents");
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          <Trans>Demo calendar</Trans>{" "}
          <Badge variant="info">
            <Trans>Demo</Trans>
          </Badge>
        </CardTitle>
        <CardDescription>
          <Trans>
            A calendar kept by Ringline to try free/busy: your receptionist does not offer the times
            below, and writes its bookings here.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {events.isPending ? (
          <div role="status" aria-label={t`Loading the demo calendar…`} aria-busy="true">
            <Skeleton width="100%" />
            <Skeleton width="60%" />
          </div>
        ) : events.isError ? (
          <div role="alert" className="integration-load-error">
            <p>{resolveError(events.error).message}</p>
            <Button variant="secondary" size="sm" onClick={() => events.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <EventList events={events.data.items} />
        )}
        <AddBusyTime />
      </CardContent>
    </Card>
  );
}
