// Sends server messages to server URLs: authenticated (X-Vapi-Secret, an HMAC or Bearer
// webhook credential, custom headers), retried with backoff on failures, refused for
// non-loopback hosts unless allowed, and logged.

import { randomUUID } from "node:crypto";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { type HmacSigningPlan, signServerMessageHeaders } from "./signing.js";

/** Where and how one server message goes. */
export interface ServerTarget {
  url: string;
  /** Sent as `X-Vapi-Secret` (the legacy static secret). */
  secret?: string | undefined;
  /** Signs with this HMAC plan. */
  hmac?: HmacSigningPlan | undefined;
  /** A Bearer plan: `Authorization: Bearer …`, or its own header and prefix. */
  bearer?:
    | { token: string; headerName?: string | undefined; bearerPrefixEnabled?: boolean | undefined }
    | undefined;
  headers?: Record<string, string> | undefined;
  timeoutSeconds?: number | undefined;
  maxRetries?: number | undefined;
  /** Where the URL came from: `tool`, `assistant`, `phone-number`, `org`. */
  level: string;
}

/**
 * One attempt to deliver a message: the status answered, or the network error.
 *
 * @example
 * ```ts
 * import type { DeliveryAttempt } from "@ringline/voice-emulator";
 *
 * const retried = (attempts: DeliveryAttempt[]) => attempts.length > 1;
 * ```
 */
export interface DeliveryAttempt {
  at: string;
  status: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * One server message and what became of it, as listed by `GET /__emulator/deliveries`.
 *
 * @example
 * ```ts
 * import type { VoiceEmulatorDelivery } from "@ringline/voice-emulator";
 *
 * const failed = (log: VoiceEmulatorDelivery[]) => log.filter((item) => item.state !== "delivered");
 * ```
 */
export interface VoiceEmulatorDelivery {
  id: string;
  /** Order of sending across the emulator. */
  sequence: number;
  callId: string | null;
  type: string;
  url: string;
  level: string;
  state: "delivered" | "failed" | "refused";
  attempts: DeliveryAttempt[];
  /** The body sent. */
  message: unknown;
  /** The answer's body, parsed when JSON. */
  response: unknown;
}

export interface DeliveryOptions {
  allowNonLoopback: boolean;
  /** First retry delay; doubles each time. */
  backoffMs: number;
  defaultMaxRetries: number;
  /** Oldest entries are dropped past this many. */
  logLimit: number;
}

function isLoopbackAddress(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith("127.");
  const lower = address.toLowerCase();
  return lower === "::1" || lower.startsWith("::ffff:127.");
}

async function isLoopbackHost(hostname: string): Promise<boolean> {
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (isIP(bare) !== 0) return isLoopbackAddress(bare);
  try {
    const addresses = await lookup(bare, { all: true });
    return addresses.length > 0 && addresses.every((item) => isLoopbackAddress(item.address));
  } catch {
    return false;
  }
}

const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

export class DeliveryService {
  readonly #options: DeliveryOptions;
  readonly #log: VoiceEmulatorDelivery[] = [];
  #sequence = 0;

  constructor(options: DeliveryOptions) {
    this.#options = options;
  }

  list(filter: { callId?: string | undefined; type?: string | undefined } = {}) {
    return this.#log.filter(
      (item) =>
        (filter.callId === undefined || item.callId === filter.callId) &&
        (filter.type === undefined || item.type === filter.type),
    );
  }

  clear(): void {
    this.#log.length = 0;
  }

  /** Sends one message; resolves with the entry once delivered, failed or refused. */
  async send(
    target: ServerTarget,
    body: { message: { type: string } },
    callId: string | null,
  ): Promise<VoiceEmulatorDelivery> {
    const entry: VoiceEmulatorDelivery = {
      id: randomUUID(),
      sequence: ++this.#sequence,
      callId,
      type: body.message.type,
      url: target.url,
      level: target.level,
      state: "failed",
      attempts: [],
      message: body,
      response: null,
    };
    this.#log.push(entry);
    if (this.#log.length > this.#options.logLimit) this.#log.shift();

    let url: URL;
    try {
      url = new URL(target.url);
    } catch {
      entry.attempts.push({
        at: new Date().toISOString(),
        status: null,
        error: "invalid URL",
        durationMs: 0,
      });
      return entry;
    }
    if (!this.#options.allowNonLoopback && !(await isLoopbackHost(url.hostname))) {
      entry.state = "refused";
      entry.attempts.push({
        at: new Date().toISOString(),
        status: null,
        error: `${url.hostname} is not a loopback address (start the emulator with allowNonLoopback)`,
        durationMs: 0,
      });
      return entry;
    }

    const text = JSON.stringify(body);
    // One id per message, the same on every retry (as Svix-style receivers expect).
    const messageId = `msg_${randomUUID().replaceAll("-", "")}`;
    const maxRetries = target.maxRetries ?? this.#options.defaultMaxRetries;
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      if (attempt > 0) await sleep(this.#options.backoffMs * 2 ** (attempt - 1));
      const headers: Record<string, string> = {
        "content-type": "application/json",
        ...target.headers,
      };
      if (target.secret !== undefined) headers["x-vapi-secret"] = target.secret;
      if (target.bearer !== undefined) {
        const { token, headerName, bearerPrefixEnabled } = target.bearer;
        headers[headerName || "authorization"] =
          bearerPrefixEnabled === false ? token : `Bearer ${token}`;
      }
      // Signed per attempt: a retry carries a fresh timestamp.
      if (target.hmac !== undefined) {
        Object.assign(
          headers,
          signServerMessageHeaders(text, target.hmac, { url: target.url, messageId }),
        );
      }
      const started = performance.now();
      const at = new Date().toISOString();
      try {
        const response = await fetch(url, {
          method: "POST",
          headers,
          body: text,
          signal: AbortSignal.timeout((target.timeoutSeconds ?? 20) * 1000),
        });
        const answer = await response.text();
        entry.attempts.push({
          at,
          status: response.status,
          error: null,
          durationMs: Math.round(performance.now() - started),
        });
        if (response.ok) {
          entry.state = "delivered";
          try {
            entry.response = answer === "" ? null : JSON.parse(answer);
          } catch {
            entry.response = answer;
          }
          return entry;
        }
      } catch (error) {
        entry.attempts.push({
          at,
          status: null,
          error: error instanceof Error ? error.message : String(error),
          durationMs: Math.round(performance.now() - started),
        });
      }
    }
    return entry;
  }
}
