// The `/__emulator/*` routes: recordings and file contents (public, like the platform's
// storage URLs), health, and, with the private key, faults, deliveries, simulated inbound
// calls and callees.

import type { IncomingMessage, ServerResponse } from "node:http";
import type { CallSimulator, InboundCallInput, OutboundCallee } from "../calls/call-simulator.js";
import type { DeliveryService } from "../deliveries.js";
import type { FaultTable, VoiceEmulatorFault } from "../faults.js";
import { HttpError } from "../http-error.js";
import type { Json } from "../json.js";
import type { Store } from "../store.js";
import { renderRecording } from "../wav.js";
import type { Authorize } from "./authorization.js";
import { readJson, send } from "./http.js";

export interface AdminServices {
  store: Store;
  faults: FaultTable;
  deliveries: DeliveryService;
  simulator: CallSimulator;
  authorize: Authorize;
}

export type AdminHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => Promise<void>;

/** Serves the public downloads; false when the path is not one of them. */
async function servePublic(
  store: Store,
  method: string,
  path: string,
  response: ServerResponse,
): Promise<boolean> {
  const recording = /^\/__emulator\/recordings\/([\w-]+)\.wav$/.exec(path)?.[1];
  if (method === "GET" && recording !== undefined) {
    const stored = store.get("recording", recording);
    if (stored === undefined || !Array.isArray(stored.timeline)) {
      throw new HttpError(404, "Recording not found");
    }
    const wav = renderRecording(stored.timeline, Number(stored.durationSeconds ?? 0));
    response.writeHead(200, { "content-type": "audio/wav", "content-length": wav.length });
    response.end(wav);
    return true;
  }
  const file = /^\/__emulator\/files\/([\w-]+)$/.exec(path)?.[1];
  if (method === "GET" && file !== undefined) {
    const record = store.get("file", file);
    const bytes = record === undefined ? undefined : await store.getBlob(String(record.blobId));
    if (record === undefined || bytes === undefined) throw new HttpError(404, "File not found");
    response.writeHead(200, {
      "content-type": String(record.mimetype ?? "application/octet-stream"),
      "content-length": bytes.length,
    });
    response.end(bytes);
    return true;
  }
  if (method === "GET" && path === "/__emulator/health") {
    send(response, 200, { ok: true });
    return true;
  }
  return false;
}

export function createAdminHandler(services: AdminServices): AdminHandler {
  const { store, faults, deliveries, simulator, authorize } = services;
  return async (request, response, url) => {
    const method = request.method ?? "GET";
    const path = url.pathname;
    if (await servePublic(store, method, path, response)) return;
    authorize(request, undefined);
    const body = (await readJson(request, {}, "body must be JSON")) as Json;
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
      const wait = url.searchParams.get("wait") === "true" || body.wait === true;
      const started = simulator.placeInbound(body as unknown as InboundCallInput);
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
}
