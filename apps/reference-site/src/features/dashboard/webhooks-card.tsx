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
import { FormAlert } from "../forms/form-alert.js";
import { useForm } from "../forms/use-form.js";
import { firstMessages } from "../forms/validate.js";
import "../../styles/webhooks.css";

/** What each event is, in the owner's words. */
const EVENT_TEXTS: Record<TWebhookEventType, { label: string; hint: string }> = {
  "call.ended": { label: "Call ended", hint: "After every call, with its summary and transcript." },
  "lead.captured": {
    label: "Lead captured",
    hint: "When your receptionist saves a caller's details.",
  },
  "appointment.booked": { label: "Appointment booked", hint: "When a caller books a time." },
  "appointment.changed": {
    label: "Appointment changed",
    hint: "When an appointment is rescheduled or cancelled.",
  },
  "usage.threshold": {
    label: "Minutes alert",
    hint: "When you have used 75, 90 and 100 % of your plan's minutes.",
  },
};

const eventLabel = (type: string) =>
  type in EVENT_TEXTS ? EVENT_TEXTS[type as TWebhookEventType].label : type;

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
  { label: string; variant: "success" | "danger" | "warning" | "neutral" }
> = {
  delivered: { label: "Delivered", variant: "success" },
  failed: { label: "Failed", variant: "danger" },
  pending: { label: "Waiting", variant: "warning" },
  sending: { label: "Sending", variant: "neutral" },
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
        title: endpoint.enabled ? "Webhook turned on" : "Webhook turned off",
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
        title: "Test event queued",
        description: "It is sent in a few seconds; its delivery is in the log.",
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
      toast({ title: "Webhook deleted", description: answer.message, variant: "success" });
      setDeleting(undefined);
      if (logOf === id) setLogOf(undefined);
      return refresh();
    },
    onError: toastError,
  });
  const count = endpoints.data?.items.length ?? 0;
  const shownLog = endpoints.data?.items.find((endpoint) => endpoint.id === logOf);

  return (
    <TableCard<TWebhookEndpoint>
      title="Webhooks"
      description="Send your calls, leads and bookings to Zapier, Make, n8n or your own server as they happen. Each request is signed (Standard Webhooks) with the endpoint's secret."
      caption="Your webhook endpoints"
      rowKey="id"
      {...tableStateOf(endpoints)}
      emptyMessage="No webhooks yet. Add the address your automation tool gives you below."
      columns={[
        {
          key: "url",
          header: "Endpoint",
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
          header: "Events",
          cell: (endpoint) => endpoint.events.map(eventLabel).join(", "),
        },
        {
          key: "status",
          header: "Status",
          cell: (endpoint) =>
            endpoint.enabled ? (
              <Badge variant="success">On</Badge>
            ) : (
              <>
                <Badge variant="danger">Off</Badge>
                {endpoint.disabledReason && (
                  <span className="webhook-reason"> {endpoint.disabledReason}</span>
                )}
              </>
            ),
        },
        {
          key: "actions",
          header: <span className="visually-hidden">Actions</span>,
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
                {logOf === endpoint.id ? "Hide log" : "Delivery log"}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={!endpoint.enabled}
                loading={test.isPending && test.variables === endpoint.id}
                onClick={() => test.mutate(endpoint.id)}
              >
                Send test event
              </Button>
              <Button
                size="sm"
                variant="secondary"
                loading={toggle.isPending && toggle.variables?.id === endpoint.id}
                onClick={() => toggle.mutate(endpoint)}
              >
                {endpoint.enabled ? "Turn off" : "Turn on"}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setRotating(endpoint)}>
                New secret
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDeleting(endpoint)}>
                Delete
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
          You have {MAX_WEBHOOK_ENDPOINTS} webhooks, the most an account can have. Delete one to add
          another.
        </p>
      ) : (
        <form className="settings-form" noValidate onSubmit={submit} aria-busy={form.pending}>
          <h4>Add a webhook</h4>
          <FormAlert message={form.failure} />
          <Field
            label="Endpoint URL"
            hint="The https address from Zapier (Catch Hook), Make, n8n or your server."
            error={form.errors.url}
            required
          >
            <input type="url" inputMode="url" autoComplete="off" {...form.field("url")} />
          </Field>
          <Field
            label="Description"
            hint="Optional, e.g. Leads to our CRM."
            error={form.errors.description}
          >
            <input type="text" autoComplete="off" {...form.field("description")} />
          </Field>
          <fieldset
            className="webhook-events"
            aria-describedby={form.errors.events ? `${formId}-events-error` : undefined}
          >
            <legend>Events to send</legend>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox
                key={type}
                label={EVENT_TEXTS[type].label}
                hint={EVENT_TEXTS[type].hint}
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
            <Button type="submit" loading={form.pending} pendingLabel="Adding...">
              Add webhook
            </Button>
          </p>
        </form>
      )}
      <Dialog
        open={rotating !== undefined}
        onOpenChange={(open) => {
          if (!open) setRotating(undefined);
        }}
        title="Make a new signing secret?"
        description={`Requests to ${rotating?.url ?? ""} are signed with the new secret at once: put it in your receiver, or it will refuse them.`}
      >
        <div className="card-actions">
          <Button variant="secondary" onClick={() => setRotating(undefined)}>
            Keep the current secret
          </Button>
          <Button
            loading={rotate.isPending}
            pendingLabel="Making..."
            onClick={() => rotating && rotate.mutate(rotating.id)}
          >
            Make a new secret
          </Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open) setDeleting(undefined);
        }}
        title="Delete this webhook?"
        description={`${deleting?.url ?? ""} receives no more events, and its delivery log is deleted. This cannot be undone.`}
        cancelLabel="Keep it"
        confirmLabel="Delete webhook"
        pending={remove.isPending}
        pendingLabel="Deleting..."
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
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: "Secret copied", variant: "success" });
    } catch {
      toast({ title: "Select the secret and copy it", variant: "info" });
    }
  };
  return (
    <div className="webhook-secret">
      <Field
        label={`Signing secret for ${url}`}
        hint="Copy it now: it is shown only this once. Your receiver checks each request's webhook-signature with it."
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
          Copy secret
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

/** One endpoint's deliveries, newest first, a page at a time, with each attempt and a replay. */
function DeliveryLog({ id, endpoint }: { id: string; endpoint: TWebhookEndpoint }) {
  const zone = useBusinessTimeZone();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const deliveries = useRouteQuery("listWebhookDeliveries", { id: endpoint.id, page });
  const replay = useMutation({
    mutationFn: (deliveryId: string) => api.replayWebhookDelivery({ id: endpoint.id, deliveryId }),
    onSuccess: () => {
      toast({ title: "Sending it again", variant: "success" });
      return queryClient.invalidateQueries({
        queryKey: queryKeyOf("listWebhookDeliveries", { id: endpoint.id }),
      });
    },
    onError: toastError,
  });
  const total = deliveries.data?.total ?? 0;
  const pageSize = deliveries.data?.pageSize ?? 25;
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="webhook-log" aria-labelledby={headingId}>
      <h4 id={headingId}>Delivery log of {endpoint.url}</h4>
      <Table<TWebhookDelivery>
        stackOnNarrow
        caption={`Deliveries to ${endpoint.url}`}
        hideCaption
        rowKey="id"
        {...tableStateOf(deliveries)}
        emptyMessage="Nothing sent yet. Send a test event to try the endpoint."
        columns={[
          {
            key: "event",
            header: "Event",
            rowHeader: true,
            cell: (delivery) => (
              <>
                {delivery.eventType === "webhook.test"
                  ? "Test event"
                  : eventLabel(delivery.eventType)}
                <br />
                <code className="webhook-event-id">{delivery.eventId}</code>
              </>
            ),
          },
          {
            key: "status",
            header: "Status",
            cell: (delivery) => {
              const status = STATUS_TEXTS[delivery.status];
              return (
                <>
                  <Badge variant={status.variant}>{status.label}</Badge>
                  {delivery.status === "pending" && delivery.nextAttemptAt && (
                    <span className="webhook-reason">
                      {" "}
                      next try {formatDateTime(delivery.nextAttemptAt, zone)}
                    </span>
                  )}
                </>
              );
            },
          },
          {
            key: "time",
            header: "Time",
            cell: (delivery) => formatDateTime(delivery.createdAt, zone),
          },
          {
            key: "attempts",
            header: "Attempts",
            cell: (delivery) =>
              delivery.attempts.length === 0 ? (
                "None yet"
              ) : (
                <ol className="webhook-attempts">
                  {delivery.attempts.map((attempt) => (
                    <li key={attempt.attemptedAt}>
                      {attempt.responseStatus === null
                        ? "No answer"
                        : `HTTP ${attempt.responseStatus}`}{" "}
                      · {attempt.durationMs} ms · {formatDateTime(attempt.attemptedAt, zone)}
                      {(attempt.error ?? attempt.responseExcerpt) && (
                        <details>
                          <summary>Answer</summary>
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
            header: <span className="visually-hidden">Actions</span>,
            align: "end",
            cell: (delivery) => (
              <Button
                size="sm"
                variant="secondary"
                disabled={delivery.status === "sending" || !endpoint.enabled}
                loading={replay.isPending && replay.variables === delivery.id}
                onClick={() => replay.mutate(delivery.id)}
                aria-label={`Replay ${eventLabel(delivery.eventType)} of ${formatDateTime(delivery.createdAt, zone)}`}
              >
                Replay
              </Button>
            ),
          },
        ]}
      />
      <div className="card-actions">
        <Button
          size="sm"
          variant="ghost"
          loading={deliveries.isFetching && !deliveries.isPending}
          onClick={() => void deliveries.refetch()}
        >
          Refresh log
        </Button>
        {page > 1 && (
          <Button size="sm" variant="secondary" onClick={() => setPage(page - 1)}>
            Newer
          </Button>
        )}
        {page * pageSize < total && (
          <Button size="sm" variant="secondary" onClick={() => setPage(page + 1)}>
            Older
          </Button>
        )}
      </div>
    </section>
  );
}
