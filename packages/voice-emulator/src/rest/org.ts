// The org: one exists from the start, its id the emulator's orgId. Members, invites and
// roles are accepted and not kept.

import { randomUUID } from "node:crypto";
import type { EmulatorCore } from "../core.js";
import { registerCrud } from "./collection.js";
import type { RestContext, RestHandlers } from "./types.js";

export function orgHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
  const orgs = registerCrud(handlers, core, "/org", { name: "org", label: "Org", global: true });
  if (!core.store.get("org", core.orgId)) {
    const now = core.now();
    core.store.put("org", { id: core.orgId, name: "Emulator", createdAt: now, updatedAt: now });
  }
  handlers["GET /org"] = () => ({ body: core.store.list("org") });
  handlers["GET /org/feature-flag"] = () => ({ status: 200, body: {} });
  const ownOrg = (context: RestContext) => orgs.find(context);
  handlers["GET /org/{id}/user"] = (context) => {
    const org = ownOrg(context);
    return {
      body: [
        {
          id: randomUUID(),
          email: "owner@emulator.invalid",
          fullName: "Emulator Owner",
          createdAt: org.createdAt,
          updatedAt: org.updatedAt,
        },
      ],
    };
  };
  handlers["GET /org/{id}/auth"] = (context) => {
    const org = ownOrg(context);
    return { status: 200, body: { orgId: org.id, provider: "emulator", ssoEnabled: false } };
  };
  for (const key of [
    "DELETE /org/{id}/leave",
    "DELETE /org/{id}/member/{memberId}/leave",
    "POST /org/{id}/invite",
    "PATCH /org/{id}/role",
  ]) {
    handlers[key] = (context) => {
      ownOrg(context);
      return {};
    };
  }
  return handlers;
}
