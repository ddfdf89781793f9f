import { resolveError, type TEmbedKey, ZCreateEmbedKeyRequest } from "@ringline/api-client";
import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Button, Field, toast } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { TableCard } from "../../components/paged-table-card.js";
import { tableStateOf } from "../../components/table-state.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatDateTime } from "../../shared/format.js";
import { FormAlert } from "../forms/form-alert.js";
import { useForm } from "../forms/use-form.js";
import { firstMessages } from "../forms/validate.js";

const EMPTY = { label: "", allowedOrigins: "" };
type EmbedKeyValues = typeof EMPTY;

/** The sites typed one per line (or separated by commas or spaces), as the contract takes them. */
export function originsOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((origin) => origin.trim())
    .filter((origin) => origin !== "");
}

function validate(values: EmbedKeyValues): Record<string, string> {
  const result = ZCreateEmbedKeyRequest.safeParse({
    label: values.label,
    allowedOrigins: originsOf(values.allowedOrigins),
  });
  return result.success ? {} : firstMessages(result.error.issues);
}

/** The tag a partner page needs, with this key and this product's address. */
function snippetOf(key: string): string {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return `<script type="module" src="https://cdn.jsdelivr.net/npm/@ringline/react-widgets/dist/embed/ringline-embed.js"></script>
<ringline-chat api-url="${origin}" embed-key="${key}"></ringline-chat>`;
}

/**
 * Widgets on the owner's own sites: each embed key with the sites (origins) allowed to use it,
 * a form that adds a key or changes one's sites, and a way to delete one. Other sites are
 * refused by the API (no CORS grant) and the widgets say so.
 */
export function EmbedKeysCard() {
  const zone = useBusinessTimeZone();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const keys = useRouteQuery("listEmbedKeys");
  const [editing, setEditing] = useState<TEmbedKey>();
  const form = useForm(EMPTY, validate);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf("listEmbedKeys") });

  const submit = form.submit(
    async (values) => {
      const input = { label: values.label, allowedOrigins: originsOf(values.allowedOrigins) };
      if (editing) await api.updateEmbedKey({ id: editing.id, ...input });
      else await api.createEmbedKey(input);
      toast({ title: editing ? "Sites saved" : "Embed key created", variant: "success" });
      setEditing(undefined);
      form.reset();
      await refresh();
    },
    (error) => resolveError(error).message,
  );
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteEmbedKey({ id }),
    onSuccess: (answer) => {
      toast({ title: "Embed key deleted", description: answer.message, variant: "success" });
      return refresh();
    },
    onError: (error) => {
      const { title, message } = resolveError(error);
      toast({ title, description: message, variant: "error" });
    },
  });
  const edit = (key: TEmbedKey) => {
    setEditing(key);
    form.reset({ label: key.label, allowedOrigins: key.allowedOrigins.join("\n") });
  };

  return (
    <TableCard<TEmbedKey>
      stackOnNarrow
      title="Widgets on your sites"
      description="Put Ringline's chat, contact form, demo booking and voice demo on your own website. Each key works only on the sites you list; any other site is refused."
      caption="Your embed keys"
      rowKey="id"
      {...tableStateOf(keys)}
      emptyMessage="No embed keys yet. Add one below for the site you want the widgets on."
      columns={[
        {
          key: "label",
          header: "Name",
          rowHeader: true,
          cell: (key) => (
            <>
              {key.label}
              <br />
              <code>{key.key}</code>
            </>
          ),
        },
        {
          key: "origins",
          header: "Allowed sites",
          cell: (key) => key.allowedOrigins.join(", "),
        },
        { key: "created", header: "Created", cell: (key) => formatDateTime(key.createdAt, zone) },
        {
          key: "actions",
          header: <span className="visually-hidden">Actions</span>,
          align: "end",
          cell: (key) => (
            <>
              <Button size="sm" variant="secondary" onClick={() => edit(key)}>
                Edit sites
              </Button>{" "}
              <Button
                size="sm"
                variant="secondary"
                loading={remove.isPending && remove.variables === key.id}
                onClick={() => remove.mutate(key.id)}
              >
                Delete
              </Button>
            </>
          ),
        },
      ]}
    >
      <form className="settings-form" noValidate onSubmit={submit} aria-busy={form.pending}>
        <h4>{editing ? `Edit “${editing.label}”` : "Add an embed key"}</h4>
        <FormAlert message={form.failure} />
        <Field label="Name" error={form.errors.label} required>
          <input type="text" autoComplete="off" {...form.field("label")} />
        </Field>
        <Field
          label="Allowed sites"
          hint="One address per line, such as https://www.example.com (no path)."
          error={form.errors.allowedOrigins}
          required
        >
          <textarea rows={3} {...form.field("allowedOrigins")} />
        </Field>
        <p>
          <Button type="submit" loading={form.pending} pendingLabel="Saving...">
            {editing ? "Save sites" : "Create key"}
          </Button>{" "}
          {editing && (
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(undefined);
                form.reset();
              }}
            >
              Cancel
            </Button>
          )}
        </p>
      </form>
      {keys.data?.items[0] && (
        <details>
          <summary>How to add the widgets to your site</summary>
          <pre>
            <code>{snippetOf(keys.data.items[0].key)}</code>
          </pre>
        </details>
      )}
    </TableCard>
  );
}
