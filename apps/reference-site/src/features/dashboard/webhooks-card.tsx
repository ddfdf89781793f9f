import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  MAX_WEBHOOK_ENDPOINTS,
  resolveError,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type TWebhookEventType,
  WEBHOOK_EVENT_TYPES,
  ZCreateWebhookEndpointRequest,
} from "@ringline/api-client";
import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Badge, Button, Checkbox, Dialog, Field, Table, toast } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.js";
import { TableCard } from "../../components/paged-table-card.js";
import { tableStateOf } from "../../components/table-state.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatDateTime } from "../../shared/format.js";
import { activeLocale, i18n } from "../../shared/i18n/i18n.js";
import { FormAlert } from "../forms/form-alert.js";
import { useForm } from "../forms/use-form.js";
import { firstMessages } from "../forms/validate.js";
import "../../styles/webhooks.css";

/** What each event is, in the owner's words. */
const EVENT_TEXTS: Record<
  TWebhookEventType,
  { label: MessageDescriptor; hint: MessageDescriptor }
> = {
  "call.ended": {
    label: msg`Call ended`,
    hint: msg`After every call, with its summary and transcript.`,
  },
  "lead.captured": {
    label: msg`Lead captured`,
    hint: msg`When your receptionist saves a caller's details.`,
  },
  "appointment.booked": {
    label: msg`Appointment booked`,
    hint: msg`When a caller books a time.`,
  },
  "appointment.changed": {
    label: msg`Appointment changed`,
    hint: msg`When an appointment is rescheduled or cancelled.`,
  },
  "usage.threshold": {
    label: msg`Minutes alert`,
    hint: msg`When you have used 75, 90 and 100 % of your plan's minutes.`,
  },
};

/** An event's name in the page's language; an event this page does not know, as its type. */
const eventLabel = (type: string) =>
  type in EVENT_TEXTS ? i18n._(EVENT_TEXTS[type as TWebhookEventType].label) : type;

const EMPTY = {
  url: "",
  description: "",
  ...(Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, false])) as Record<
    TWebhookEventType,
    boolean
  >),
};
type EndpointValues = typeof EMPTY;

/** The events ticked in the form, in the order they are listed. */
export function eventsOf(values: Record<string, string | boolean>): TWebhookEventType[] {
  return WEBHOOK_EVENT_TYPES.filter((type) => values[type] === true);
}

function validate(values: EndpointValues): Record<string, string> {
  const result = ZCreateWebhookEndpointRequest.safeParse({
    url: values.url,
    description: values.description,
    events: eventsOf(values),
  });
  return result.success ? {} : firstMessages(result.error.issues);
}

const STATUS_TEXTS: Record<
  TWebhookDelivery["status"],
  { label: MessageDescriptor; variant: "success" | "danger" | "warning" | "neutral" }
> = {
  delivered: { label: msg`Delivered`, variant: "success" },
  failed: { label: msg`Failed`, variant: "danger" },
  pending: { label: msg`Waiting`, variant: "warning" },
  sending: { label: msg`Sending`, variant: "neutral" },
};

/** A message for a toast from a failed request. */
function toastError(error: unknown) {
  const { title, message } = resolveError(error);
  toast({ title, description: message, variant: "error" });
}

/**
 * Webhooks: the owner's endpoints (Zapier, Make, n8n or their own server), each with the events
 * it receives. Adding one shows its signing secret this once; an endpoint can be turned off and
 * on, sent a test event, given a new secret or deleted (each after confirming), and its
 * delivery log read with each attempt and a replay.
 */
