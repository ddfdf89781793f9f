// Groups that are plain collections and nothing more.

import { randomUUID } from "node:crypto";
import type { EmulatorCore } from "../core.js";
import { registerCrud } from "./collection.js";
import type { RestHandlers } from "./types.js";

export function simpleGroupHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
  registerCrud(handlers, core, "/squad", { name: "squad", label: "Squad" });
  registerCrud(handlers, core, "/workflow", { name: "workflow", label: "Workflow" });
  registerCrud(handlers, core, "/session", { name: "session", label: "Session" }, { page: true });
  registerCrud(
    handlers,
    core,
    "/structured-output",
    { name: "structured-output", label: "Structured output" },
    { page: true },
  );
  registerCrud(handlers, core, "/token", {
    name: "token",
    label: "Token",
    defaults: () => ({ value: randomUUID(), tag: "private" }),
  });
  return handlers;
}
