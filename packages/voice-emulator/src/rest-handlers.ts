// One handler per platform operation. Most groups are plain collections (create, list,
// get, update, delete) built by `collection()`; the rest are written out below.

import { createHash, randomUUID } from "node:crypto";
import { resolveAssistant, responderFor } from "./assistant-config.js";
import type { EmulatorCore } from "./core.js";
import { badRequest, HttpError, notFound } from "./http-error.js";
import type { EmulatorRecord } from "./store.js";

type Json = Record<string, unknown>;

/** A multipart upload, as busboy read it. */
export interface Upload {
  fields: Record<string, string>;
  file?: { field: string; filename: string; mimeType: string; bytes: Buffer } | undefined;
}

export interface RestContext {
  /** The operation, `"METHOD /path/{template}"`. */
  key: string;
  params: Record<string, string>;
  /** The query, coerced to the described types. */
  query: Record<string, unknown>;
  body: unknown;
  upload: Upload | undefined;
}

export interface RestAnswer {
  /** Defaults to the status the description gives for success. */
  status?: number;
  body?: unknown;
}

export type RestHandler = (context: RestContext) => RestAnswer | Promise<RestAnswer>;

function asObject(value: unknown): Json {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Json)
    : {};
}

const CONTROL_PARAMETERS = new Set(["limit", "page", "sortOrder", "sortBy", "cursor"]);
const EQUALITY_FILTERS = new Set(["id", "name", "number", "status", "type", "provider", "purpose"]);
const DATE_FILTER = /^(createdAt|updatedAt)(Gt|Lt|Ge|Le)$/;
const RANGE_FILTER = /^(\w+)(Gt|Lt|Ge|Le)$/;

function compare(left: unknown, operator: string, right: unknown): boolean {
  const a = typeof left === "number" ? left : Date.parse(String(left));
  const b = typeof right === "number" ? right : Date.parse(String(right));
  const [x, y] = Number.isNaN(a) || Number.isNaN(b) ? [Number(left), Number(right)] : [a, b];
  if (operator === "Gt") return x > y;
  if (operator === "Lt") return x < y;
  if (operator === "Ge") return x >= y;
  return x <= y;
}

/**
 * The described list filters: `createdAtGt`-style ranges, `…Any` lists, and equality on ids
 * and a few plain fields. Other described filters (free-text searches) are accepted and
 * ignored.
 */
export function filterRecords(records: EmulatorRecord[], query: Json): EmulatorRecord[] {
  let result = records;
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || CONTROL_PARAMETERS.has(name)) continue;
    const range = DATE_FILTER.exec(name) ?? RANGE_FILTER.exec(name);
    if (name.endsWith("Any")) {
      const field = name.slice(0, -3);
      const allowed = new Set(
        (Array.isArray(value) ? value : String(value).split(",")).map((item) => String(item)),
      );
      result = result.filter((record) => allowed.has(String(record[field])));
    } else if (range?.[1] !== undefined && range[2] !== undefined) {
      const [, field, operator] = range;
      result = result.filter(
        (record) => record[field] !== undefined && compare(record[field], operator, value),
      );
    } else if (EQUALITY_FILTERS.has(name) || name.endsWith("Id")) {
      result = result.filter((record) => String(record[name]) === String(value));
    }
  }
  return result;
}

function sortRecords(records: EmulatorRecord[], query: Json): EmulatorRecord[] {
  const ascending = query.sortOrder === "ASC";
  const field = typeof query.sortBy === "string" ? query.sortBy : "createdAt";
  // Ties (same millisecond) keep insertion order, newest last, so DESC reverses it.
  const indexed = records.map((record, index) => ({ record, index }));
  indexed.sort((left, right) => {
    const a = String(left.record[field] ?? "");
    const b = String(right.record[field] ?? "");
    const order = a < b ? -1 : a > b ? 1 : left.index - right.index;
    return ascending ? order : -order;
  });
  return indexed.map((item) => item.record);
}

function limitOf(query: Json): number {
  const limit = Number(query.limit ?? 100);
  return Number.isFinite(limit) && limit > 0 ? Math.min(Math.floor(limit), 1000) : 100;
}

export function listArray(records: EmulatorRecord[], query: Json): EmulatorRecord[] {
  return sortRecords(filterRecords(records, query), query).slice(0, limitOf(query));
}

