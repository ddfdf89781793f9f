import { ApiError } from "./api-error.js";

/**
 * One payment action as the person makes it: every call made while it is under way (a
 * double click, a retry after the connection dropped) carries the same `Idempotency-Key`,
 * so the server acts once and answers them all alike. A server's answer, success or
 * refusal, ends the action: the next call is a new action with a new key. A call that never
 * reached an answer (network failure, timeout) keeps the key, so trying again cannot pay
 * twice.
 *
 * @example
 * ```ts
 * const upgrade = idempotentAction();
 * button.onclick = () =>
 *   upgrade.run((idempotencyKey) => client.changePlan(choice, { idempotencyKey }));
 * ```
 */
export interface IdempotentAction {
  /** Calls `send` with the action's key. */
  run<T>(send: (idempotencyKey: string) => Promise<T>): Promise<T>;
  /** The key of the action under way, if one is. */
  readonly pendingKey: string | undefined;
}

const UNANSWERED = new Set(["API_NETWORK_ERROR", "API_TIMEOUT"]);

/** Creates an {@link IdempotentAction}; `newKey` defaults to `crypto.randomUUID`. */
export function idempotentAction(
  newKey: () => string = () => globalThis.crypto.randomUUID(),
): IdempotentAction {
  let current: string | undefined;
  let inFlight = 0;
  let answered = false;
  /** A call ended; once none is left and one got an answer, the next call is a new action. */
  const ended = (key: string, gotAnswer: boolean) => {
    inFlight -= 1;
    answered ||= gotAnswer;
    if (inFlight === 0 && answered && current === key) {
      current = undefined;
      answered = false;
    }
  };
  return {
    get pendingKey() {
      return current;
    },
    async run(send) {
      current ??= newKey();
      const key = current;
      inFlight += 1;
      try {
        const answer = await send(key);
        ended(key, true);
        return answer;
      } catch (error) {
        ended(key, ApiError.isInstance(error) && !UNANSWERED.has(String(error.code)));
        throw error;
      }
    },
  };
}
