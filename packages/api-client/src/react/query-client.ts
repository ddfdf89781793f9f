import { QueryClient } from "@tanstack/react-query";
import { defaultStaleTime, GC_TIME_MS } from "./freshness.js";

/**
 * A QueryClient with the product's defaults: freshness by connection (5 min by default),
 * garbage collection after 10 min, no automatic retries, no refetch on window focus.
 *
 * @example
 * ```tsx
 * const queryClient = createQueryClient();
 * <QueryClientProvider client={queryClient}>…</QueryClientProvider>
 * ```
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: defaultStaleTime(),
        gcTime: GC_TIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
