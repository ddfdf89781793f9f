// Simulated calls. A call walks a script of caller lines against the assistant's responder
// and sends the platform's server messages on the way, one after the other, each waiting
// for the previous delivery (so a receiver sees them in order):
//
//   [assistant-request] → status-update ringing → status-update in-progress →
//   per turn: speech-update started, transcript partial/final, speech-update stopped,
//   conversation-update; tool-calls when the responder calls a tool (to the tool's server) →
//   status-update ended → end-of-call-report (with a recording the emulator serves).
//
// This file places calls (inbound, outbound, campaigns, web) and tracks them until they
// end; phone-call.ts runs a phone call, call-platform.ts is the platform's side of any call.

import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { CallHooks, EmulatorCore } from "../core.js";
import type { DeliveryService } from "../deliveries.js";
import { HttpError } from "../http-error.js";
import { asObject, E164, type Json } from "../json.js";
import type { EmulatorRecord } from "../store.js";
import { WebCallHub } from "../web-calls/web-call-hub.js";
import { CallPlatform } from "./call-platform.js";
import { CallRun } from "./call-run.js";
import { type Direction, runPhoneCall } from "./phone-call.js";
import { type OrgServer, ServerTargets } from "./server-targets.js";
import { openWebCall } from "./web-call-platform.js";

/**
 * A simulated inbound call: who calls which provisioned number, and what they say.
 *
 * @example
 * ```ts
 * import type { InboundCallInput } from "@ringline/voice-emulator";
 *
 * const input: InboundCallInput = {
 *   number: "+14155550123",
 *   from: "+14155550100",
 *   script: ["Can I book a table for 4?", "Great, bye!"],
 * };
 * ```
 */
export interface InboundCallInput {
  /** A number provisioned or imported in the emulator (E.164). */
  number: string;
  /** The caller's number (E.164). */
  from: string;
  /** The caller's lines, in order; the caller hangs up after the last one. */
  script: string[];
  /**
   * `simulated` (default): the call runs on the simulated clock, as fast as the server answers.
   * `real`: each line takes as long as it would to say, so a page following the call sees it live.
   */
  pace?: "simulated" | "real";
}

/**
 * What a customer says when an outbound call (POST /call/phone, a campaign) reaches them.
 *
 * @example
 * ```ts
 * import type { OutboundCallee } from "@ringline/voice-emulator";
 *
 * const callee: OutboundCallee = { number: "+14155550100", script: ["Hello?", "Yes please.", "Bye."] };
 * ```
 */
export interface OutboundCallee {
  number: string;
  script: string[];
}

export interface CallSimulatorOptions {
  orgServer: OrgServer | undefined;
  log: (line: string) => void;
}

const DEFAULT_CALLEE_SCRIPT = ["Hello?", "Sure, go ahead.", "Thanks, goodbye."];

export class CallSimulator implements CallHooks {
  readonly #core: EmulatorCore;
  readonly #platform: CallPlatform;
  readonly #log: (line: string) => void;
  readonly #callees = new Map<string, string[]>();
  readonly #running = new Set<Promise<unknown>>();
  readonly #webCalls: WebCallHub;

