import { type IdempotentAction, idempotentAction } from "@ringline/api-client";
import { useState } from "react";

/**
 * A payment action of this component (`idempotentAction`): a double click, or a retry after
 * the connection dropped, sends the same `Idempotency-Key`, so the money moves once.
 *
 * @example
 * ```tsx
 * const pay = useIdempotentAction();
 * const send = () => pay.run((idempotencyKey) => api.changePlan(choice, { idempotencyKey }));
 * ```
 */
export function useIdempotentAction(): IdempotentAction {
  const [action] = useState(() => idempotentAction());
  return action;
}
