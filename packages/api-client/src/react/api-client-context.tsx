import { createContext, type ReactNode, useContext } from "react";
import type { ApiClient } from "../client/api-client.js";

const ApiClientContext = createContext<ApiClient | null>(null);

/** Props of {@link ApiClientProvider}. */
export interface ApiClientProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/**
 * Makes an API client available to the hooks below it (inside a `QueryClientProvider`).
 *
 * @example
 * ```tsx
 * <QueryClientProvider client={createQueryClient()}>
 *   <ApiClientProvider client={createApiClient()}>
 *     <App />
 *   </ApiClientProvider>
 * </QueryClientProvider>
 * ```
 */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/**
 * The client given to the nearest {@link ApiClientProvider}.
 *
 * @example
 * ```ts
 * const api = useApiClient();
 * ```
 */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error("useApiClient must be used inside <ApiClientProvider>");
  return client;
}
