// `startVoiceEmulator`: wires the subsystems together. Configuration (keys, credentials,
// delivery settings) is in server/configuration.ts, the HTTP server and its routes in
// server/, the REST handlers in rest/, calls in calls/ (web calls' WebSocket upgrade in
// web-calls/), start and shutdown in server/lifecycle.ts.

import {
  CallSimulator,
  type InboundCallInput,
  type OutboundCallee,
} from "./calls/call-simulator.js";
import type { EmulatorCore } from "./core.js";
import { DeliveryService, type VoiceEmulatorDelivery } from "./deliveries.js";
import { type ActiveFault, FaultTable, type VoiceEmulatorFault } from "./faults.js";
import { loadPlatformDescription } from "./platform.js";
import { createRestHandlers } from "./rest/handlers.js";
import { createAdminHandler } from "./server/admin.js";
import { createAuthorize } from "./server/authorization.js";
import {
  deliveryOptionsOf,
  loadKeys,
  orgServerOf,
  seedCredentials,
  type VoiceEmulatorOptions,
} from "./server/configuration.js";
import { createHttpServer } from "./server/http-server.js";
import { listen, shutdown } from "./server/lifecycle.js";
import { createRestRoute } from "./server/rest-route.js";
import { Store } from "./store.js";
import { PlatformValidator } from "./validation.js";

export type { VoiceEmulatorOptions } from "./server/configuration.js";

/**
 * A running emulator.
 *
 * @example
 * ```ts
 * import { startVoiceEmulator } from "@ringline/voice-emulator";
 *
 * const emulator = await startVoiceEmulator();
 * console.log(emulator.url, emulator.privateKey);
 * await emulator.close();
 * ```
 */
export interface VoiceEmulator {
  /** `http://host:port`: the REST API's base URL. */
  url: string;
  privateKey: string;
  publicKey: string;
  orgId: string;
  /** Adds, lists and removes injected faults. */
  faults: {
    add(fault: VoiceEmulatorFault): ActiveFault;
    list(): ActiveFault[];
    remove(id: string): boolean;
    clear(): void;
  };
  /** Server messages sent so far, oldest first. */
  deliveries(filter?: { callId?: string; type?: string }): VoiceEmulatorDelivery[];
  /** Places a simulated inbound call and resolves with the ended call. */
  placeInboundCall(input: InboundCallInput): Promise<Record<string, unknown>>;
  /** Sets what the customer at `number` says when an outbound call reaches them. */
  setCallee(callee: OutboundCallee): void;
  /**
   * Resolves once every simulated call in progress has ended, and every web call that is
   * ending has sent its report (a web call itself runs until its client leaves).
   */
  settle(): Promise<void>;
  /** Stops the server, ends web calls and writes pending state. */
  close(): Promise<void>;
}

/**
 * Starts a local, stateful stand-in for the hosted voice platform: its REST API, simulated
 * phone calls that send server messages, and web calls over a local WebSocket transport.
 *
 * @example
 * ```ts
 * import { createVoicePlatformClient } from "@ringline/voice-client";
 * import { startVoiceEmulator } from "@ringline/voice-emulator";
 *
 * const emulator = await startVoiceEmulator({ serverUrl: "http://127.0.0.1:3000/voice" });
 * const vapi = createVoicePlatformClient({ token: emulator.privateKey, baseUrl: emulator.url });
 * const assistant = await vapi.assistant.create({ name: "Front desk", firstMessage: "Hi!" });
 * const number = await vapi.phoneNumber.create({
 *   provider: "vapi",
 *   numberDesiredAreaCode: "415",
 *   assistantId: assistant.id,
 * });
 * await emulator.placeInboundCall({
 *   number: number.number,
 *   from: "+14155550100",
 *   script: ["Hi, what are your opening hours?", "Thanks, bye!"],
 * });
 * await emulator.close();
 * ```
 */
export async function startVoiceEmulator(
  options: VoiceEmulatorOptions = {},
): Promise<VoiceEmulator> {
  const description = loadPlatformDescription();
  const validator = new PlatformValidator(description);
  const store = new Store(options.dataDir);
  const keys = loadKeys(store, options);
  seedCredentials(store, keys.orgId, options);
  const log = options.log ?? (() => undefined);
  let baseUrl = "";
  const faults = new FaultTable();
  const deliveries = new DeliveryService(deliveryOptionsOf(options));
  const core: EmulatorCore = {
    store,
    orgId: keys.orgId,
    validator,
    baseUrl: () => baseUrl,
    model: options.model,
    now: () => new Date().toISOString(),
    // Replaced just below: the simulator needs the core it belongs to.
    calls: { startPhoneCall() {}, startWebCall: () => "", startCampaign() {} },
  };
  const simulator = new CallSimulator(core, deliveries, {
    orgServer: orgServerOf(options),
    log,
  });
  core.calls = simulator;

  const authorize = createAuthorize(keys);
  const rest = createRestRoute({
    description,
    validator,
    handlers: createRestHandlers(core),
    faults,
    authorize,
    validateAnswers: options.validateAnswers ?? false,
  });
  const admin = createAdminHandler({ store, faults, deliveries, simulator, authorize });
  const server = createHttpServer(rest, admin, log);
  simulator.attach(server);
  baseUrl = await listen(server, options.host ?? "127.0.0.1", options.port ?? 0);

  return {
    url: baseUrl,
    ...keys,
    faults: {
      add: (fault) => faults.add(fault),
      list: () => faults.list(),
      remove: (id) => faults.remove(id),
      clear: () => faults.clear(),
    },
    deliveries: (filter = {}) => deliveries.list(filter),
    placeInboundCall: (input) => simulator.placeInbound(input).ended,
    setCallee: (callee) => simulator.setCallee(callee),
    settle: () => simulator.settle(),
    close: () => shutdown(simulator, server, store),
  };
}
