import { resolveError } from "@ringline/api-client";
import { type QueryRouteName, queryKeyOf } from "@ringline/api-client/react";
import { toast } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * One back-office action on a customer: runs it, says how it went in a toast (the catalogue's
 * words when refused), and reloads the customer, the lists and the `refresh` routes' queries.
 */
export function useAdminAction<Input, Answer extends { message: string } = { message: string }>(
  run: (input: Input) => Promise<Answer>,
  title: string,
  refresh: readonly QueryRouteName[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      toast({ title, description: answer.message, variant: "success" });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf("getAdminCustomer") }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf("listAdminCustomers") }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf("getAuditLog") }),
        ...refresh.map((name) => queryClient.invalidateQueries({ queryKey: queryKeyOf(name) })),
      ]);
    },
    onError: (error) => {
      const resolved = resolveError(error);
      toast({ title: resolved.title, description: resolved.message, variant: "error" });
    },
  });
}
