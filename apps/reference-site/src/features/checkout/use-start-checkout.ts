import { resolveError, type TCheckoutRequestInput } from "@ringline/api-client";
import { useApiClient } from "@ringline/api-client/react";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { goTo } from "../../shared/go-to.js";
import { useIdempotentAction } from "../../shared/use-idempotent-action.js";
import { track } from "../analytics/analytics.js";

/**
 * Starts the payment provider's hosted checkout and sends the browser there; the failure, if
 * any, in the catalogue's words.
 */
export function useStartCheckout() {
  const api = useApiClient();
  const navigate = useNavigate();
  const starting = useIdempotentAction();
  const mutation = useMutation({
    mutationFn: (input: TCheckoutRequestInput) => {
      track("begin_checkout", { item_id: input.plan, billing: input.billing });
      return starting.run((idempotencyKey) => api.createCheckout(input, { idempotencyKey }));
    },
    onSuccess: (answer) => goTo(answer.url, navigate),
  });
  return {
    start: (input: TCheckoutRequestInput) => mutation.mutate(input),
    pending: mutation.isPending || mutation.isSuccess,
    error: mutation.isError ? resolveError(mutation.error) : undefined,
  };
}
