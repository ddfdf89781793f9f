// Where a call's server messages go: the server a tool, the assistant, the phone number or
// the org names, in that order of precedence, with how to authenticate to it.

import type { EmulatorCore } from "../core.js";
import type { ServerTarget } from "../deliveries.js";
import { asObject, type Json } from "../json.js";
import type { ResponderTool } from "../responder.js";
import type { HmacSigningPlan } from "../signing.js";
import type { CallRun } from "./call-run.js";

/** The org's own server URL (`serverUrl` of the emulator's options). */
export interface OrgServer {
  url: string;
  secret?: string;
  credentialId?: string;
}

export class ServerTargets {
  readonly #core: EmulatorCore;
  readonly #orgServer: OrgServer | undefined;

  constructor(core: EmulatorCore, orgServer: OrgServer | undefined) {
    this.#core = core;
    this.#orgServer = orgServer;
  }

  /** A stored webhook credential as signing (HMAC) or a Bearer token. */
  #credential(id: unknown): Pick<ServerTarget, "hmac" | "bearer"> {
    if (typeof id !== "string") return {};
    const credential = this.#core.store.get("credential", id);
    const plan = asObject(credential?.authenticationPlan);
    if (plan?.type === "hmac" && typeof plan.secretKey === "string") {
      return { hmac: plan as unknown as HmacSigningPlan };
    }
    if (plan?.type === "bearer" && typeof plan.token === "string") {
      return { bearer: plan as unknown as NonNullable<ServerTarget["bearer"]> };
    }
    return {};
  }

  /** The server a holder (tool, assistant, phone number) names, if it names one. */
  of(holder: Json | undefined, level: string): ServerTarget | undefined {
    if (holder === undefined) return undefined;
    const server = asObject(holder.server);
    const url = typeof server?.url === "string" ? server.url : holder.serverUrl;
    if (typeof url !== "string" || url === "") return undefined;
    const secret = server?.secret ?? holder.serverUrlSecret;
    const backoff = asObject(server?.backoffPlan);
    return {
      url,
      level,
      ...(typeof secret === "string" ? { secret } : {}),
      ...this.#credential(server?.credentialId ?? holder.credentialId),
      ...(asObject(server?.headers) === undefined
        ? {}
        : { headers: server?.headers as Record<string, string> }),
      ...(typeof server?.timeoutSeconds === "number"
        ? { timeoutSeconds: server.timeoutSeconds }
        : {}),
      ...(typeof backoff?.maxRetries === "number" ? { maxRetries: backoff.maxRetries } : {}),
    };
  }

  org(): ServerTarget | undefined {
    const org = this.#orgServer;
    if (org === undefined) return undefined;
    return {
      url: org.url,
      level: "org",
      ...(org.secret === undefined ? {} : { secret: org.secret }),
      ...this.#credential(org.credentialId),
    };
  }

  /** Precedence: tool, then assistant, then phone number, then org. */
  resolve(run: CallRun, tool?: ResponderTool): ServerTarget | undefined {
    return (
      (tool === undefined ? undefined : this.of(tool.definition, "tool")) ??
      this.of(run.assistant, "assistant") ??
      this.of(run.phoneNumber, "phone-number") ??
      this.org()
    );
  }
}
