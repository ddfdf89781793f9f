// Calls. Phone calls run in the call simulator; web calls get a URL to the local transport.
// Creating a call answers like the platform: it needs an assistant, a squad or a workflow,
// and the customer's number must be E.164 unless the customer turns that check off.

import { runnerAssistant } from "../assistant-config.js";
import type { EmulatorCore } from "../core.js";
import { badRequest, notFound } from "../http-error.js";
import { asObject, E164, type Json } from "../json.js";
import type { EmulatorRecord } from "../store.js";
import { filterRecords, listPage, registerCrud, requireStored, sortRecords } from "./collection.js";
import { bodyOf, type RestAnswer, type RestContext, type RestHandlers } from "./types.js";

/** What may run a call: an assistant, a squad or a workflow, stored (by id) or inline. */
const RUNNER_FIELDS = ["assistant", "assistantId", "squad", "squadId", "workflow", "workflowId"];

// `numberE164CheckEnabled: false` is for SIP trunks: any letters and digits, `+` optional.
const RELAXED_NUMBER = /^\+?[a-zA-Z0-9]+$/;

function requireRunner(body: Json): void {
  if (RUNNER_FIELDS.every((field) => body[field] === undefined)) {
    throw badRequest(
      "assistantId, assistant, squadId, squad, workflowId or workflow should not be empty",
    );
  }
}

function requireRunnerRecords(core: EmulatorCore, body: Json): void {
  requireStored(core, "assistant", body.assistantId, "Assistant");
  requireStored(core, "squad", body.squadId, "Squad");
  requireStored(core, "workflow", body.workflowId, "Workflow");
}

function checkCustomerNumbers(body: Json): void {
  const customers: [string, unknown][] = [
    ["customer", body.customer],
    ...(Array.isArray(body.customers) ? body.customers : []).map(
      (customer, index): [string, unknown] => [`customers.${index}`, customer],
    ),
  ];
  const errors: string[] = [];
  for (const [path, value] of customers) {
    const customer = asObject(value);
    // A customer may be reached without a number (a SIP URI): nothing to check then.
    if (typeof customer?.number !== "string") continue;
    if (customer.numberE164CheckEnabled === false) {
      if (!RELAXED_NUMBER.test(customer.number)) {
        errors.push(`${path}.number must contain only letters and digits, with an optional +`);
      }
    } else if (!E164.test(customer.number)) {
      errors.push(`${path}.number must be a valid phone number in the E.164 format`);
    }
  }
  if (errors.length > 0) throw badRequest(errors);
}

export function callHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
  const calls = registerCrud(handlers, core, "/call", { name: "call", label: "Call" });

  const createPhoneCall = (context: RestContext, body: Json): RestAnswer => {
    checkCustomerNumbers(body);
    requireRunner(body);
    requireStored(core, "phone-number", body.phoneNumberId, "Phone number");
    requireRunnerRecords(core, body);
    const answer = calls.create({
      ...context,
      body: { ...body, type: "outboundPhoneCall", status: "queued" },
    });
    core.calls.startPhoneCall(answer.body);
    return { status: 201, body: answer.body };
  };

  const createWebCall = (context: RestContext, body: Json): RestAnswer => {
    requireRunnerRecords(core, body);
    // An assistant, a squad or a workflow, by id or inline, as the platform accepts them.
    if (runnerAssistant(core, body) === undefined) {
      throw badRequest("assistantId or assistant should not be empty");
    }
    const record: EmulatorRecord = calls.create({
      ...context,
      body: { ...body, type: "webCall", status: "queued" },
    }).body;
    const webCallUrl = core.calls.startWebCall(record);
    const updated = {
      ...record,
      webCallUrl,
      artifactPlan: { videoRecordingEnabled: false, ...asObject(record.artifactPlan) },
      transport: { provider: "vapi.websocket" },
    };
    core.store.put("call", updated);
    return { status: 201, body: updated };
  };

  const isPhoneCall = (body: Json) =>
    body.phoneNumberId !== undefined || body.customer !== undefined;
  handlers["POST /call"] = (context) => {
    const body = bodyOf(context);
    if (isPhoneCall(body)) return createPhoneCall(context, body);
    // Without a number to call, the emulator makes it a web call: the runner rule still holds.
    requireRunner(body);
    return createWebCall(context, body);
  };
  handlers["POST /call/phone"] = (context) => {
    const body = bodyOf(context);
    if (!isPhoneCall(body)) throw badRequest("customer should not be empty");
    return createPhoneCall(context, body);
  };
  handlers["POST /call/web"] = (context) => createWebCall(context, bodyOf(context));
  handlers["DELETE /call/{id}"] = (context) => {
    const ids = bodyOf(context).ids;
    if (Array.isArray(ids) && ids.length > 0) {
      const deleted = ids.map((id) => core.store.delete("call", String(id)));
      const first = deleted.find((record) => record !== undefined);
      if (first === undefined) throw notFound("Call");
      return { body: first };
    }
    return calls.remove(context);
  };
  handlers["GET /v2/call"] = calls.page;
  handlers["GET /v2/call/metadata"] = (context) => {
    const page = listPage(core.store.list("call"), context.query);
    // Metadata leaves out the heavy artifacts.
    page.results = page.results.map(
      ({ artifact: _artifact, messages: _messages, ...rest }) => rest,
    );
    return { body: page };
  };
  handlers["GET /v2/call/export"] = (context) => ({
    body: sortRecords(filterRecords(core.store.list("call"), context.query), context.query),
  });
  return handlers;
}