export function listPage(records: EmulatorRecord[], query: Json) {
  const all = sortRecords(filterRecords(records, query), query);
  const limit = limitOf(query);
  const page = Math.max(1, Math.floor(Number(query.page ?? 1)) || 1);
  const totalPages = Math.max(1, Math.ceil(all.length / limit));
  return {
    results: all.slice((page - 1) * limit, page * limit),
    metadata: {
      itemsPerPage: limit,
      totalItems: all.length,
      currentPage: page,
      totalPages,
      hasNextPage: page < totalPages,
      sortOrder: query.sortOrder === "ASC" ? "ASC" : "DESC",
    },
  };
}

interface CollectionSpec {
  /** The store's collection name. */
  name: string;
  /** The word in "… not found". */
  label: string;
  /** The path parameter that names the parent record (`testSuiteId`). */
  parent?: string;
  /** Records without `orgId` (orgs themselves). */
  global?: boolean;
  /** Fields a new record gets before the body's. */
  defaults?: (body: Json, context: RestContext) => Json;
  /** Runs once a record was created or updated. */
  after?: (record: EmulatorRecord, change: "create" | "update") => void;
}

type RecordHandler = (context: RestContext) => { body: EmulatorRecord };

export interface Collection {
  create: RecordHandler;
  list: (context: RestContext) => RestAnswer;
  page: (context: RestContext) => RestAnswer;
  get: RecordHandler;
  update: RecordHandler;
  replace: RecordHandler;
  remove: RecordHandler;
  find(context: RestContext): EmulatorRecord;
}

const PROTECTED = ["id", "orgId", "createdAt", "updatedAt"];

function withoutProtected(body: Json): Json {
  const result = { ...body };
  for (const field of PROTECTED) delete result[field];
  return result;
}

export function collection(core: EmulatorCore, spec: CollectionSpec): Collection {
  const scope = (context: RestContext) =>
    core.store
      .list(spec.name)
      .filter(
        (record) =>
          spec.parent === undefined || record[spec.parent] === context.params[spec.parent],
      );
  const find = (context: RestContext): EmulatorRecord => {
    const id = context.params.id ?? "";
    const record = core.store.get(spec.name, id);
    if (
      record === undefined ||
      (spec.parent !== undefined && record[spec.parent] !== context.params[spec.parent])
    ) {
      throw notFound(spec.label);
    }
    return record;
  };
  const save = (record: EmulatorRecord, change: "create" | "update") => {
    core.store.put(spec.name, record);
    spec.after?.(record, change);
    return { body: record };
  };
  return {
    find,
    create: (context) => {
      const body = asObject(context.body);
      const now = core.now();
      const record: EmulatorRecord = {
        id: randomUUID(),
        ...(spec.global ? {} : { orgId: core.orgId }),
        ...(spec.parent === undefined ? {} : { [spec.parent]: context.params[spec.parent] }),
        ...spec.defaults?.(body, context),
        ...withoutProtected(body),
        createdAt: now,
        updatedAt: now,
      };
      return save(record, "create");
    },
    list: (context) => ({ body: listArray(scope(context), context.query) }),
    page: (context) => ({ body: listPage(scope(context), context.query) }),
    get: (context) => ({ body: find(context) }),
    update: (context) => {
      const current = find(context);
      const record = { ...current, ...withoutProtected(asObject(context.body)) };
      record.updatedAt = core.now();
      return save(record, "update");
    },
    replace: (context) => {
      const current = find(context);
      const kept = Object.fromEntries(
        [...PROTECTED, ...(spec.parent === undefined ? [] : [spec.parent])].map((field) => [
          field,
          current[field],
        ]),
      );
      const record: EmulatorRecord = {
        ...spec.defaults?.(asObject(context.body), context),
        ...withoutProtected(asObject(context.body)),
        ...kept,
        id: current.id,
        updatedAt: core.now(),
      };
      return save(record, "update");
    },
    remove: (context) => {
      const record = find(context);
      core.store.delete(spec.name, record.id);
      return { body: record };
    },
  };
}

