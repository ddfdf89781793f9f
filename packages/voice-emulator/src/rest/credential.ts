// Credentials: webhook credentials sign server messages (see deliveries.ts).

import { randomUUID } from "node:crypto";
import type { EmulatorCore } from "../core.js";
import { registerCrud } from "./collection.js";
import type { RestHandlers } from "./types.js";

export function credentialHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
  // Fields the platform fills in itself when a credential is created.
  registerCrud(handlers, core, "/credential", {
    name: "credential",
    label: "Credential",
    defaults: (body) =>
      body.provider === "webhook"
        ? { authenticationSession: {} }
        : body.provider === "vonage"
          ? { vonageApplicationId: randomUUID(), vonageApplicationPrivateKey: "emulated" }
          : {},
  });
  handlers["POST /credential/session"] = () => ({
    status: 200,
    body: { sessionToken: randomUUID() },
  });
  handlers["POST /credential/webhook"] = () => ({ status: 200, body: { received: true } });
  handlers["POST /credential/trigger"] = () => ({ status: 200, body: { triggered: true } });
  return handlers;
}
