// Files: multipart in, bytes kept in the store, served back at `url`
// (`/__emulator/files/{id}`, public like the platform's storage URLs).

import type { EmulatorCore } from "../core.js";
import { badRequest } from "../http-error.js";
import type { EmulatorRecord } from "../store.js";
import { type CollectionSpec, collection, registerCrud } from "./collection.js";
import type { RestHandler, RestHandlers } from "./types.js";

/**
 * Refuses a body that names, in any `fileIds` list at any depth, a file that does not exist:
 * knowledge bases and query tools must point at uploaded files.
 */
export function requireFiles(core: EmulatorCore, body: unknown): void {
  const missing: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "fileIds" && Array.isArray(item)) {
          for (const id of item) if (!core.store.get("file", String(id))) missing.push(String(id));
        } else visit(item);
      }
    }
  };
  visit(body);
  if (missing.length > 0) throw badRequest(missing.map((id) => `file ${id} not found`));
}

/** A plain collection under `base` whose create and update refuse names of missing files. */
export function registerFileReferencingCrud(
  core: EmulatorCore,
  base: string,
  spec: CollectionSpec,
): RestHandlers {
  const handlers: RestHandlers = {};
  const group = registerCrud(handlers, core, base, spec);
  handlers[`POST ${base}`] = (context) => {
    requireFiles(core, context.body);
    return group.create(context);
  };
  handlers[`PATCH ${base}/{id}`] = (context) => {
    requireFiles(core, context.body);
    return group.update(context);
  };
  return handlers;
}

export function fileHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
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
    const record: EmulatorRecord = answer.body;
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
  return handlers;
}