function randomDigits(count: number): string {
  let digits = "";
  for (let index = 0; index < count; index++) digits += Math.floor(Math.random() * 10);
  return digits;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/** All handlers, keyed by operation. */
export function createRestHandlers(core: EmulatorCore): Record<string, RestHandler> {
  const handlers: Record<string, RestHandler> = {};
  const crud = (
    base: string,
    spec: CollectionSpec,
    options: { page?: boolean; replace?: boolean; updateMethod?: string } = {},
  ) => {
    const group = collection(core, spec);
    handlers[`POST ${base}`] = group.create;
    handlers[`GET ${base}`] = options.page ? group.page : group.list;
    handlers[`GET ${base}/{id}`] = group.get;
    handlers[`PATCH ${base}/{id}`] = group.update;
    handlers[`DELETE ${base}/{id}`] = group.remove;
    if (options.replace) handlers[`PUT ${base}/{id}`] = group.replace;
    return group;
  };

  // Assistants, with a version recorded on each change.
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
  const assistants = crud(
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

  crud("/squad", { name: "squad", label: "Squad" });
  crud("/workflow", { name: "workflow", label: "Workflow" });
  crud("/session", { name: "session", label: "Session" }, { page: true });
  crud(
    "/structured-output",
    { name: "structured-output", label: "Structured output" },
    { page: true },
  );
  crud("/token", {
    name: "token",
    label: "Token",
    defaults: () => ({ value: randomUUID(), tag: "private" }),
  });

  // Calls. Phone calls run in the simulator; web calls get a URL to the local transport.
  const calls = crud("/call", { name: "call", label: "Call" });
  const createCall = (context: RestContext, kind: "phone" | "web" | "any"): RestAnswer => {
    const body = asObject(context.body);
    if (kind !== "web" && (body.phoneNumberId !== undefined || body.customer !== undefined)) {
      const phoneNumber =
        typeof body.phoneNumberId === "string"
          ? core.store.get("phone-number", body.phoneNumberId)
          : undefined;
      if (body.phoneNumberId !== undefined && phoneNumber === undefined) {
        throw notFound("Phone number");
      }
      if (
        body.assistantId !== undefined &&
        !core.store.get("assistant", String(body.assistantId))
      ) {
        throw notFound("Assistant");
      }
      const answer = calls.create({
        ...context,
        body: { ...body, type: "outboundPhoneCall", status: "queued" },
      });
      core.calls.startPhoneCall(answer.body as EmulatorRecord);
      return { status: 201, body: answer.body };
    }
    if (kind === "phone") throw badRequest("customer should not be empty");
    if (body.assistantId !== undefined && !core.store.get("assistant", String(body.assistantId))) {
      throw notFound("Assistant");
    }
    if (resolveAssistant(core, body) === undefined && body.squadId === undefined) {
      throw badRequest("assistantId or assistant should not be empty");
    }
    const answer = calls.create({
      ...context,
      body: { ...body, type: "webCall", status: "queued" },
    });
    const record = answer.body as EmulatorRecord;
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
  handlers["POST /call"] = (context) => createCall(context, "any");
  handlers["POST /call/phone"] = (context) => createCall(context, "phone");
  handlers["POST /call/web"] = (context) => createCall(context, "web");
  handlers["DELETE /call/{id}"] = (context) => {
    const ids = asObject(context.body).ids;
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

  // Chats answer from the same responder that runs calls.
  const chats = collection(core, { name: "chat", label: "Chat" });
  handlers["GET /chat"] = chats.page;
  handlers["GET /chat/{id}"] = chats.get;
  handlers["DELETE /chat/{id}"] = chats.remove;
  const chatReply = async (body: Json) => {
    if (body.assistantId !== undefined && !core.store.get("assistant", String(body.assistantId))) {
      throw notFound("Assistant");
    }
    const assistant = resolveAssistant(core, body) ?? {};
    const input = body.input;
    const messages = (
      typeof input === "string"
        ? [{ role: "user", content: input }]
        : (Array.isArray(input) ? input : []).map(asObject)
    ) as { role: string; content: string }[];
    const previous =
      typeof body.previousChatId === "string"
        ? core.store.get("chat", body.previousChatId)
        : undefined;
    const history = [
      ...((previous?.messages as { role: string; content: string }[] | undefined) ?? []),
      ...((previous?.output as { role: string; content: string }[] | undefined) ?? []),
      ...messages,
    ];
    const responder = await responderFor(core, assistant);
    const lastUser = [...messages].reverse().find((message) => message.role === "user");
    const turn = await responder.reply(
      String(lastUser?.content ?? ""),
      history.map((message) => ({
        role: message.role === "assistant" ? "assistant" : "user",
        content: String(message.content),
      })),
    );
    const text = turn.kind === "tool" ? `I would call ${turn.tool.name} for that.` : turn.text;
    return { messages, text };
  };
  handlers["POST /chat"] = async (context) => {
    const body = asObject(context.body);
    const { messages, text } = await chatReply(body);
    // The description names two schemas `UserMessage`; the chat's answer is checked against
    // the call-artifact one, so user messages carry both shapes' fields.
    const now = Date.now();
    const answer = chats.create({
      ...context,
      body: {
        ...body,
        messages: messages.map((message) => ({
          ...message,
          message: message.content,
          time: now,
          endTime: now,
          secondsFromStart: 0,
        })),
        output: [{ role: "assistant", content: text }],
        cost: 0,
        costs: [],
      },
    });
    return { status: 200, body: answer.body };
  };
  const responseObject = (text: string) => ({
    id: `resp_${randomUUID().replaceAll("-", "")}`,
    object: "response",
    created_at: Math.floor(Date.now() / 1000),
    status: "completed",
    output: [
      {
        id: `msg_${randomUUID().replaceAll("-", "")}`,
        type: "message",
        role: "assistant",
        status: "completed",
        content: [{ type: "output_text", text, annotations: [] }],
      },
    ],
  });
  handlers["POST /chat/responses"] = async (context) => {
    const { text } = await chatReply(asObject(context.body));
    return { status: 200, body: responseObject(text) };
  };
  handlers["POST /chat/web"] = async (context) => {
    const body = asObject(context.body);
    const { text } = await chatReply(body);
    const sessionId = typeof body.sessionId === "string" ? body.sessionId : randomUUID();
    return {
      status: 200,
      body: { id: randomUUID(), sessionId, output: [{ role: "assistant", content: text }] },
    };
  };
  handlers["POST /chat/web/responses"] = async (context) => {
    const { text } = await chatReply(asObject(context.body));
    return { status: 200, body: responseObject(text) };
  };

  // Campaigns dial their customers through the simulator.
  const campaigns = crud(
    "/campaign",
    {
      name: "campaign",
      label: "Campaign",
      defaults: () => ({
        status: "scheduled",
        calls: {},
        callsCounterScheduled: 0,
        callsCounterQueued: 0,
        callsCounterInProgress: 0,
        callsCounterEndedVoicemail: 0,
        callsCounterEnded: 0,
      }),
      after: (record, change) => {
        if (change === "create") core.calls.startCampaign(record);
      },
    },
    { page: true },
  );
  handlers["POST /campaign"] = (context) => {
    const body = asObject(context.body);
    if (
      typeof body.phoneNumberId === "string" &&
      !core.store.get("phone-number", body.phoneNumberId)
    ) {
      throw notFound("Phone number");
    }
    return campaigns.create(context);
  };

  // Phone numbers: the platform's own numbers are provisioned in the requested area code;
  // imported and BYO numbers keep the number given.
  const phoneNumbers = crud("/phone-number", { name: "phone-number", label: "Phone number" });
  const takenNumbers = () => new Set(core.store.list("phone-number").map((item) => item.number));
  const provision = (areaCode: string) => {
    const taken = takenNumbers();
    for (let attempt = 0; attempt < 1000; attempt++) {
      // Exchange codes never start with 0 or 1 in the North American plan.
      const number = `+1${areaCode}${2 + Math.floor(Math.random() * 8)}${randomDigits(6)}`;
      if (!taken.has(number)) return number;
    }
    throw new HttpError(409, `no free number left in area code ${areaCode}`);
  };
  const keepNumber = (number: unknown) => {
    if (typeof number !== "string" || !E164.test(number)) {
      throw badRequest("number must be a valid phone number in the E.164 format");
    }
    if (takenNumbers().has(number)) throw new HttpError(409, `${number} is already in use`);
    return number;
  };
  handlers["POST /phone-number"] = (context) => {
    const body = asObject(context.body);
    let number: string;
    if (body.provider === "vapi") {
      const areaCode = String(body.numberDesiredAreaCode ?? "415");
      if (!/^[2-9]\d\d$/.test(areaCode)) {
        throw badRequest("numberDesiredAreaCode must be a 3-digit area code");
      }
      number = provision(areaCode);
    } else {
      number = keepNumber(body.number);
    }
    return phoneNumbers.create({ ...context, body: { status: "active", ...body, number } });
  };
  handlers["POST /phone-number/import/twilio"] = (context) => {
    const { twilioPhoneNumber, ...body } = asObject(context.body);
    const number = keepNumber(twilioPhoneNumber);
    return phoneNumbers.create({
      ...context,
      body: { provider: "twilio", status: "active", ...body, number },
    });
  };
  handlers["POST /phone-number/import/vonage"] = (context) => {
    const { vonagePhoneNumber, ...body } = asObject(context.body);
    const number = keepNumber(vonagePhoneNumber);
    return phoneNumbers.create({
      ...context,
      body: { provider: "vonage", status: "active", ...body, number },
    });
  };
  handlers["GET /v2/phone-number"] = phoneNumbers.page;

  // Files: multipart in, bytes kept in the store, served back at `url`.
  const files = collection(core, { name: "file", label: "File" });
  const upload: RestHandler = async (context) => {
    const file = context.upload?.file;
    if (file === undefined) throw badRequest("file should not be empty");
    const fields = context.upload?.fields ?? {};
    const blobId = await core.store.putBlob(file.bytes);
    let metadata: unknown;
    if (fields.metadata !== undefined) {
      try {
        metadata = JSON.parse(fields.metadata);
      } catch {
        throw badRequest("metadata must be an object");
      }
    }
    const answer = files.create({
      ...context,
      body: {
        object: "file",
        status: "done",
        name: file.filename,
        originalName: file.filename,
        mimetype: file.mimeType,
        bytes: file.bytes.length,
        parsedTextBytes: file.bytes.length,
        blobId,
        ...(fields.purpose === undefined ? {} : { purpose: fields.purpose }),
        ...(metadata === undefined ? {} : { metadata }),
      },
    });
    const record = answer.body as EmulatorRecord;
    const url = `${core.baseUrl()}/__emulator/files/${record.id}`;
    const updated = { ...record, url, parsedTextUrl: url, path: url };
    core.store.put("file", updated);
    return { body: updated };
  };
  handlers["POST /file"] = upload;
  handlers["POST /file/upload"] = upload;
  handlers["GET /file"] = files.list;
  handlers["GET /file/{id}"] = files.get;
  handlers["PATCH /file/{id}"] = files.update;
  handlers["DELETE /file/{id}"] = files.remove;

  // Knowledge bases must name files that exist.
  const knowledgeBases = crud("/knowledge-base", {
    name: "knowledge-base",
    label: "Knowledge base",
  });
  const checkFiles = (body: unknown) => {
    const missing: string[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value !== null && typeof value === "object") {
        for (const [key, item] of Object.entries(value)) {
          if (key === "fileIds" && Array.isArray(item)) {
            for (const id of item)
              if (!core.store.get("file", String(id))) missing.push(String(id));
          } else visit(item);
        }
      }
    };
    visit(body);
    if (missing.length > 0) throw badRequest(missing.map((id) => `file ${id} not found`));
  };
  // Query tools carry the knowledge bases that name files in the current description.
  const tools = crud("/tool", { name: "tool", label: "Tool" });
  handlers["POST /tool"] = (context) => {
    checkFiles(context.body);
    return tools.create(context);
  };
  handlers["PATCH /tool/{id}"] = (context) => {
    checkFiles(context.body);
    return tools.update(context);
  };
  handlers["POST /knowledge-base"] = (context) => {
    checkFiles(context.body);
    return knowledgeBases.create(context);
  };
  handlers["PATCH /knowledge-base/{id}"] = (context) => {
    checkFiles(context.body);
    return knowledgeBases.update(context);
  };

  // Test suites, their tests and runs.
  crud("/test-suite", { name: "test-suite", label: "Test suite" }, { page: true });
  const suiteExists = (context: RestContext) => {
    if (!core.store.get("test-suite", context.params.testSuiteId ?? "")) {
      throw notFound("Test suite");
    }
  };
  const nested = (base: string, spec: CollectionSpec) => {
    const group = collection(core, spec);
    const guard =
      (handler: RestHandler): RestHandler =>
      (context) => {
        suiteExists(context);
        return handler(context);
      };
    handlers[`POST ${base}`] = guard(group.create);
    handlers[`GET ${base}`] = guard(group.page);
    handlers[`GET ${base}/{id}`] = guard(group.get);
    handlers[`PATCH ${base}/{id}`] = guard(group.update);
    handlers[`DELETE ${base}/{id}`] = guard(group.remove);
  };
  nested("/test-suite/{testSuiteId}/test", {
    name: "test-suite-test",
    label: "Test",
    parent: "testSuiteId",
  });
  nested("/test-suite/{testSuiteId}/run", {
    name: "test-suite-run",
    label: "Test suite run",
    parent: "testSuiteId",
    defaults: () => ({ status: "completed", testResults: [] }),
  });

  // Evals and their runs; a run finishes at once with no results.
  const evals = collection(core, { name: "eval", label: "Eval" });
  handlers["POST /eval"] = evals.create;
  handlers["GET /eval"] = evals.page;
  handlers["GET /eval/{id}"] = evals.get;
  handlers["PATCH /eval/{id}"] = evals.update;
  handlers["DELETE /eval/{id}"] = evals.remove;
  const evalRuns = collection(core, { name: "eval-run", label: "Eval run" });
  handlers["POST /eval/run"] = (context) => {
    const body = asObject(context.body);
    if (typeof body.evalId === "string" && !core.store.get("eval", body.evalId)) {
      throw notFound("Eval");
    }
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
    const record = answer.body as EmulatorRecord;
    return { status: 201, body: { evalRunId: record.id, workflowId: randomUUID() } };
  };
  handlers["GET /eval/run"] = evalRuns.page;
  handlers["GET /eval/run/{id}"] = evalRuns.get;
  handlers["DELETE /eval/run/{id}"] = evalRuns.remove;

  // The org: one exists from the start, its id the emulator's orgId.
  const orgs = crud("/org", { name: "org", label: "Org", global: true });
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

  // Templates: the description takes a list of templates and answers with one.
  const templates = crud("/template", { name: "template", label: "Template" });
  handlers["POST /template"] = (context) => {
    const items = Array.isArray(context.body) ? context.body : [context.body];
    const created = items.map((item) => templates.create({ ...context, body: item }).body);
    return { body: created[0] };
  };
  handlers["GET /template/pinned"] = () => ({
    body: core.store.list("template").filter((template) => template.pinned === true),
  });

  // Credentials: webhook credentials sign server messages (see deliveries).
  // Fields the platform fills in itself when a credential is created.
  const credentials = crud("/credential", {
    name: "credential",
    label: "Credential",
    defaults: (body) =>
      body.provider === "webhook"
        ? { authenticationSession: {} }
        : body.provider === "vonage"
          ? { vonageApplicationId: randomUUID(), vonageApplicationPrivateKey: "emulated" }
          : {},
  });
  handlers["PATCH /credential/{id}"] = credentials.update;
  handlers["POST /credential/session"] = () => ({
    status: 200,
    body: { sessionToken: randomUUID() },
  });
  handlers["POST /credential/webhook"] = () => ({ status: 200, body: { received: true } });
  handlers["POST /credential/trigger"] = () => ({ status: 200, body: { triggered: true } });

  // Voice library: what was added, per provider.
  const voices = collection(core, {
    name: "voice",
    label: "Voice",
    defaults: (_body, context) => ({
      provider: context.params.provider,
      isPublic: false,
      isDeleted: false,
    }),
  });
  handlers["GET /voice-library/{provider}"] = (context) => ({
    body: listArray(
      core.store.list("voice").filter((voice) => voice.provider === context.params.provider),
      {},
    ),
  });
  handlers["GET /voice-library/{provider}/accents"] = () => ({ body: [] });
  handlers["POST /voice-library/sync/{provider}"] = (context) => ({
    status: 200,
    body: core.store.list("voice").filter((voice) => voice.provider === context.params.provider),
  });
  handlers["POST /voice-library/sync"] = () => ({ status: 200, body: core.store.list("voice") });
  handlers["POST /voice-library/create-sesame-voice"] = (context) => {
    const fields = context.upload?.fields ?? asObject(context.body);
    const answer = voices.create({
      ...context,
      params: { ...context.params, provider: "sesame" },
      body: { name: fields.voiceName ?? fields.name ?? "Sesame voice", providerId: randomUUID() },
    });
    return { status: 200, body: answer.body };
  };
  const addVoice: RestHandler = (context) => {
    const body = asObject(context.body);
    return voices.create({ ...context, body: { ...body, providerId: body.voiceId } });
  };
  handlers["POST /{provider}/voices/add"] = addVoice;
  handlers["POST /{provider}/voice/add"] = addVoice;
  const searchVoices: RestHandler = (context) => ({
    body: core.store
      .list("voice")
      .filter((voice) => voice.provider === context.params.provider)
      .filter((voice) =>
        String(voice.name ?? "")
          .toLowerCase()
          .includes(String(context.query.name ?? "").toLowerCase()),
      )
      .map((voice) => ({
        voiceId: String(voice.providerId ?? voice.id),
        name: String(voice.name),
      })),
  });
  handlers["GET /{provider}/voices/search"] = searchVoices;
  handlers["GET /{provider}/voice/search"] = searchVoices;
  handlers["POST /11labs/voice/clone"] = (context) => {
    const fields = context.upload?.fields ?? {};
    const answer = voices.create({
      ...context,
      params: { ...context.params, provider: "11labs" },
      body: { name: fields.name ?? "Cloned voice", isCloned: true, providerId: randomUUID() },
    });
    return { status: 201, body: { voiceId: (answer.body as EmulatorRecord).providerId } };
  };
  handlers["GET /{provider}/workflows"] = () => ({ body: { workflows: [] } });
  handlers["GET /{provider}/workflows/{workflowId}/hooks"] = () => ({ body: { hooks: [] } });
  handlers["GET /{provider}/locations"] = () => ({ body: { locations: [] } });

  // Provider resources (e.g. 11labs pronunciation dictionaries).
  const resources = collection(core, {
    name: "provider-resource",
    label: "Provider resource",
    defaults: (body, context) => ({
      provider: context.params.provider,
      resourceName: context.params.resourceName,
      resourceId: typeof body.resourceId === "string" ? body.resourceId : randomUUID(),
      resource: body,
    }),
  });
  const resourceScope =
    (handler: RestHandler): RestHandler =>
    (context) => {
      if (context.params.id !== undefined) {
        const record = core.store.get("provider-resource", context.params.id);
        if (
          record?.provider !== context.params.provider ||
          record?.resourceName !== context.params.resourceName
        ) {
          throw notFound("Provider resource");
        }
      }
      return handler(context);
    };
  const resourceBase = "/provider/{provider}/{resourceName}";
  handlers[`POST ${resourceBase}`] = (context) =>
    resources.create({ ...context, body: { resource: asObject(context.body) } });
  handlers[`GET ${resourceBase}`] = (context) => ({
    body: listPage(
      core.store
        .list("provider-resource")
        .filter(
          (record) =>
            record.provider === context.params.provider &&
            record.resourceName === context.params.resourceName,
        ),
      context.query,
    ),
  });
  handlers[`GET ${resourceBase}/{id}`] = resourceScope(resources.get);
  handlers[`PATCH ${resourceBase}/{id}`] = resourceScope((context) =>
    resources.update({ ...context, body: { resource: asObject(context.body) } }),
  );
  handlers[`DELETE ${resourceBase}/{id}`] = resourceScope(resources.remove);

  // Analytics over the emulator's calls.
  handlers["POST /analytics"] = (context) => {
    const queries = (asObject(context.body).queries as Json[] | undefined) ?? [];
    const allCalls = core.store.list("call");
    return {
      status: 200,
      body: queries.map((query) => {
        const row: Json = {};
        for (const operation of (query.operations as Json[] | undefined) ?? []) {
          const column = String(operation.column ?? "id");
          const values = allCalls.map((call) => Number(call[column] ?? 0));
          const name = `${operation.operation}${column[0]?.toUpperCase()}${column.slice(1)}`;
          const sum = values.reduce((total, value) => total + value, 0);
          row[name] =
            operation.operation === "count"
              ? allCalls.length
              : operation.operation === "avg"
                ? values.length === 0
                  ? 0
                  : sum / values.length
                : operation.operation === "min"
                  ? Math.min(...values, 0)
                  : operation.operation === "max"
                    ? Math.max(...values, 0)
                    : sum;
        }
        const now = core.now();
        return {
          name: query.name,
          timeRange: asObject(query.timeRange).start ? query.timeRange : { start: now, end: now },
          result: [row],
        };
      }),
    };
  };

  return handlers;
}
