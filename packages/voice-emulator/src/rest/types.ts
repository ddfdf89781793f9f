// What a REST handler gets and gives back, shared by every resource group.

import { asObject, type Json } from "../json.js";

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

/** Handlers keyed by operation (`"POST /assistant"`). */
export type RestHandlers = Record<string, RestHandler>;

/** The JSON body as an object; `{}` when there is none (or it is not an object). */
export function bodyOf(context: RestContext): Json {
  return asObject(context.body) ?? {};
}
