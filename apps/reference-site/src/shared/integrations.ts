import { msg } from "@lingui/core/macro";
import {
  ERROR_CATALOGUE,
  isErrorCode,
  resolveError,
  type TConnectIntegrationRequest,
  type TIntegrationProvider,
  type TIntegrationProviderInfo,
} from "@ringline/api-client";
import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import { toast } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { goTo } from "./go-to.js";
import { i18n } from "./i18n/i18n.js";

// Connecting the owner's tools, shared by the dashboard's Integrations tab and onboarding: an
// OAuth provider sends the browser away and back (`?connected=google` or
// `?integrationError=…&provider=google`), a key or the demo calendar connects in place.

/** Where the OAuth callback brings the browser back to. */
export type IntegrationReturnTo = "dashboard" | "onboarding";

/** The query keys the OAuth callback adds to the address it returns to. */
const RETURN_KEYS = ["connected", "integrationError", "provider"] as const;

/** What the callback's query says happened, if it says anything. */
export type IntegrationReturn =
  | { outcome: "connected"; provider: string }
  | { outcome: "failed"; code: string; provider: string | null };

/** Reads the callback's query (`?connected=google`, `?integrationError=…&provider=google`). */
export function integrationReturnOf(search: URLSearchParams): IntegrationReturn | undefined {
  const connected = search.get("connected");
  if (connected) return { outcome: "connected", provider: connected };
  const code = search.get("integrationError");
  if (code) return { outcome: "failed", code, provider: search.get("provider") };
  return undefined;
}

/** A provider's name from the list the API answers, its id when it is not in the list. */
export function providerNameOf(
  providers: readonly TIntegrationProviderInfo[] | undefined,
  id: string | null,
): string | undefined {
  if (!id) return undefined;
  return providers?.find((provider) => provider.id === id)?.name ?? id;
}

/** The catalogue's words for a code the callback named (unknown codes read as a failed connection). */
export function returnFailureOf(code: string): { title: string; message: string } {
  const known = isErrorCode(code) ? code : "INTEGRATION_AUTHORIZATION_FAILED";
  const entry = ERROR_CATALOGUE[known];
  return { title: entry.title, message: `${entry.message} ${entry.suggestion}`.trim() };
}

/**
 * On arrival from the OAuth callback: says what happened in a toast (the provider by name,
 * once `providers` has loaded) and takes the callback's keys out of the address, so a reload
 * or Back does not say it again. Answers what it read, for the page to show too.
 */
export function useIntegrationReturn(
  providers: readonly TIntegrationProviderInfo[] | undefined,
): IntegrationReturn | undefined {
  const [search, setSearch] = useSearchParams();
  const arrived = useRef(integrationReturnOf(search));
  const told = useRef(false);
  useEffect(() => {
    const arrival = arrived.current;
    if (!arrival || told.current || providers === undefined) return;
    told.current = true;
    if (arrival.outcome === "connected") {
      const name = providerNameOf(providers, arrival.provider) ?? arrival.provider;
      toast({
        title: i18n._(msg`${name} is connected`),
        variant: "success",
      });
    } else {
      const { title, message } = returnFailureOf(arrival.code);
      const name = providerNameOf(providers, arrival.provider);
      toast({ title: name ? `${name}: ${title}` : title, description: message, variant: "error" });
    }
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of RETURN_KEYS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [providers, setSearch]);
  return arrived.current;
}

/**
 * Connecting a tool: `authorize(provider)` asks the API where to send the browser and goes
 * there (`beforeLeave` runs first: onboarding keeps what was typed), `connect(input)` connects
 * with a key or the demo calendar and reloads the connections. Refusals are in the
 * catalogue's words (`describeIntegrationFailure`).
 */
export function useIntegrationConnect(options: {
  returnTo: IntegrationReturnTo;
  beforeLeave?: (() => void) | undefined;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const authorize = useMutation({
    mutationFn: (provider: TIntegrationProvider) =>
      api.startIntegrationAuthorization({ provider, returnTo: options.returnTo }),
    onSuccess: ({ authorizationUrl }) => {
      options.beforeLeave?.();
      goTo(authorizationUrl, navigate);
    },
  });
  const connect = useMutation({
    mutationFn: (input: TConnectIntegrationRequest) => api.connectIntegration(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf("listIntegrations") }),
  });
  return { authorize, connect };
}

/** A refused connection in words: the catalogue's message and advice. */
export function describeIntegrationFailure(error: unknown): string {
  const { message, suggestion } = resolveError(error);
  return [message, suggestion].filter(Boolean).join(" ");
}
