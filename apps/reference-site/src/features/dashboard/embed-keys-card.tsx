import { Trans, useLingui } from "@lingui/react/macro";
import { resolveError, type TEmbedKey, ZCreateEmbedKeyRequest } from "@ringline/api-client";
import type { TSiteLocale } from "@ringline/api-client/core";
import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Button, Field, Select, type SelectOption, toast } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { TableCard } from "../../components/paged-table-card.js";
import { tableStateOf } from "../../components/table-state.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatDateTime } from "../../shared/format.js";
import { activeLocale } from "../../shared/i18n/i18n.js";
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

/**
 * The tag a partner page needs, with this key and this product's address; in Spanish, the
 * widget's `locale="es"` (English, the widgets' default, needs no attribute).
 */
function snippetOf(key: string, locale: TSiteLocale = "en"): string {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const language = locale === "en" ? "" : ` locale="${locale}"`;
  return `<script type="module" src="https://cdn.jsdelivr.net/npm/@ringline/react-widgets/dist/embed/ringline-embed.js"></script>
<ringline-chat api-url="${origin}" embed-key="${key}"${language}></ringline-chat>`;
}

/** The widgets' languages, each by its own name. */
const WIDGET_LANGUAGES: readonly SelectOption[] = [
  { value: "en", label: "English" },
  { value: "es", label: "Español" },
];

/** How to add the widgets: the snippet for a key, in the language the owner picks. */
function EmbedSnippet({ embedKey }: { embedKey: string }) {
  const { t } = useLingui();
  const [locale, setLocale] = useState<TSiteLocale>(activeLocale);
  return (
    <details>
      <summary>
        <Trans>How to add the widgets to your site</Trans>
      </summary>
      <Field label={t`Widget language`}>
        <Select
          name="widgetLocale"
          options={WIDGET_LANGUAGES}
          value={locale}
          onChange={(event) => setLocale(event.target.value === "es" ? "es" : "en")}
        />
      </Field>
      <pre>
        <code>{snippetOf(embedKey, locale)}</code>
      </pre>
    </details>
  );
}

/**
 * Widgets on the owner's own sites: each embed key with the sites (origins) allowed to use it,
 * a form that adds a key or changes one's sites, and a way to delete one. Other sites are
 * refused by the API (no CORS grant) and the widgets say so.
 */
export function EmbedKeysCard() {
  const { t } = useLingui();
  const zone = useBusinessTimeZone();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const keys = useRouteQuery("listEmbedKeys");
  const [editing, setEditing] = useState<TEmbedKey>();
  const editingLabel = editing?.label;
  const form = useForm(EMPTY, validate);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf("listEmbedKeys") });

  const submit = form.submit(
    async (values) => {
      const input = { label: values.label, allowedOrigins: originsOf(values.allowedOrigins) };
      if (editing) await api.updateEmbedKey({ id: editing.id, ...input });
      else await api.createEmbedKey(input);
      toast({ title: editing ? t`Sites saved` : t`Embed key created`, variant: "success" });
      setEditing(undefined);
      form.reset();
      await refresh();
    },
    (error) => resolveError(error).message,
  );
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteEmbedKey({ id }),
    onSuccess: (answer) => {
      toast({ title: t`Embed key deleted`, description: answer.message, variant: "success" });
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
      title={t`Widgets on your sites`}
      description={t`Put Ringline's chat, contact form, demo booking and voice demo on your own website. Each key works only on the sites you list; any other site is refused.`}
      caption={t`Your embed keys`}
      rowKey="id"
      locale={activeLocale()}
      {...tableStateOf(keys)}
      emptyMessage={t`No embed keys yet. Add one below for the site you want the widgets on.`}
      columns={[
        {
          key: "label",
          header: t`Name`,
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
          header: t`Allowed sites`,
          cell: (key) => key.allowedOrigins.join(", "),
        },
        { key: "created", header: t`Created`, cell: (key) => formatDateTime(key.createdAt, zone) },
        {
          key: "actions",
          header: (
            <span className="visually-hidden">
              <Trans>Actions</Trans>
            </span>
          ),
          align: "end",
          cell: (key) => (
            <>
              <Button size="sm" variant="secondary" onClick={() => edit(key)}>
                <Trans>Edit sites</Trans>
              </Button>{" "}
              <Button
                size="sm"
                variant="secondary"
                loading={remove.isPending && remove.variables === key.id}
                locale={activeLocale()}
                onClick={() => remove.mutate(key.id)}
              >
                <Trans>Delete</Trans>
              </Button>
            </>
          ),
        },
      ]}
    >
      <form className="settings-form" noValidate onSubmit={submit} aria-busy={form.pending}>
        <h4>{editing ? <Trans>Edit “{editingLabel}”</Trans> : <Trans>Add an embed key</Trans>}</h4>
        <FormAlert message={form.failure} />
        <Field label={t`Name`} error={form.errors.label} required>
          <input type="text" autoComplete="off" {...form.field("label")} />
        </Field>
        <Field
          label={t`Allowed sites`}
          hint={t`One address per line, such as https://www.example.com (no path).`}
          error={form.errors.allowedOrigins}
          required
        >
          <textarea rows={3} {...form.field("allowedOrigins")} />
        </Field>
        <p>
          <Button type="submit" loading={form.pending} pendingLabel={t`Saving...`}>
            {editing ? <Trans>Save sites</Trans> : <Trans>Create key</Trans>}
          </Button>{" "}
          {editing && (
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(undefined);
                form.reset();
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
          )}
        </p>
      </form>
      {keys.data?.items[0] && <EmbedSnippet embedKey={keys.data.items[0].key} />}
    </TableCard>
  );
}
