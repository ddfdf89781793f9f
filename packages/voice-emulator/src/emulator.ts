// The emulator's HTTP server: routing, keys, faults, request parsing and validation in
// front of the REST handlers, plus the `/__emulator/*` admin routes.

import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import busboy from "busboy";
import { CallSimulator, type InboundCallInput, type OutboundCallee } from "./calls.js";
import type { EmulatorCore } from "./core.js";
import { DeliveryService, type VoiceEmulatorDelivery } from "./deliveries.js";
import { type ActiveFault, FaultTable, type VoiceEmulatorFault } from "./faults.js";
import { HttpError, platformErrorBody } from "./http-error.js";
import { loadPlatformDescription } from "./platform.js";
import type { ResponderModelOptions } from "./responder.js";
import { createRestHandlers, type RestContext, type Upload } from "./rest-handlers.js";
import { Store } from "./store.js";
import { PlatformValidator } from "./validation.js";
import { renderRecording } from "./wav.js";

/**
 * Settings of {@link startVoiceEmulator}.
 *
 * @example
 * ```ts
 * import type { VoiceEmulatorOptions } from "@ringline/voice-emulator";
 *
 * const options: VoiceEmulatorOptions = {
 *   port: 4010,
 *   dataDir: ".voice-emulator",
 *   serverUrl: "http://127.0.0.1:3000/api/voice/server",
 *   serverSecret: "dev-secret",
 * };
 * ```
 */
export interface VoiceEmulatorOptions {
  /** Default 0: any free port. */
  port?: number | undefined;
  /** Default `127.0.0.1`. */
  host?: string | undefined;
  /** Keep state in this directory (created if needed); in memory when left out. */
  dataDir?: string | undefined;
  /** The private API key; random when left out. */
  privateKey?: string | undefined;
  /** The public API key (POST /call/web only); random when left out. */
  publicKey?: string | undefined;
  /** The org's server URL: where server messages go when nothing closer names one. */
  serverUrl?: string | undefined;
  /** The org server's legacy secret, sent as `X-Vapi-Secret`. */
  serverSecret?: string | undefined;
  /** A stored credential (e.g. a webhook HMAC credential) that authenticates the org server. */
  serverCredentialId?: string | undefined;
  /**
   * Credentials to store at start, e.g. a webhook HMAC credential that assistants, numbers or
   * the org server name by `id` in `server.credentialId`.
   */
  credentials?: (Record<string, unknown> & { id?: string | undefined })[] | undefined;
  /** Let server messages go to non-loopback hosts. Default false. */
  allowNonLoopback?: boolean | undefined;
  /** Called with one line per request and per call event. */
  log?: ((line: string) => void) | undefined;
  /** Replies from this OpenAI-compatible endpoint instead of the deterministic responder. */
  model?: ResponderModelOptions | undefined;
  /** Answer 500 when an answer does not match its described schema (for tests). */
  validateAnswers?: boolean | undefined;
  /** The org's id; random (or the stored one) when left out. */
  orgId?: string | undefined;
  /** First delay between retries of a failed server message; doubles each time. Default 250. */
  deliveryBackoffMs?: number | undefined;
  /** Retries of a failed server message unless its server says. Default 3. */
  deliveryMaxRetries?: number | undefined;
}

/**
 * A running emulator.
 *
 * @example
 * ```ts
 * import { startVoiceEmulator } from "@ringline/voice-emulator";
 *
 * const emulator = await startVoiceEmulator();
 * console.log(emulator.url, emulator.privateKey);
 * await emulator.close();
 * ```
 */
export interface VoiceEmulator {
  /** `http://host:port`: the REST API's base URL. */
  url: string;
  privateKey: string;
  publicKey: string;
  orgId: string;
  /** Adds, lists and removes injected faults. */
  faults: {
    add(fault: VoiceEmulatorFault): ActiveFault;
    list(): ActiveFault[];
    remove(id: string): boolean;
    clear(): void;
  };
  /** Server messages sent so far, oldest first. */
  deliveries(filter?: { callId?: string; type?: string }): VoiceEmulatorDelivery[];
  /** Places a simulated inbound call and resolves with the ended call. */
  placeInboundCall(input: InboundCallInput): Promise<Record<string, unknown>>;
  /** Sets what the customer at `number` says when an outbound call reaches them. */
  setCallee(callee: OutboundCallee): void;
  /**
   * Resolves once every simulated call in progress has ended, and every web call that is
   * ending has sent its report (a web call itself runs until its client leaves).
   */
  settle(): Promise<void>;
  /** Stops the server, ends web calls and writes pending state. */
  close(): Promise<void>;
}

