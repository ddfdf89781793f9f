// Fault injection for tests: per route, added latency, an error status (429 with
// Retry-After, 503, …) or a dropped connection, optionally for the next N requests only.

import { randomUUID } from "node:crypto";

/**
 * A fault to inject. `path` is an operation's path template (`/assistant/{id}`) or a
 * concrete path (`/assistant/123`); `method` defaults to any.
 *
 * @example
 * ```ts
 * import type { VoiceEmulatorFault } from "@ringline/voice-emulator";
 *
 * const rateLimited: VoiceEmulatorFault = {
 *   method: "GET",
 *   path: "/assistant",
 *   status: 429,
 *   retryAfterSeconds: 1,
 *   times: 1,
 * };
 * ```
 */
export interface VoiceEmulatorFault {
  method?: string | undefined;
  path: string;
  /** Added before the answer (or before the fault below). */
  latencyMs?: number | undefined;
  /** Answer with this status and the platform's error body instead. */
  status?: number | undefined;
  /** `Retry-After`, in seconds, on a 429 or 503. */
  retryAfterSeconds?: number | undefined;
  /** Destroy the socket without answering. */
  drop?: boolean | undefined;
  /** How many requests it applies to; unlimited when left out. */
  times?: number | undefined;
}

/**
 * A fault in force, with its id and how many requests it still applies to.
 *
 * @example
 * ```ts
 * import { startVoiceEmulator } from "@ringline/voice-emulator";
 *
 * const emulator = await startVoiceEmulator();
 * const fault = emulator.faults.add({ path: "/call/{id}", status: 503, times: 2 });
 * fault.remaining; // 2
 * emulator.faults.remove(fault.id);
 * ```
 */
export interface ActiveFault extends VoiceEmulatorFault {
  id: string;
  remaining: number | null;
}

export class FaultTable {
  #faults: ActiveFault[] = [];

  add(fault: VoiceEmulatorFault): ActiveFault {
    if (typeof fault.path !== "string" || !fault.path.startsWith("/")) {
      throw new TypeError("a fault needs a `path` starting with /");
    }
    const active: ActiveFault = {
      ...fault,
      method: fault.method?.toUpperCase(),
      id: randomUUID(),
      remaining: fault.times ?? null,
    };
    this.#faults.push(active);
    return active;
  }

  list(): ActiveFault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  remove(id: string): boolean {
    const before = this.#faults.length;
    this.#faults = this.#faults.filter((fault) => fault.id !== id);
    return this.#faults.length !== before;
  }

  clear(): void {
    this.#faults = [];
  }

  /** The first fault matching the request, counted as used. */
  take(method: string, template: string | undefined, path: string): ActiveFault | undefined {
    const fault = this.#faults.find(
      (candidate) =>
        (candidate.method === undefined || candidate.method === method) &&
        (candidate.path === path || candidate.path === template),
    );
    if (fault === undefined) return undefined;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.remove(fault.id);
    }
    return fault;
  }
}
