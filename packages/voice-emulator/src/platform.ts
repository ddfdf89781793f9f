// The platform's operations and schemas, vendored into data/platform.json by
// scripts/vendor-descriptions.mjs. Read once, on first use, so that importing the package
// costs nothing until an emulator starts.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * A JSON Schema as the descriptions write it (OpenAPI 3.0 flavour).
 *
 * @example
 * ```ts
 * import type { JsonSchema } from "@ringline/voice-emulator";
 *
 * const schema: JsonSchema = { type: "string", nullable: true };
 * ```
 */
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

/**
 * The platform's operations and schemas, as vendored in `data/platform.json` (descriptions,
 * examples and vendor extensions dropped).
 *
 * @example
 * ```ts
 * import { loadPlatformDescription, type PlatformDescription } from "@ringline/voice-emulator";
 *
 * const description: PlatformDescription = loadPlatformDescription();
 * Object.keys(description.schemas).length; // about 670
 * ```
 */
export interface PlatformDescription {
  sources: Record<string, string>;
  /** Operations the product's client knows that no description covers. */
  undescribed: string[];
  /** Keyed by `"METHOD /path/{template}"`. */
  operations: Record<string, PlatformOperation>;
  schemas: Record<string, JsonSchema>;
}

let cached: PlatformDescription | undefined;

/**
 * The vendored description, read once (later calls return the same object: do not change it).
 *
 * @example
 * ```ts
 * import { loadPlatformDescription } from "@ringline/voice-emulator";
 *
 * const { schemas } = loadPlatformDescription();
 * const messageTypes = schemas.ServerMessage?.properties;
 * ```
 */
export function loadPlatformDescription(): PlatformDescription {
  if (cached === undefined) {
    // Both dist/*.js and src/*.ts sit one level below the package root.
    const file = fileURLToPath(new URL("../data/platform.json", import.meta.url));
    cached = JSON.parse(readFileSync(file, "utf8")) as PlatformDescription;
  }
  return cached;
}
