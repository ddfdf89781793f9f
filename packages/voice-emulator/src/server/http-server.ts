// The emulator's HTTP server: CORS, one log line per request, the admin routes beside the
// REST API, and errors answered in the platform's shape.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { HttpError, platformErrorBody } from "../http-error.js";
import type { AdminHandler } from "./admin.js";
import { send } from "./http.js";
import type { RestRoute } from "./rest-route.js";

const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET,POST,PUT,PATCH,DELETE,OPTIONS",
  "access-control-allow-headers": "authorization,content-type,accept",
  "access-control-max-age": "600",
};

export function createHttpServer(
  rest: RestRoute,
  admin: AdminHandler,
  log: (line: string) => void,
): Server {
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const started = performance.now();
    const method = (request.method ?? "GET").toUpperCase();
    const url = new URL(request.url ?? "/", "http://emulator.invalid");
    response.on("finish", () => {
      const milliseconds = Math.round(performance.now() - started);
      log(`${method} ${url.pathname} ${response.statusCode} ${milliseconds}ms`);
    });
    for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
    if (method === "OPTIONS") {
      response.writeHead(204).end();
      return;
    }
    if (url.pathname.startsWith("/__emulator/")) return admin(request, response, url);
    return rest(request, response, method, url);
  };
  return createServer((request, response) => {
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
}