interface Route {
  key: string;
  method: string;
  segments: string[];
}

function compileRoutes(keys: string[]): Route[] {
  return keys.map((key) => {
    const [method = "", path = ""] = key.split(" ");
    return { key, method, segments: path.split("/").slice(1) };
  });
}

// Literal segments beat parameters, left to right: `/eval/run` is not `/eval/{id}`.
function matchRoute(routes: Route[], method: string, pathname: string) {
  const segments = pathname.split("/").slice(1);
  let best: { route: Route; params: Record<string, string>; score: string } | undefined;
  for (const route of routes) {
    if (route.method !== method || route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = "";
    let matched = true;
    for (const [index, segment] of route.segments.entries()) {
      const actual = segments[index] ?? "";
      if (segment.startsWith("{")) {
        if (actual === "") {
          matched = false;
          break;
        }
        params[segment.slice(1, -1)] = decodeURIComponent(actual);
        score += "0";
      } else if (segment === actual) {
        score += "1";
      } else {
        matched = false;
        break;
      }
    }
    if (matched && (best === undefined || score > best.score)) best = { route, params, score };
  }
  return best;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function readMultipart(request: IncomingMessage): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const upload: Upload = { fields: {} };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, limits: { fileSize: 50 * 1024 * 1024 } });
    } catch (error) {
      reject(new HttpError(400, [(error as Error).message]));
      return;
    }
    parser.on("field", (name, value) => {
      upload.fields[name] = value;
    });
    parser.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (upload.file === undefined) {
          upload.file = {
            field,
            filename: info.filename ?? "file",
            mimeType: info.mimeType,
            bytes: Buffer.concat(chunks),
          };
        }
      });
    });
    parser.on("close", () => resolve(upload));
    parser.on("error", (error) => reject(new HttpError(400, [(error as Error).message])));
    request.pipe(parser);
  });
}

