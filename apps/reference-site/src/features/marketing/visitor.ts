import type { TPlan, TUser } from "@ringline/api-client";
import { useApiClient } from "@ringline/api-client/react/provider";
import { useQuery } from "@tanstack/react-query";
import { useHydrated } from "../../shared/hydration.js";
import { meQuery, plansQuery } from "./public-queries.js";

/**
 * Who is looking at a public page: `anonymous` (no session in this browser: decided at once,
 * without asking the API), `checking` (a token is held; the API is being asked) or `customer`.
 */
export type Visitor =
  | { readonly status: "anonymous" }
  | { readonly status: "checking" }
  | { readonly status: "customer"; readonly user: TUser };

const ANONYMOUS: Visitor = { status: "anonymous" };
const CHECKING: Visitor = { status: "checking" };

/**
 * The visitor of a public page; the header, the prompts and the pricing read it. While the
 * prerendered page hydrates, `anonymous` (what the prerender showed); the session is read
 * right after.
 */
export function useVisitor(): Visitor {
  const api = useApiClient();
  const hydrated = useHydrated();
  const holdsToken = hydrated && (api.getAuthToken() !== null || api.getImpersonation() !== null);
  const me = useQuery({ ...meQuery(api), enabled: holdsToken });
  if (!holdsToken) return ANONYMOUS;
  if (me.isSuccess) return { status: "customer", user: me.data };
  return me.isPending ? CHECKING : ANONYMOUS;
}

/** The plans of plan_configurations; undefined while they load. */
export function usePlans() {
  const api = useApiClient();
  return useQuery({ ...plansQuery(api), select: (answer): readonly TPlan[] => answer.items });
}
