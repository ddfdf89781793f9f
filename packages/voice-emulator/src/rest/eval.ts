// Evals and their runs; a run finishes at once with no results.

import { randomUUID } from "node:crypto";
import type { EmulatorCore } from "../core.js";
import { collection, registerCrud, requireStored } from "./collection.js";
import { bodyOf, type RestHandlers } from "./types.js";

export function evalHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
  registerCrud(handlers, core, "/eval", { name: "eval", label: "Eval" }, { page: true });
  const evalRuns = collection(core, { name: "eval-run", label: "Eval run" });
  handlers["POST /eval/run"] = (context) => {
    const body = bodyOf(context);
    if (typeof body.evalId === "string") requireStored(core, "eval", body.evalId, "Eval");
    const now = core.now();
    const answer = evalRuns.create({
      ...context,
      body: {
        status: "ended",
        endedReason: "mockConversation.done",
        startedAt: now,
        endedAt: now,
        results: [],
        cost: 0,
        costs: [],
        ...body,
      },
    });
    return { status: 201, body: { evalRunId: answer.body.id, workflowId: randomUUID() } };
  };
  handlers["GET /eval/run"] = evalRuns.page;
  handlers["GET /eval/run/{id}"] = evalRuns.get;
  handlers["DELETE /eval/run/{id}"] = evalRuns.remove;
  return handlers;
}
