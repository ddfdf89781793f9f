import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type TIntegrationProviderInfo, ZConnectIntegrationRequest } from "@ringline/api-client";
import { Button, Field } from "@ringline/react-widgets";
import { type FormEvent, useId, useState } from "react";
import { i18n } from "../shared/i18n/i18n.js";
import {
  describeIntegrationFailure,
  type IntegrationReturnTo,
  useIntegrationConnect,
} from "../shared/integrations.js";

/** The key form's contract messages (`ZConnectIntegrationRequest`), in the page's language. */
const KEY_FORM_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  "Paste the key": msg`Paste the key`,
  "Paste the whole key": msg`Paste the whole key`,
  "The key is at most 2,000 characters": msg`The key is at most 2,000 characters`,
  "Paste the id": msg`Paste the id`,
  "The id is at most 255 characters": msg`The id is at most 255 characters`,
};

function inPageLanguage(message: string): string {
  return Object.hasOwn(KEY_FORM_MESSAGES, message)
    ? i18n._(KEY_FORM_MESSAGES[message] as MessageDescriptor)
    : message;
}

/** The first message per field of the key form. */
function keyFormErrors(input: unknown): Record<string, string> {
  const result = ZConnectIntegrationRequest.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues)
    errors[String(issue.path[0] ?? "_root")] ??= inPageLanguage(issue.message);
  return errors;
}

/** A failure under the control, read out at once. */
function ConnectFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}

/**
 * The form of a tool that connects with an API key: the key (where to find it in one
 * sentence), the account id when the tool needs one, the service's refusal in words.
 */
function KeyForm({
  provider,
  returnTo,
  onCancel,
  onConnected,
}: {
  provider: TIntegrationProviderInfo;
  returnTo: IntegrationReturnTo;
  onCancel: () => void;
  onConnected: () => void;
}) {
  const { connect } = useIntegrationConnect({ returnTo });
  const [apiKey, setApiKey] = useState("");
  const [accountId, setAccountId] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { t } = useLingui();
  const name = provider.name;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      provider: provider.id,
      apiKey,
      ...(provider.accountIdLabel ? { accountId } : {}),
    };
    const found = keyFormErrors(input);
    const accountIdLabel = provider.accountIdLabel;
    if (accountIdLabel && accountId.trim() === "")
      found.accountId ??= t`${accountIdLabel} is required`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    connect.mutate(input, {
      onSuccess: onConnected,
      onError: (error) => {
        const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
        if (fieldErrors)
          setErrors(
            Object.fromEntries(
              Object.entries(fieldErrors).map(([name, messages]) => [name, messages[0] ?? ""]),
            ),
          );
      },
    });
  };
  return (
    <form
      className="integration-key-form"
      noValidate
      onSubmit={submit}
      aria-busy={connect.isPending}
      aria-label={t`Connect ${name}`}
    >
      <ConnectFailure
        message={connect.isError ? describeIntegrationFailure(connect.error) : undefined}
      />
      <Field label={t`API key`} hint={provider.keyHelp ?? undefined} error={errors.apiKey} required>
        <input
          type="password"
          name="apiKey"
          autoComplete="off"
          spellCheck={false}
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
        />
      </Field>
      {provider.accountIdLabel && (
        <Field label={provider.accountIdLabel} error={errors.accountId} required>
          <input
            name="accountId"
            autoComplete="off"
            spellCheck={false}
            value={accountId}
            onChange={(event) => setAccountId(event.target.value)}
          />
        </Field>
      )}
      <div className="card-actions">
        <Button type="submit" loading={connect.isPending} pendingLabel={t`Checking the key…`}>
          <Trans>Connect {name}</Trans>
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * How one tool is connected, by its kind: OAuth sends the browser to the provider (and back
 * to `returnTo`), an API key opens a small form, the demo calendar connects in one click. A
 * tool this server cannot connect says so, without a button.
 */
export function IntegrationConnect({
  provider,
  returnTo,
  reconnect = false,
  beforeLeave,
}: {
  provider: TIntegrationProviderInfo;
  returnTo: IntegrationReturnTo;
  /** The connection is in error: the button reads "Reconnect". */
  reconnect?: boolean | undefined;
  /** Runs before the browser leaves for the provider (onboarding keeps what was typed). */
  beforeLeave?: (() => void) | undefined;
}) {
  const { authorize, connect } = useIntegrationConnect({ returnTo, beforeLeave });
  const [keyFormOpen, setKeyFormOpen] = useState(false);
  const describedBy = useId();
  const { t } = useLingui();
  const name = provider.name;
  const verb = reconnect ? t`Reconnect` : t`Connect`;
  const named = reconnect ? t`Reconnect ${name}` : t`Connect ${name}`;
  if (!provider.available) {
    return (
      <p className="integration-unavailable">
        <Trans>Not set up on this server</Trans>
      </p>
    );
  }
  if (provider.connectWith === "api-key") {
    return keyFormOpen ? (
      <KeyForm
        provider={provider}
        returnTo={returnTo}
        onCancel={() => setKeyFormOpen(false)}
        onConnected={() => setKeyFormOpen(false)}
      />
    ) : (
      <Button
        variant={reconnect ? "primary" : "secondary"}
        size="sm"
        aria-label={named}
        onClick={() => setKeyFormOpen(true)}
      >
        {verb}
      </Button>
    );
  }
  const pending = provider.connectWith === "oauth" ? authorize : connect;
  const start = () =>
    provider.connectWith === "oauth"
      ? authorize.mutate(provider.id)
      : connect.mutate({ provider: provider.id });
  return (
    <div className="integration-connect">
      <Button
        variant={reconnect ? "primary" : "secondary"}
        size="sm"
        // The visible words are part of the name (WCAG 2.5.3): "Connect the demo calendar".
        aria-label={
          provider.demo
            ? reconnect
              ? t`Reconnect the demo calendar`
              : t`Connect the demo calendar`
            : named
        }
        aria-describedby={pending.isError ? describedBy : undefined}
        loading={pending.isPending}
        pendingLabel={provider.connectWith === "oauth" ? t`Opening…` : t`Connecting…`}
        onClick={start}
      >
        {provider.demo ? (reconnect ? t`Reconnect the demo` : t`Connect the demo`) : verb}
      </Button>
      {pending.isError && (
        <p className="form-alert" role="alert" id={describedBy}>
          {describeIntegrationFailure(pending.error)}
        </p>
      )}
    </div>
  );
}