  constructor(core: EmulatorCore, deliveries: DeliveryService, options: CallSimulatorOptions) {
    this.#core = core;
    this.#log = options.log;
    const targets = new ServerTargets(core, options.orgServer);
    this.#platform = new CallPlatform(core, deliveries, targets, options.log);
    this.#webCalls = new WebCallHub(core, {
      open: (call) => openWebCall(this.#platform, call, (promise) => this.#track(promise)),
      log: options.log,
    });
  }

  /** Takes the WebSocket upgrades of web calls on the emulator's server. */
  attach(server: Server): void {
    this.#webCalls.attach(server);
  }

  setCallee(callee: OutboundCallee): void {
    if (typeof callee?.number !== "string" || !Array.isArray(callee.script)) {
      throw new HttpError(400, ["number and script should not be empty"]);
    }
    this.#callees.set(callee.number, callee.script.map(String));
  }

  #track<T>(promise: Promise<T>): Promise<T> {
    this.#running.add(promise);
    const done = () => this.#running.delete(promise);
    promise.then(done, done);
    return promise;
  }

  async settle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  async close(): Promise<void> {
    await this.#webCalls.close();
    await this.settle();
  }

  #run(
    call: EmulatorRecord,
    script: readonly string[],
    direction: Direction,
    pace: InboundCallInput["pace"] = "simulated",
  ) {
    const phoneNumber =
      typeof call.phoneNumberId === "string"
        ? this.#core.store.get("phone-number", call.phoneNumberId)
        : undefined;
    const run = new CallRun(call, phoneNumber);
    run.realTime = pace === "real";
    return runPhoneCall(this.#platform, run, script, direction);
  }

  /** What the customer says: as set with `setCallee`, or a short default. */
  #scriptFor(customer: unknown): string[] {
    return this.#callees.get(String(asObject(customer)?.number ?? "")) ?? DEFAULT_CALLEE_SCRIPT;
  }

  #createInbound(input: InboundCallInput): EmulatorRecord {
    const core = this.#core;
    if (typeof input?.number !== "string" || typeof input.from !== "string") {
      throw new HttpError(400, ["number and from should not be empty"]);
    }
    if (!E164.test(input.from)) {
      throw new HttpError(400, ["from must be a valid phone number in the E.164 format"]);
    }
    if (!Array.isArray(input.script) || input.script.some((line) => typeof line !== "string")) {
      throw new HttpError(400, ["script must be an array of strings"]);
    }
    if (input.pace !== undefined && input.pace !== "simulated" && input.pace !== "real") {
      throw new HttpError(400, ['pace must be "simulated" or "real"']);
    }
    const phoneNumber = core.store
      .list("phone-number")
      .find((record) => record.number === input.number);
    if (phoneNumber === undefined) throw new HttpError(404, `${input.number} is not provisioned`);
    const now = core.now();
    return core.store.put("call", {
      id: randomUUID(),
      orgId: core.orgId,
      type: "inboundPhoneCall",
      status: "ringing",
      phoneNumberId: phoneNumber.id,
      customer: { number: input.from },
      phoneCallProvider: String(phoneNumber.provider ?? "vapi"),
      phoneCallTransport: "pstn",
      ...(typeof phoneNumber.assistantId === "string"
        ? { assistantId: phoneNumber.assistantId }
        : {}),
      ...(typeof phoneNumber.squadId === "string" ? { squadId: phoneNumber.squadId } : {}),
      createdAt: now,
      updatedAt: now,
    });
  }

  placeInbound(input: InboundCallInput): {
    created: Promise<EmulatorRecord>;
    ended: Promise<EmulatorRecord>;
  } {
    let call: EmulatorRecord;
    try {
      call = this.#createInbound(input);
    } catch (error) {
      const failed = Promise.reject(error);
      failed.catch(() => undefined);
      return { created: failed, ended: failed };
    }
    const ended = this.#track(this.#run(call, input.script, "inbound", input.pace));
    return { created: Promise.resolve(call), ended };
  }

  startPhoneCall(call: EmulatorRecord): void {
    this.#track(this.#run(call, this.#scriptFor(call.customer), "outbound")).catch(
      (error: unknown) => {
        this.#log(`call ${call.id} failed: ${String(error)}`);
      },
    );
  }

  startCampaign(campaign: EmulatorRecord): void {
    const customers = Array.isArray(campaign.customers) ? campaign.customers : [];
    if (customers.length === 0 || typeof campaign.phoneNumberId !== "string") return;
    const core = this.#core;
    const update = (fields: Json) => {
      const current = core.store.get("campaign", campaign.id);
      if (current !== undefined) {
        core.store.put("campaign", { ...current, ...fields, updatedAt: core.now() });
      }
    };
    const counters = { queued: customers.length, inProgress: 0, ended: 0 };
    const callIds: Record<string, unknown> = {};
    update({ status: "in-progress", callsCounterQueued: counters.queued });
    const runs = customers.map((customer) => {
      const now = core.now();
      const call = core.store.put("call", {
        id: randomUUID(),
        orgId: core.orgId,
        type: "outboundPhoneCall",
        status: "queued",
        campaignId: campaign.id,
        phoneNumberId: campaign.phoneNumberId,
        customer,
        ...(typeof campaign.assistantId === "string" ? { assistantId: campaign.assistantId } : {}),
        ...(campaign.assistantOverrides === undefined
          ? {}
          : { assistantOverrides: campaign.assistantOverrides }),
        createdAt: now,
        updatedAt: now,
      });
      callIds[call.id] = { status: "queued" };
      counters.queued -= 1;
      counters.inProgress += 1;
      return this.#run(call, this.#scriptFor(customer), "outbound").finally(() => {
        counters.inProgress -= 1;
        counters.ended += 1;
        callIds[call.id] = { status: "ended" };
        update({
          calls: callIds,
          callsCounterQueued: counters.queued,
          callsCounterInProgress: counters.inProgress,
          callsCounterEnded: counters.ended,
        });
      });
    });
    this.#track(Promise.allSettled(runs)).then(() =>
      update({ status: "ended", endedReason: "campaign.ended.success" }),
    );
  }

  startWebCall(call: EmulatorRecord): string {
    return this.#webCalls.register(call);
  }
}
