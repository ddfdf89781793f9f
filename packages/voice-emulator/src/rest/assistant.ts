// Assistants, with a version recorded on each change (`GET /assistant/{id}/version`).

import { createHash, randomUUID } from "node:crypto";
import type { EmulatorCore } from "../core.js";
import type { EmulatorRecord } from "../store.js";
import { limitOf, registerCrud } from "./collection.js";
import type { RestHandlers } from "./types.js";

export function assistantHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
  const recordVersion = (assistant: EmulatorRecord) => {
    const versions = core.store.list("assistant-version").filter((item) => {
      return item.assistantId === assistant.id;
    });
    const { id, createdAt: _createdAt, updatedAt: _updatedAt, ...config } = assistant;
    core.store.put("assistant-version", {
      ...config,
      id: randomUUID(),
      assistantId: id,
      version: versions.length + 1,
      configHash: createHash("sha256").update(JSON.stringify(config)).digest("hex"),
      createdAt: core.now(),
    });
  };
  const assistants = registerCrud(
    handlers,
    core,
    "/assistant",
    { name: "assistant", label: "Assistant", after: recordVersion },
    { replace: true },
  );
  handlers["GET /v2/assistant"] = assistants.page;
  handlers["GET /assistant/{id}/version"] = (context) => {
    const assistant = assistants.find(context);
    const all = core.store
      .list("assistant-version")
      .filter((version) => version.assistantId === assistant.id)
      .sort((left, right) => Number(right.version) - Number(left.version));
    const limit = limitOf(context.query);
    const start = typeof context.query.cursor === "string" ? Number(context.query.cursor) || 0 : 0;
    const results = all.slice(start, start + limit);
    const hasNextPage = start + limit < all.length;
    return {
      body: {
        results,
        metadata: { limit, hasNextPage, nextCursor: hasNextPage ? String(start + limit) : null },
      },
    };
  };
  return handlers;
}