export function WebhooksCard() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const endpoints = useRouteQuery("listWebhookEndpoints");
  const form = useForm(EMPTY, validate);
  const [secret, setSecret] = useState<{ url: string; value: string }>();
  const [logOf, setLogOf] = useState<string>();
  const [deleting, setDeleting] = useState<TWebhookEndpoint>();
  const [rotating, setRotating] = useState<TWebhookEndpoint>();
  const formId = useId();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: queryKeyOf("listWebhookEndpoints") });
  const refreshLog = (id: string) =>
    queryClient.invalidateQueries({ queryKey: queryKeyOf("listWebhookDeliveries", { id }) });

  const submit = form.submit(
    async (values) => {
      const created = await api.createWebhookEndpoint({
        url: values.url,
        description: values.description,
        events: eventsOf(values),
      });
      setSecret({ url: created.endpoint.url, value: created.secret });
      form.reset();
      await refresh();
    },
    (error) => resolveError(error).message,
  );
  const toggle = useMutation({
    mutationFn: (endpoint: TWebhookEndpoint) =>
      api.updateWebhookEndpoint({ id: endpoint.id, enabled: !endpoint.enabled }),
    onSuccess: (endpoint) => {
      toast({
        title: endpoint.enabled ? t`Webhook turned on` : t`Webhook turned off`,
        variant: "success",
      });
      return refresh();
    },
    onError: toastError,
  });
  const test = useMutation({
    mutationFn: (id: string) => api.sendWebhookTest({ id }),
    onSuccess: (_answer, id) => {
      toast({
        title: t`Test event queued`,
        description: t`It is sent in a few seconds; its delivery is in the log.`,
        variant: "success",
      });
      setLogOf(id);
      return refreshLog(id);
    },
    onError: toastError,
  });
  const rotate = useMutation({
    mutationFn: (id: string) => api.rotateWebhookSecret({ id }),
    onSuccess: (answer) => {
      setRotating(undefined);
      setSecret({ url: answer.endpoint.url, value: answer.secret });
    },
    onError: toastError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteWebhookEndpoint({ id }),
    onSuccess: (answer, id) => {
      toast({ title: t`Webhook deleted`, description: answer.message, variant: "success" });
      setDeleting(undefined);
      if (logOf === id) setLogOf(undefined);
      return refresh();
    },
    onError: toastError,
  });
  const count = endpoints.data?.items.length ?? 0;
  const shownLog = endpoints.data?.items.find((endpoint) => endpoint.id === logOf);
  const max = MAX_WEBHOOK_ENDPOINTS;
  const rotatingUrl = rotating?.url ?? "";
  const deletingUrl = deleting?.url ?? "";

  return (
    <TableCard<TWebhookEndpoint>
      title={t`Webhooks`}
      description={t`Send your calls, leads and bookings to Zapier, Make, n8n or your own server as they happen. Each request is signed (Standard Webhooks) with the endpoint's secret.`}
      caption={t`Your webhook endpoints`}
      rowKey="id"
      locale={activeLocale()}
      {...tableStateOf(endpoints)}
      emptyMessage={t`No webhooks yet. Add the address your automation tool gives you below.`}
      columns={[
        {
          key: "url",
          header: t`Endpoint`,
          rowHeader: true,
          cell: (endpoint) => (
            <>
              <code className="webhook-url">{endpoint.url}</code>
              {endpoint.description && (
                <>
                  <br />
                  {endpoint.description}
                </>
              )}
            </>
          ),
        },
        {
          key: "events",
          header: t`Events`,
          cell: (endpoint) => endpoint.events.map(eventLabel).join(", "),
        },
        {
          key: "status",
          header: t`Status`,
          cell: (endpoint) =>
            endpoint.enabled ? (
              <Badge variant="success">
                <Trans>On</Trans>
              </Badge>
            ) : (
              <>
                <Badge variant="danger">
                  <Trans>Off</Trans>
                </Badge>
                {endpoint.disabledReason && (
                  <span className="webhook-reason"> {endpoint.disabledReason}</span>
                )}
              </>
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
          cell: (endpoint) => (
            <div className="webhook-actions">
              <Button
                size="sm"
                variant="secondary"
                aria-expanded={logOf === endpoint.id}
                aria-controls={logOf === endpoint.id ? `${formId}-log` : undefined}
                onClick={() => setLogOf(logOf === endpoint.id ? undefined : endpoint.id)}
              >
                {logOf === endpoint.id ? <Trans>Hide log</Trans> : <Trans>Delivery log</Trans>}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={!endpoint.enabled}
                loading={test.isPending && test.variables === endpoint.id}
                locale={activeLocale()}
                onClick={() => test.mutate(endpoint.id)}
              >
                <Trans>Send test event</Trans>
              </Button>
              <Button
                size="sm"
                variant="secondary"
                loading={toggle.isPending && toggle.variables?.id === endpoint.id}
                locale={activeLocale()}
                onClick={() => toggle.mutate(endpoint)}
              >
                {endpoint.enabled ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setRotating(endpoint)}>
                <Trans>New secret</Trans>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDeleting(endpoint)}>
                <Trans>Delete</Trans>
              </Button>
            </div>
          ),
        },
      ]}
    >
      {secret && (
        <ShownSecret url={secret.url} secret={secret.value} onDone={() => setSecret(undefined)} />
      )}
      {shownLog && <DeliveryLog id={`${formId}-log`} endpoint={shownLog} />}
      {count >= MAX_WEBHOOK_ENDPOINTS ? (
        <p>
          <Trans>
            You have {max} webhooks, the most an account can have. Delete one to add another.
          </Trans>
        </p>
      ) : (
        <form className="settings-form" noValidate onSubmit={submit} aria-busy={form.pending}>
          <h4>
            <Trans>Add a webhook</Trans>
          </h4>
          <FormAlert message={form.failure} />
          <Field
            label={t`Endpoint URL`}
            hint={t`The https address from Zapier (Catch Hook), Make, n8n or your server.`}
            error={form.errors.url}
            required
          >
            <input type="url" inputMode="url" autoComplete="off" {...form.field("url")} />
          </Field>
          <Field
            label={t`Description`}
            hint={t`Optional, e.g. Leads to our CRM.`}
            error={form.errors.description}
          >
            <input type="text" autoComplete="off" {...form.field("description")} />
          </Field>
          <fieldset
            className="webhook-events"
            aria-describedby={form.errors.events ? `${formId}-events-error` : undefined}
          >
            <legend>
              <Trans>Events to send</Trans>
            </legend>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox
                key={type}
                label={_(EVENT_TEXTS[type].label)}
                hint={_(EVENT_TEXTS[type].hint)}
                {...form.checkbox(type)}
              />
            ))}
            {form.errors.events && (
              <p id={`${formId}-events-error`} className="webhook-error" role="alert">
                {form.errors.events}
              </p>
            )}
          </fieldset>
          <p>
            <Button type="submit" loading={form.pending} pendingLabel={t`Adding...`}>
              <Trans>Add webhook</Trans>
            </Button>
          </p>
        </form>
      )}
      <Dialog
        open={rotating !== undefined}
        onOpenChange={(open) => {
          if (!open) setRotating(undefined);
        }}
        title={t`Make a new signing secret?`}
        description={t`Requests to ${rotatingUrl} are signed with the new secret at once: put it in your receiver, or it will refuse them.`}
        locale={activeLocale()}
      >
        <div className="card-actions">
          <Button variant="secondary" onClick={() => setRotating(undefined)}>
            <Trans>Keep the current secret</Trans>
          </Button>
          <Button
            loading={rotate.isPending}
            pendingLabel={t`Making...`}
            onClick={() => rotating && rotate.mutate(rotating.id)}
          >
            <Trans>Make a new secret</Trans>
          </Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open) setDeleting(undefined);
        }}
        title={t`Delete this webhook?`}
        description={t`${deletingUrl} receives no more events, and its delivery log is deleted. This cannot be undone.`}
        cancelLabel={t`Keep it`}
        confirmLabel={t`Delete webhook`}
        pending={remove.isPending}
        pendingLabel={t`Deleting...`}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </TableCard>
  );
}

