// What the REST handlers, the call simulator and the server share.

import type { ResponderModelOptions } from "./responder.js";
import type { EmulatorRecord, Store } from "./store.js";
import type { PlatformValidator } from "./validation.js";

/** The calls side, as the REST handlers see it. */
export interface CallHooks {
  /** Runs an outbound phone call that POST /call/phone (or /call) created. */
  startPhoneCall(call: EmulatorRecord): void;
  /** Prepares a web call and returns its `webCallUrl`. */
  startWebCall(call: EmulatorRecord): string;
  /** Dials a campaign's customers. */
  startCampaign(campaign: EmulatorRecord): void;
}

export interface EmulatorCore {
  store: Store;
  orgId: string;
  validator: PlatformValidator;
  /** `http://host:port`, known once the server listens. */
  baseUrl(): string;
  calls: CallHooks;
  model: ResponderModelOptions | undefined;
  now(): string;
}
