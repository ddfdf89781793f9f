// Templates: the description takes a list of templates and answers with one.

import type { EmulatorCore } from "../core.js";
import { registerCrud } from "./collection.js";
import type { RestHandlers } from "./types.js";

export function templateHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
  const templates = registerCrud(handlers, core, "/template", {
    name: "template",
    label: "Template",
  });
  handlers["POST /template"] = (context) => {
    const items = Array.isArray(context.body) ? context.body : [context.body];
    const created = items.map((item) => templates.create({ ...context, body: item }).body);
    return { body: created[0] };
  };
  handlers["GET /template/pinned"] = () => ({
    body: core.store.list("template").filter((template) => template.pinned === true),
  });
  return handlers;
}
