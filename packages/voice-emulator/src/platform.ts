// The platform's operations and schemas, vendored into data/platform.json by
// scripts/vendor-descriptions.mjs. Read once, on first use, so that importing the package
// costs nothing until an emulator starts.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** A JSON Schema as the descriptions write it (OpenAPI 3.0 flavour). */
export type JsonSchema = { [keyword: string]: unknown };

export interface PlatformParameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface PlatformOperation {
  /** The description file the operation was taken from. */
  source: string;
  operationId: string;
  tag: string | null;
  parameters: PlatformParameter[];
  requestBody: { contentType: string; required: boolean; schema: JsonSchema } | null;
  /** Success statuses and their JSON schema (`null` when the description gives none). */
  responses: Record<string, JsonSchema | null>;
}

export interface PlatformDescription {
  sources: Record<string, string>;
  /** Operations the product's client knows that no description covers. */
  undescribed: string[];
  /** Keyed by `"METHOD /path/{template}"`. */
  operations: Record<string, PlatformOperation>;
  schemas: Record<string, JsonSchema>;
}

let cached: PlatformDescription | undefined;

export function loadPlatformDescription(): PlatformDescription {
  if (cached === undefined) {
    // Both dist/*.js and src/*.ts sit one level below the package root.
    const file = fileURLToPath(new URL("../data/platform.json", import.meta.url));
    cached = JSON.parse(readFileSync(file, "utf8")) as PlatformDescription;
  }
  return cached;
}
