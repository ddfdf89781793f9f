import { routeQueryOptions, useApiClient } from "@ringline/api-client/react";
import { useQuery } from "@tanstack/react-query";

/**
 * The signed-in user on public pages: asked for only when this browser holds a token, so an
 * anonymous visit makes no request that is sure to be refused.
 */
export function useSignedInUser() {
  const api = useApiClient();
  const holdsToken = api.getAuthToken() !== null || api.getImpersonation() !== null;
  return useQuery({ ...routeQueryOptions(api, "getMe"), enabled: holdsToken });
}
