// Node http plumbing: reading bodies (JSON text or multipart), the query as an object, and
// writing JSON answers.

import type { IncomingMessage, ServerResponse } from "node:http";
import busboy from "busboy";
import { HttpError } from "../http-error.js";
import type { Upload } from "../rest/types.js";

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** Reads a JSON body; no body gives `empty`, text that is not JSON a 400 saying `invalid`. */
export async function readJson(
  request: IncomingMessage,
  empty: unknown,
  invalid: string,
): Promise<unknown> {
  const raw = await readBody(request);
  if (raw.length === 0) return empty;
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw new HttpError(400, [invalid]);
  }
}

/** Reads a multipart body: its fields and its first file (up to 50 MiB). */
export function readMultipart(request: IncomingMessage): Promise<Upload> {
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

/** The query as an object: a name given once is a string, given more often a list. */
export function queryObject(search: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  return query;
}

export function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? "" : JSON.stringify(body);
  response.writeHead(status, {
    ...(text === "" ? {} : { "content-type": "application/json; charset=utf-8" }),
    "content-length": Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}