function queryObject(search: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  return query;
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = body === undefined ? "" : JSON.stringify(body);
  response.writeHead(status, {
    ...(text === "" ? {} : { "content-type": "application/json; charset=utf-8" }),
    "content-length": Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET,POST,PUT,PATCH,DELETE,OPTIONS",
  "access-control-allow-headers": "authorization,content-type,accept",
  "access-control-max-age": "600",
};

const UNAUTHORIZED_MESSAGE =
  "Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.";

/**
 * Starts a local, stateful stand-in for the hosted voice platform: its REST API, simulated
 * phone calls that send server messages, and web calls over a local WebSocket transport.
 *
 * @example
 * ```ts
 * import { createVoicePlatformClient } from "@ringline/voice-client";
 * import { startVoiceEmulator } from "@ringline/voice-emulator";
 *
 * const emulator = await startVoiceEmulator({ serverUrl: "http://127.0.0.1:3000/voice" });
 * const vapi = createVoicePlatformClient({ token: emulator.privateKey, baseUrl: emulator.url });
 * const assistant = await vapi.assistant.create({ name: "Front desk", firstMessage: "Hi!" });
 * const number = await vapi.phoneNumber.create({
 *   provider: "vapi",
 *   numberDesiredAreaCode: "415",
 *   assistantId: assistant.id,
 * });
 * await emulator.placeInboundCall({
 *   number: number.number,
 *   from: "+14155550100",
 *   script: ["Hi, what are your opening hours?", "Thanks, bye!"],
 * });
 * await emulator.close();
 * ```
 */
export async function startVoiceEmulator(
  options: VoiceEmulatorOptions = {},
): Promise<VoiceEmulator> {
  const description = loadPlatformDescription();
  const validator = new PlatformValidator(description);
  const store = new Store(options.dataDir);
  const settings = store.get("emulator", "settings");
  const privateKey = options.privateKey ?? String(settings?.privateKey ?? randomUUID());
  const publicKey = options.publicKey ?? String(settings?.publicKey ?? randomUUID());
  const orgId = options.orgId ?? String(settings?.orgId ?? randomUUID());
  store.put("emulator", { id: "settings", privateKey, publicKey, orgId });
  for (const credential of options.credentials ?? []) {
    const now = new Date().toISOString();
    const id = credential.id ?? randomUUID();
    store.put("credential", {
      ...(credential.provider === "webhook" ? { authenticationSession: {} } : {}),
      ...credential,
      id,
      orgId,
      createdAt: now,
      updatedAt: now,
    });
  }
  const log = options.log ?? (() => undefined);
  let baseUrl = "";
  const faults = new FaultTable();
  const deliveries = new DeliveryService({
    allowNonLoopback: options.allowNonLoopback ?? false,
    backoffMs: options.deliveryBackoffMs ?? 250,
    defaultMaxRetries: options.deliveryMaxRetries ?? 3,
    logLimit: 100_000,
  });
  const core: EmulatorCore = {
    store,
    orgId,
    validator,
    baseUrl: () => baseUrl,
    model: options.model,
    now: () => new Date().toISOString(),
    // Replaced just below: the simulator needs the core it belongs to.
    calls: { startPhoneCall() {}, startWebCall: () => "", startCampaign() {} },
  };
  const simulator = new CallSimulator(core, deliveries, {
    orgServer:
      options.serverUrl === undefined
        ? undefined
        : {
            url: options.serverUrl,
            ...(options.serverSecret === undefined ? {} : { secret: options.serverSecret }),
            ...(options.serverCredentialId === undefined
              ? {}
              : { credentialId: options.serverCredentialId }),
          },
    log,
  });
  core.calls = simulator;
  const handlers = createRestHandlers(core);
  const routes = compileRoutes(Object.keys(handlers));
  for (const key of [...Object.keys(description.operations), ...description.undescribed]) {
    if (!(key in handlers)) throw new Error(`no handler for ${key}`);
  }

  const successStatus = (key: string) => {
    const responses = validator.operation(key)?.responses ?? {};
    const statuses = Object.keys(responses).sort();
    return Number(statuses.find((status) => responses[status] != null) ?? statuses[0] ?? 200);
  };

  const authorize = (request: IncomingMessage, key: string | undefined) => {
    if (key === "POST /credential/webhook") return;
    const header = request.headers.authorization ?? "";
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
    if (token === privateKey) return;
    if (token === publicKey && key === "POST /call/web") return;
    throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  };

  const handleAdmin = async (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> => {
    const method = request.method ?? "GET";
    const path = url.pathname;
    // Recordings and file contents are public, like the platform's storage URLs.
    const recording = /^\/__emulator\/recordings\/([\w-]+)\.wav$/.exec(path);
    if (method === "GET" && recording?.[1] !== undefined) {
      const stored = store.get("recording", recording[1]);
      if (stored === undefined || !Array.isArray(stored.timeline)) {
        throw new HttpError(404, "Recording not found");
      }
      const wav = renderRecording(stored.timeline, Number(stored.durationSeconds ?? 0));
      response.writeHead(200, { "content-type": "audio/wav", "content-length": wav.length });
      response.end(wav);
      return;
    }
    const file = /^\/__emulator\/files\/([\w-]+)$/.exec(path);
    if (method === "GET" && file?.[1] !== undefined) {
      const record = store.get("file", file[1]);
      const bytes = record === undefined ? undefined : await store.getBlob(String(record.blobId));
      if (record === undefined || bytes === undefined) throw new HttpError(404, "File not found");
      response.writeHead(200, {
        "content-type": String(record.mimetype ?? "application/octet-stream"),
        "content-length": bytes.length,
      });
      response.end(bytes);
      return;
    }
    if (method === "GET" && path === "/__emulator/health") {
      send(response, 200, { ok: true });
      return;
    }
    authorize(request, undefined);
    const text = (await readBody(request)).toString("utf8");
    let body: Record<string, unknown> = {};
    if (text !== "") {
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new HttpError(400, ["body must be JSON"]);
      }
    }
    if (path === "/__emulator/faults") {
      if (method === "GET") return send(response, 200, faults.list());
      if (method === "DELETE") {
        faults.clear();
        return send(response, 200, { cleared: true });
      }
      if (method === "POST") {
        try {
          return send(response, 201, faults.add(body as unknown as VoiceEmulatorFault));
        } catch (error) {
          throw new HttpError(400, [(error as Error).message]);
        }
      }
    }
    const faultId = /^\/__emulator\/faults\/([\w-]+)$/.exec(path)?.[1];
    if (method === "DELETE" && faultId !== undefined) {
      if (!faults.remove(faultId)) throw new HttpError(404, "Fault not found");
      return send(response, 200, { removed: faultId });
    }
    if (path === "/__emulator/deliveries") {
      if (method === "DELETE") {
        deliveries.clear();
        return send(response, 200, { cleared: true });
      }
      if (method === "GET") {
        const callId = url.searchParams.get("callId") ?? undefined;
        const type = url.searchParams.get("type") ?? undefined;
        return send(response, 200, deliveries.list({ callId, type }));
      }
    }
    if (method === "POST" && path === "/__emulator/calls/inbound") {
      const input = body as unknown as InboundCallInput;
      const wait = url.searchParams.get("wait") === "true" || body.wait === true;
      const started = simulator.placeInbound(input);
      const call = await started.created;
      if (wait) return send(response, 200, await started.ended);
      started.ended.catch(() => undefined);
      return send(response, 201, call);
    }
    if (method === "POST" && path === "/__emulator/callees") {
      simulator.setCallee(body as unknown as OutboundCallee);
      return send(response, 201, body);
    }
    throw new HttpError(404, `Cannot ${method} ${path}`);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const started = performance.now();
    const method = (request.method ?? "GET").toUpperCase();
    const url = new URL(request.url ?? "/", "http://emulator.invalid");
    response.on("finish", () => {
      log(
        `${method} ${url.pathname} ${response.statusCode} ${Math.round(performance.now() - started)}ms`,
      );
    });
    for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
    if (method === "OPTIONS") {
      response.writeHead(204).end();
      return;
    }
    if (url.pathname.startsWith("/__emulator/")) return handleAdmin(request, response, url);

    const match = matchRoute(routes, method, url.pathname.replace(/\/+$/, "") || "/");
    const fault = faults.take(method, match?.route.key.split(" ")[1], url.pathname);
    if (fault?.latencyMs !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    }
    if (fault?.drop) {
      request.socket.destroy();
      return;
    }
    if (fault?.status !== undefined) {
      const headers: Record<string, string> =
        fault.retryAfterSeconds === undefined
          ? {}
          : { "retry-after": String(fault.retryAfterSeconds) };
      throw new HttpError(fault.status, "Injected fault", headers);
    }
    if (match === undefined) throw new HttpError(404, `Cannot ${method} ${url.pathname}`);
    const { key } = match.route;
    authorize(request, key);

    const query = queryObject(url.searchParams);
    const queryCheck = validator.validateQuery(key, query);
    if (!queryCheck.valid) throw new HttpError(400, queryCheck.errors);

    let body: unknown;
    let upload: Upload | undefined;
    const contentType = request.headers["content-type"] ?? "";
    if (/^multipart\/form-data/i.test(contentType)) {
      upload = await readMultipart(request);
    } else {
      const raw = await readBody(request);
      if (raw.length > 0) {
        try {
          body = JSON.parse(raw.toString("utf8"));
        } catch {
          throw new HttpError(400, ["Unexpected token in JSON body"]);
        }
      }
    }
    const operation = validator.operation(key);
    if (upload === undefined && operation?.requestBody?.contentType === "application/json") {
      const check = validator.validateBody(key, body);
      if (!check.valid) throw new HttpError(400, check.errors);
    }

    const context: RestContext = { key, params: match.params, query, body, upload };
    const handler = handlers[key];
    if (handler === undefined) throw new HttpError(404, `Cannot ${method} ${url.pathname}`);
    const answer = await handler(context);
    const status = answer.status ?? successStatus(key);
    if (options.validateAnswers) {
      const check = validator.validateAnswer(key, status, answer.body);
      if (!check.valid) {
        throw new HttpError(500, [`answer to ${key} does not match its schema`, ...check.errors]);
      }
    }
    send(response, status, answer.body);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent || request.socket.destroyed) return;
      if (error instanceof HttpError) {
        send(response, error.status, error.body, error.headers);
      } else {
        log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        send(response, 500, platformErrorBody(500, "Internal server error"));
      }
    });
  });
  simulator.attach(server);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostForUrl = address.family === "IPv6" ? `[${address.address}]` : address.address;
  baseUrl = `http://${hostForUrl}:${address.port}`;

  return {
    url: baseUrl,
    privateKey,
    publicKey,
    orgId,
    faults: {
      add: (fault) => faults.add(fault),
      list: () => faults.list(),
      remove: (id) => faults.remove(id),
      clear: () => faults.clear(),
    },
    deliveries: (filter = {}) => deliveries.list(filter),
    placeInboundCall: (input) => simulator.placeInbound(input).ended,
    setCallee: (callee) => simulator.setCallee(callee),
    settle: () => simulator.settle(),
    async close() {
      await simulator.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await store.flush();
    },
  };
}
