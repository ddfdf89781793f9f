// The REST API's request pipeline, in the platform's order: injected faults, the route, the
// key, the query and body checked against the description, the handler, and (for tests)
// the answer checked against its described schema.

import type { IncomingMessage, ServerResponse } from "node:http";
import type { FaultTable } from "../faults.js";
import { HttpError } from "../http-error.js";
import type { PlatformDescription } from "../platform.js";
import type { RestContext, RestHandlers, Upload } from "../rest/types.js";
import type { PlatformValidator } from "../validation.js";
import type { Authorize } from "./authorization.js";
import { queryObject, readJson, readMultipart, send } from "./http.js";
import { Router } from "./routing.js";

export interface RestServices {
  description: PlatformDescription;
  validator: PlatformValidator;
  handlers: RestHandlers;
  faults: FaultTable;
  authorize: Authorize;
  validateAnswers: boolean;
}

export type RestRoute = (
  request: IncomingMessage,
  response: ServerResponse,
  method: string,
  url: URL,
) => Promise<void>;

/** Fails at start when an operation the product's client knows has no handler. */
function requireEveryOperation(description: PlatformDescription, handlers: RestHandlers): void {
  for (const key of [...Object.keys(description.operations), ...description.undescribed]) {
    if (!(key in handlers)) throw new Error(`no handler for ${key}`);
  }
}

/** Injected latency, dropped connections and error statuses; true when the request was dropped. */
async function applyFault(
  faults: FaultTable,
  request: IncomingMessage,
  method: string,
  template: string | undefined,
  pathname: string,
): Promise<boolean> {
  const fault = faults.take(method, template, pathname);
  if (fault?.latencyMs !== undefined) {
    await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
  }
  if (fault?.drop) {
    request.socket.destroy();
    return true;
  }
  if (fault?.status !== undefined) {
    const headers: Record<string, string> =
      fault.retryAfterSeconds === undefined
        ? {}
        : { "retry-after": String(fault.retryAfterSeconds) };
    throw new HttpError(fault.status, "Injected fault", headers);
  }
  return false;
}

export function createRestRoute(services: RestServices): RestRoute {
  const { description, validator, handlers, faults, authorize } = services;
  requireEveryOperation(description, handlers);
  const router = new Router(Object.keys(handlers));
  // The first described status with a schema: 201 for most creations, 200 otherwise.
  const successStatus = (key: string) => {
    const responses = validator.operation(key)?.responses ?? {};
    const statuses = Object.keys(responses).sort();
    return Number(statuses.find((status) => responses[status] != null) ?? statuses[0] ?? 200);
  };

  return async (request, response, method, url) => {
    const match = router.match(method, url.pathname.replace(/\/+$/, "") || "/");
    if (await applyFault(faults, request, method, match?.template, url.pathname)) return;
    if (match === undefined) throw new HttpError(404, `Cannot ${method} ${url.pathname}`);
    const { key } = match;
    authorize(request, key);

    const query = queryObject(url.searchParams);
    const queryCheck = validator.validateQuery(key, query);
    if (!queryCheck.valid) throw new HttpError(400, queryCheck.errors);

    let body: unknown;
    let upload: Upload | undefined;
    if (/^multipart\/form-data/i.test(request.headers["content-type"] ?? "")) {
      upload = await readMultipart(request);
    } else {
      body = await readJson(request, undefined, "Unexpected token in JSON body");
    }
    if (
      upload === undefined &&
      validator.operation(key)?.requestBody?.contentType === "application/json"
    ) {
      const check = validator.validateBody(key, body);
      if (!check.valid) throw new HttpError(400, check.errors);
    }

    const context: RestContext = { key, params: match.params, query, body, upload };
    const handler = handlers[key];
    if (handler === undefined) throw new HttpError(404, `Cannot ${method} ${url.pathname}`);
    const answer = await handler(context);
    const status = answer.status ?? successStatus(key);
    if (services.validateAnswers) {
      const check = validator.validateAnswer(key, status, answer.body);
      if (!check.valid) {
        throw new HttpError(500, [`answer to ${key} does not match its schema`, ...check.errors]);
      }
    }
    send(response, status, answer.body);
  };
}
