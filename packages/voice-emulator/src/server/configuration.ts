// What `startVoiceEmulator` is given, and what it derives from it before anything runs:
// the keys and org id (kept in the store so a data directory keeps them), the seeded
// credentials, and the settings of the server-message deliveries.

import { randomUUID } from "node:crypto";
import type { OrgServer } from "../calls/server-targets.js";
import type { DeliveryOptions } from "../deliveries.js";
import type { ResponderModelOptions } from "../responder.js";
import type { Store } from "../store.js";

/**
 * Settings of {@link startVoiceEmulator}.
 *
 * @example
 * ```ts
 * import type { VoiceEmulatorOptions } from "@ringline/voice-emulator";
 *
 * const options: VoiceEmulatorOptions = {
 *   port: 4010,
 *   dataDir: ".voice-emulator",
 *   serverUrl: "http://127.0.0.1:3000/api/voice/server",
 *   serverSecret: "dev-secret",
 * };
 * ```
 */
export interface VoiceEmulatorOptions {
  /** Default 0: any free port. */
  port?: number | undefined;
  /** Default `127.0.0.1`. */
  host?: string | undefined;
  /** Keep state in this directory (created if needed); in memory when left out. */
  dataDir?: string | undefined;
  /** The private API key; random when left out. */
  privateKey?: string | undefined;
  /** The public API key (POST /call/web only); random when left out. */
  publicKey?: string | undefined;
  /** The org's server URL: where server messages go when nothing closer names one. */
  serverUrl?: string | undefined;
  /** The org server's legacy secret, sent as `X-Vapi-Secret`. */
  serverSecret?: string | undefined;
  /** A stored credential (e.g. a webhook HMAC credential) that authenticates the org server. */
  serverCredentialId?: string | undefined;
  /**
   * Credentials to store at start, e.g. a webhook HMAC credential that assistants, numbers or
   * the org server name by `id` in `server.credentialId`.
   */
  credentials?: (Record<string, unknown> & { id?: string | undefined })[] | undefined;
  /** Let server messages go to non-loopback hosts. Default false. */
  allowNonLoopback?: boolean | undefined;
  /** Called with one line per request and per call event. */
  log?: ((line: string) => void) | undefined;
  /** Replies from this OpenAI-compatible endpoint instead of the deterministic responder. */
  model?: ResponderModelOptions | undefined;
  /** Answer 500 when an answer does not match its described schema (for tests). */
  validateAnswers?: boolean | undefined;
  /** The org's id; random (or the stored one) when left out. */
  orgId?: string | undefined;
  /** First delay between retries of a failed server message; doubles each time. Default 250. */
  deliveryBackoffMs?: number | undefined;
  /** Retries of a failed server message unless its server says. Default 3. */
  deliveryMaxRetries?: number | undefined;
}

/** The keys that open the REST API, and the org everything belongs to. */
export interface EmulatorKeys {
  privateKey: string;
  publicKey: string;
  orgId: string;
}

/** Each key: as given, else as stored by an earlier run, else random; then stored. */
export function loadKeys(store: Store, options: VoiceEmulatorOptions): EmulatorKeys {
  const stored = store.get("emulator", "settings");
  const keys = {
    privateKey: options.privateKey ?? String(stored?.privateKey ?? randomUUID()),
    publicKey: options.publicKey ?? String(stored?.publicKey ?? randomUUID()),
    orgId: options.orgId ?? String(stored?.orgId ?? randomUUID()),
  };
  store.put("emulator", { id: "settings", ...keys });
  return keys;
}

/** Stores the credentials given at start, with the fields the platform fills in itself. */
export function seedCredentials(store: Store, orgId: string, options: VoiceEmulatorOptions): void {
  for (const credential of options.credentials ?? []) {
    const now = new Date().toISOString();
    store.put("credential", {
      ...(credential.provider === "webhook" ? { authenticationSession: {} } : {}),
      ...credential,
      id: credential.id ?? randomUUID(),
      orgId,
      createdAt: now,
      updatedAt: now,
    });
  }
}

export function deliveryOptionsOf(options: VoiceEmulatorOptions): DeliveryOptions {
  return {
    allowNonLoopback: options.allowNonLoopback ?? false,
    backoffMs: options.deliveryBackoffMs ?? 250,
    defaultMaxRetries: options.deliveryMaxRetries ?? 3,
    logLimit: 100_000,
  };
}

/** The org's own server URL, the last in the precedence of server targets. */
export function orgServerOf(options: VoiceEmulatorOptions): OrgServer | undefined {
  if (options.serverUrl === undefined) return undefined;
  return {
    url: options.serverUrl,
    ...(options.serverSecret === undefined ? {} : { secret: options.serverSecret }),
    ...(options.serverCredentialId === undefined
      ? {}
      : { credentialId: options.serverCredentialId }),
  };
}
