import type { TPlan } from "@ringline/api-client";
import { ROUTE_FACTS } from "@ringline/api-client/core";
import { type ComponentType, createElement, useSyncExternalStore } from "react";

// The embed's pricing and ROI elements show Ringline's live plans: `GET {base-url}/api/plans`,
// the one source of prices. Until it answers, or when it cannot (no base URL, offline, an
// older API), the widgets show their built-in DEFAULT_PLANS. No zod here: the embed stays
// small, and a plan that does not look like one is simply not used.

type Fetch = (url: string) => Promise<Pick<Response, "ok" | "json">>;

interface LivePlansEntry {
  plans: readonly TPlan[] | undefined;
  requested: boolean;
  readonly listeners: Set<() => void>;
  readonly subscribe: (listener: () => void) => () => void;
}

const entries = new Map<string, LivePlansEntry>();

function isPlan(value: unknown): value is TPlan {
  if (typeof value !== "object" || value === null) return false;
  const plan = value as Record<string, unknown>;
  const numberOrNull = (field: unknown) => field === null || typeof field === "number";
  return (
    typeof plan.id === "string" &&
    typeof plan.name === "string" &&
    typeof plan.monthlyPrice === "number" &&
    typeof plan.annualPrice === "number" &&
    typeof plan.trialDays === "number" &&
    numberOrNull(plan.minutesIncluded) &&
    numberOrNull(plan.overageRatePerMinute)
  );
}

/**
 * The plans of `GET {baseUrl}/api/plans`, or undefined when there is no answer that reads as
 * a list of plans.
 *
 * @example
 * ```ts
 * const plans = await fetchLivePlans("https://ringline.ai");
 * ```
 */
export async function fetchLivePlans(
  baseUrl: string,
  fetch: Fetch = (url) => globalThis.fetch(url, { credentials: "omit" }),
): Promise<readonly TPlan[] | undefined> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, "")}${ROUTE_FACTS.listPlans.path}`);
    if (!response.ok) return undefined;
    const body = (await response.json()) as { items?: unknown };
    const items = Array.isArray(body?.items) ? body.items : [];
    return items.length > 0 && items.every(isPlan) ? items : undefined;
  } catch {
    return undefined;
  }
}

function entryFor(baseUrl: string, fetch?: Fetch): LivePlansEntry {
  const existing = entries.get(baseUrl);
  if (existing) return existing;
  const entry: LivePlansEntry = {
    plans: undefined,
    requested: false,
    listeners: new Set(),
    subscribe(listener) {
      entry.listeners.add(listener);
      if (!entry.requested) {
        entry.requested = true;
        void fetchLivePlans(baseUrl, fetch).then((plans) => {
          entry.plans = plans;
          for (const notify of entry.listeners) notify();
        });
      }
      return () => entry.listeners.delete(listener);
    },
  };
  entries.set(baseUrl, entry);
  return entry;
}

const NO_SUBSCRIPTION = () => () => {};

/**
 * The live plans of the Ringline site at `baseUrl`, fetched once per page and shared by every
 * element; undefined until they arrive (and for good without a base URL).
 *
 * @example
 * ```ts
 * const plans = useLivePlans("https://ringline.ai");
 * ```
 */
export function useLivePlans(
  baseUrl: string | undefined,
  fetch?: Fetch,
): readonly TPlan[] | undefined {
  const entry = baseUrl ? entryFor(baseUrl, fetch) : undefined;
  return useSyncExternalStore(
    entry ? entry.subscribe : NO_SUBSCRIPTION,
    () => entry?.plans,
    () => undefined,
  );
}

/**
 * A widget that takes `plans`, given the live plans of its `baseUrl` (its own defaults until
 * they arrive).
 *
 * @example
 * ```ts
 * const load = () => withLivePlans(PricingTable);
 * ```
 */
export function withLivePlans<
  TProps extends { plans?: readonly TPlan[] | undefined; baseUrl?: string | undefined },
>(Widget: ComponentType<TProps>): ComponentType<TProps> {
  function WithLivePlans(props: TProps) {
    const live = useLivePlans(props.baseUrl);
    return createElement(Widget, { ...props, plans: props.plans ?? live });
  }
  return WithLivePlans;
}

/** Forgets every fetched list (tests). */
export function resetLivePlans(): void {
  entries.clear();
}
