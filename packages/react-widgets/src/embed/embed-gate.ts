import { EMBED_KEY_PARAMETER, ROUTE_FACTS } from "@ringline/api-client/core";
import { type ComponentType, createElement, useSyncExternalStore } from "react";
import type { Locale } from "../shared/messages.js";

/**
 * What a widget on a partner site needs to reach Ringline: the API's address (the page's own
 * origin when absent) and the embed key the owner made for the site.
 *
 * @example
 * ```ts
 * const props: EmbedGateProps = { apiUrl: "https://app.ringline.ai", embedKey: "rk_…", locale: "en" };
 * ```
 */
export interface EmbedGateProps {
  apiUrl?: string | undefined;
  embedKey?: string | undefined;
  locale?: Locale | undefined;
}

/** `allowed`, `refused`, or `unknown` (not asked yet, or no answer). */
export type EmbedStatus = "unknown" | "allowed" | "refused";

type Fetch = (url: string) => Promise<Pick<Response, "ok" | "json">>;

/**
 * Asks the API whether this page's origin may use the embed key (`GET /api/embed/status`, the
 * one answer open to every origin). A refused widget's own requests fail without a word from
 * the browser (no CORS grant); this is how it can say why.
 *
 * @example
 * ```ts
 * await fetchEmbedStatus("https://app.ringline.ai", "rk_…"); // "allowed" | "refused" | "unknown"
 * ```
 */
export async function fetchEmbedStatus(
  apiUrl: string | undefined,
  embedKey: string,
  fetch: Fetch = (url) => globalThis.fetch(url, { credentials: "omit" }),
): Promise<EmbedStatus> {
  try {
    const base = (apiUrl ?? "").replace(/\/+$/, "");
    const response = await fetch(
      `${base}${ROUTE_FACTS.getEmbedStatus.path}?${EMBED_KEY_PARAMETER}=${encodeURIComponent(embedKey)}`,
    );
    if (!response.ok) return "unknown";
    const body = (await response.json()) as { allowed?: unknown };
    return body?.allowed === true ? "allowed" : body?.allowed === false ? "refused" : "unknown";
  } catch {
    return "unknown";
  }
}

type Refusal = ComponentType<{ locale: Locale | undefined }>;

interface StatusEntry {
  status: EmbedStatus;
  /** The refusal's markup, fetched only for a refused page (the widgets stay small). */
  refusal: Refusal | undefined;
  readonly subscribe: (listener: () => void) => () => void;
}

// One question per API address and key per page, shared by every element.
const entries = new Map<string, StatusEntry>();

function entryFor(apiUrl: string | undefined, embedKey: string): StatusEntry {
  const name = `${apiUrl ?? ""} ${embedKey}`;
  const existing = entries.get(name);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  let asked = false;
  const entry: StatusEntry = {
    status: "unknown",
    refusal: undefined,
    subscribe(listener) {
      listeners.add(listener);
      if (!asked) {
        asked = true;
        void fetchEmbedStatus(apiUrl, embedKey)
          .then(async (status) => {
            if (status === "refused") {
              entry.refusal = (await import("./embed-refusal.js")).EmbedRefusal;
            }
            entry.status = status;
          })
          .catch(() => undefined)
          .finally(() => {
            for (const notify of listeners) notify();
          });
      }
      return () => listeners.delete(listener);
    },
  };
  entries.set(name, entry);
  return entry;
}

const NO_SUBSCRIPTION = () => () => {};

/**
 * Whether this page may use the embed key; `unknown` until the API answers, and for good
 * without a key (the widget then works as on Ringline's own site).
 *
 * @example
 * ```ts
 * const status = useEmbedStatus(apiUrl, embedKey);
 * ```
 */
export function useEmbedStatus(apiUrl: string | undefined, embedKey: string | undefined) {
  const entry = embedKey ? entryFor(apiUrl, embedKey) : undefined;
  return useSyncExternalStore(
    entry ? entry.subscribe : NO_SUBSCRIPTION,
    () => entry?.status ?? "unknown",
    () => "unknown" as const,
  );
}

function refusalFor(apiUrl: string | undefined, embedKey: string | undefined) {
  return embedKey ? entryFor(apiUrl, embedKey).refusal : undefined;
}

/**
 * A widget that gives way to a clear refusal when the page's origin may not use its embed key.
 * The widget shows at once (the answer comes later, or never when the API is unreachable).
 *
 * @example
 * ```ts
 * const load = () => withEmbedGate(EmbeddedContact);
 * ```
 */
export function withEmbedGate<TProps extends EmbedGateProps>(
  Widget: ComponentType<TProps>,
): ComponentType<TProps> {
  function EmbedGate(props: TProps) {
    const status = useEmbedStatus(props.apiUrl, props.embedKey);
    const Refusal = refusalFor(props.apiUrl, props.embedKey);
    if (status === "refused" && Refusal) return createElement(Refusal, { locale: props.locale });
    return createElement(Widget, props);
  }
  return EmbedGate;
}

/** Forgets every status asked (tests). */
export function resetEmbedStatus(): void {
  entries.clear();
}