/**
 * A signing secret just made, to copy now: the only time it is shown. Focus moves to it
 * (selected), so a keyboard or screen reader user lands on what to copy.
 */
function ShownSecret({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: t`Secret copied`, variant: "success" });
    } catch {
      toast({ title: t`Select the secret and copy it`, variant: "info" });
    }
  };
  return (
    <div className="webhook-secret">
      <Field
        label={t`Signing secret for ${url}`}
        hint={t`Copy it now: it is shown only this once. Your receiver checks each request's webhook-signature with it.`}
      >
        <input
          ref={input}
          type="text"
          readOnly
          value={secret}
          onFocus={(event) => event.target.select()}
        />
      </Field>
      <div className="card-actions">
        <Button size="sm" onClick={() => void copy()}>
          <Trans>Copy secret</Trans>
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </div>
  );
}

/** One endpoint's deliveries, newest first, a page at a time, with each attempt and a replay. */
function DeliveryLog({ id, endpoint }: { id: string; endpoint: TWebhookEndpoint }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const zone = useBusinessTimeZone();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const deliveries = useRouteQuery("listWebhookDeliveries", { id: endpoint.id, page });
  const replay = useMutation({
    mutationFn: (deliveryId: string) => api.replayWebhookDelivery({ id: endpoint.id, deliveryId }),
    onSuccess: () => {
      toast({ title: t`Sending it again`, variant: "success" });
      return queryClient.invalidateQueries({
        queryKey: queryKeyOf("listWebhookDeliveries", { id: endpoint.id }),
      });
    },
    onError: toastError,
  });
  const total = deliveries.data?.total ?? 0;
  const pageSize = deliveries.data?.pageSize ?? 25;
  const headingId = `${id}-heading`;
  const url = endpoint.url;
  return (
    <section id={id} className="webhook-log" aria-labelledby={headingId}>
      <h4 id={headingId}>
        <Trans>Delivery log of {url}</Trans>
      </h4>
      <Table<TWebhookDelivery>
        stackOnNarrow
        caption={t`Deliveries to ${url}`}
        hideCaption
        rowKey="id"
        locale={activeLocale()}
        {...tableStateOf(deliveries)}
        emptyMessage={t`Nothing sent yet. Send a test event to try the endpoint.`}
        columns={[
          {
            key: "event",
            header: t`Event`,
            rowHeader: true,
            cell: (delivery) => (
              <>
                {delivery.eventType === "webhook.test" ? (
                  <Trans>Test event</Trans>
                ) : (
                  eventLabel(delivery.eventType)
                )}
                <br />
                <code className="webhook-event-id">{delivery.eventId}</code>
              </>
            ),
          },
          {
            key: "status",
            header: t`Status`,
            cell: (delivery) => {
              const status = STATUS_TEXTS[delivery.status];
              const next =
                delivery.status === "pending" && delivery.nextAttemptAt
                  ? formatDateTime(delivery.nextAttemptAt, zone)
                  : null;
              return (
                <>
                  <Badge variant={status.variant}>{_(status.label)}</Badge>
                  {next && (
                    <span className="webhook-reason">
                      {" "}
                      <Trans>next try {next}</Trans>
                    </span>
                  )}
                </>
              );
            },
          },
          {
            key: "time",
            header: t`Time`,
            cell: (delivery) => formatDateTime(delivery.createdAt, zone),
          },
          {
            key: "attempts",
            header: t`Attempts`,
            cell: (delivery) =>
              delivery.attempts.length === 0 ? (
                t`None yet`
              ) : (
                <ol className="webhook-attempts">
                  {delivery.attempts.map((attempt) => (
                    <li key={attempt.attemptedAt}>
                      {attempt.responseStatus === null ? (
                        <Trans>No answer</Trans>
                      ) : (
                        `HTTP ${attempt.responseStatus}`
                      )}{" "}
                      · {attempt.durationMs} ms · {formatDateTime(attempt.attemptedAt, zone)}
                      {(attempt.error ?? attempt.responseExcerpt) && (
                        <details>
                          <summary>
                            <Trans>Answer</Trans>
                          </summary>
                          {attempt.error && <p>{attempt.error}</p>}
                          {attempt.responseExcerpt && <pre>{attempt.responseExcerpt}</pre>}
                        </details>
                      )}
                    </li>
                  ))}
                </ol>
              ),
          },
          {
            key: "replay",
            header: (
              <span className="visually-hidden">
                <Trans>Actions</Trans>
              </span>
            ),
            align: "end",
            cell: (delivery) => {
              const event = eventLabel(delivery.eventType);
              const when = formatDateTime(delivery.createdAt, zone);
              return (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={delivery.status === "sending" || !endpoint.enabled}
                  loading={replay.isPending && replay.variables === delivery.id}
                  locale={activeLocale()}
                  onClick={() => replay.mutate(delivery.id)}
                  aria-label={t`Replay ${event} of ${when}`}
                >
                  <Trans>Replay</Trans>
                </Button>
              );
            },
          },
        ]}
      />
      <div className="card-actions">
        <Button
          size="sm"
          variant="ghost"
          loading={deliveries.isFetching && !deliveries.isPending}
          locale={activeLocale()}
          onClick={() => void deliveries.refetch()}
        >
          <Trans>Refresh log</Trans>
        </Button>
        {page > 1 && (
          <Button size="sm" variant="secondary" onClick={() => setPage(page - 1)}>
            <Trans>Newer</Trans>
          </Button>
        )}
        {page * pageSize < total && (
          <Button size="sm" variant="secondary" onClick={() => setPage(page + 1)}>
            <Trans>Older</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
