// Request and answer validation against the platform's described schemas.
//
// The descriptions are OpenAPI 3.0, generated from the platform's NestJS DTOs, and ajv
// cannot take them as they are. The relaxations, applied once to a copy of the schemas:
// - `nullable: true` becomes a `"null"` type (and a `null` enum member);
// - a `oneOf` with a `discriminator` mapping becomes one `if`/`then` per mapped value, so a
//   body is checked against the variant its discriminator names (the discriminator is
//   only required when every variant requires it: update DTOs leave it out);
// - any other `oneOf` becomes `anyOf`, because the variants overlap (two DTOs that differ
//   by optional fields both match) and the platform accepts either;
// - `type: "object"` on a string enum (a description quirk) becomes `type: "string"`;
// - an `enum` on a `type: "array"` (a description quirk: the items' enum repeated on the
//   array, as in `serverMessages`) is dropped, the items keeping theirs;
// - an empty `enum` (a description quirk) is dropped;
// - a `pattern` written as a JavaScript regex literal ("/^…$/") loses its slashes, and a
//   placeholder constant name left where a regex belongs is dropped;
// - unknown formats (`binary`) and keywords pass (ajv `strict: false`);
// - fields that the DTOs do not declare pass: the descriptions never say
//   `additionalProperties: false`, and clients send extra fields the platform ignores.
// Compiling the whole set takes seconds, so each operation is compiled on first use.

import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { JsonSchema, PlatformDescription, PlatformOperation } from "./platform.js";

const DOCUMENT_ID = "platform";
const LOCAL_REFERENCE = "#/components/schemas/";

function relax(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relax);
  if (value === null || typeof value !== "object") return value;
  const source = value as JsonSchema;
  const result: JsonSchema = {};
  for (const [key, item] of Object.entries(source)) {
    if (key === "properties" && item !== null && typeof item === "object") {
      result.properties = Object.fromEntries(
        Object.entries(item as JsonSchema).map(([name, schema]) => [name, relax(schema)]),
      );
    } else if (key === "$ref" && typeof item === "string") {
      result.$ref = item.startsWith(LOCAL_REFERENCE) ? `${DOCUMENT_ID}${item}` : item;
    } else if (key !== "nullable" && key !== "discriminator" && key !== "oneOf") {
      result[key] = relax(item);
    }
  }
  if (result.type === "object" && Array.isArray(result.enum)) result.type = "string";
  if (result.type === "array" && Array.isArray(result.enum)) delete result.enum;
  if (Array.isArray(result.enum) && result.enum.length === 0) delete result.enum;
  if (typeof result.pattern === "string") {
    const literal = /^\/(.*)\/[a-z]*$/s.exec(result.pattern);
    if (literal) result.pattern = literal[1];
    // A placeholder left in the description instead of a regex (ORG_ROLE_OR_CUSTOM_ROLE_PATTERN).
    if (/^[A-Z][A-Z_]+$/.test(String(result.pattern))) delete result.pattern;
  }
  if (source.nullable === true) {
    if (typeof result.type === "string") result.type = [result.type, "null"];
    if (Array.isArray(result.enum)) result.enum = [...result.enum, null];
  }
  const oneOf = source.oneOf as unknown[] | undefined;
  const discriminator = source.discriminator as
    | { propertyName: string; mapping?: Record<string, string> }
    | undefined;
  if (discriminator?.mapping !== undefined) {
    const property = discriminator.propertyName;
    const mapping = Object.entries(discriminator.mapping);
    result.properties = {
      ...(result.properties as JsonSchema | undefined),
      [property]: { enum: mapping.map(([name]) => name) },
    };
    result.allOf = [
      ...((result.allOf as unknown[] | undefined) ?? []),
      ...mapping.map(([name, reference]) => ({
        if: { properties: { [property]: { const: name } }, required: [property] },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, never awaited
        then: relax({ $ref: reference }),
      })),
    ];
  } else if (Array.isArray(oneOf)) {
    result.anyOf = relax(oneOf);
  }
  return result;
}

/** ajv's errors as the platform words them: `"name must NOT have more than 40 characters"`. */
export function describeErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  const messages = new Set<string>();
  for (const error of errors ?? []) {
    // `if` failures only repeat the `then` errors listed beside them.
    if (error.keyword === "if") continue;
    const field = error.instancePath.replace(/^\//, "").replaceAll("/", ".");
    let message = `${field === "" ? "body" : field} ${error.message ?? "is invalid"}`;
    if (error.keyword === "enum") {
      const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
      message = `${field} must be one of the following values: ${allowed.join(", ")}`;
    } else if (error.keyword === "required") {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      message = `${field === "" ? "" : `${field}.`}${missing} should not be empty`;
    }
    messages.add(message);
    if (messages.size >= 20) break;
  }
  return [...messages];
}

/**
 * The outcome of one check: `errors` as the platform words them, empty when `valid`.
 *
 * @example
 * ```ts
 * import type { ValidationResult } from "@ringline/voice-emulator";
 *
 * const result: ValidationResult = { valid: false, errors: ["name must be a string"] };
 * ```
 */
export interface ValidationResult {
  valid: boolean;
  errors: string[];
}

const VALID: ValidationResult = { valid: true, errors: [] };

/**
 * Validates requests, query strings and answers of the described operations, and any named
 * schema, compiling each on first use, with the relaxations above: what the emulator checks,
 * exported so that a server's own tests can hold its answers to the same description (the
 * answer to a server message, say).
 *
 * @example
 * ```ts
 * import { loadPlatformDescription, PlatformValidator } from "@ringline/voice-emulator";
 *
 * const validator = new PlatformValidator(loadPlatformDescription());
 * const { valid, errors } = validator.validateSchema("ServerMessageResponseToolCalls", {
 *   results: [{ toolCallId: "call_1", result: "Booked." }],
 * });
 * ```
 */
export class PlatformValidator {
  readonly #description: PlatformDescription;
  readonly #ajv: Ajv;
  readonly #queryAjv: Ajv;
  readonly #compiled = new Map<string, ValidateFunction>();

  constructor(description: PlatformDescription) {
    this.#description = description;
    const options = {
      strict: false,
      allErrors: true,
      logger: false as const,
      validateSchema: false,
    };
    this.#ajv = new Ajv(options);
    // Query values arrive as text: "10" must pass as a number, "true" as a boolean.
    this.#queryAjv = new Ajv({ ...options, coerceTypes: "array" });
    addFormats(this.#ajv);
    addFormats(this.#queryAjv);
    const schemas = Object.fromEntries(
      Object.entries(description.schemas).map(([name, schema]) => [name, relax(schema)]),
    );
    this.#ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas } });
  }

  operation(key: string): PlatformOperation | undefined {
    return this.#description.operations[key];
  }

  #compile(cacheKey: string, schema: JsonSchema, ajv = this.#ajv): ValidateFunction {
    let validate = this.#compiled.get(cacheKey);
    if (validate === undefined) {
      validate = ajv.compile(relax(schema) as JsonSchema);
      this.#compiled.set(cacheKey, validate);
    }
    return validate;
  }

  #run(validate: ValidateFunction, value: unknown): ValidationResult {
    return validate(value) ? VALID : { valid: false, errors: describeErrors(validate.errors) };
  }

  /** Checks a JSON request body; `undefined` stands for "no body". */
  validateBody(key: string, body: unknown): ValidationResult {
    const requestBody = this.operation(key)?.requestBody;
    if (requestBody == null) return VALID;
    if (body === undefined) {
      return requestBody.required ? { valid: false, errors: ["body should not be empty"] } : VALID;
    }
    return this.#run(this.#compile(`body ${key}`, requestBody.schema), body);
  }

  /**
   * Checks (and coerces in place) the described query parameters. Parameters the
   * description does not name are left alone.
   */
  validateQuery(key: string, query: Record<string, unknown>): ValidationResult {
    const parameters = this.operation(key)?.parameters.filter((item) => item.in === "query");
    if (parameters === undefined || parameters.length === 0) return VALID;
    const properties: JsonSchema = {};
    for (const parameter of parameters) properties[parameter.name] = parameter.schema;
    const required = parameters.filter((item) => item.required).map((item) => item.name);
    const schema = { type: "object", properties, required };
    return this.#run(this.#compile(`query ${key}`, schema, this.#queryAjv), query);
  }

  /** Checks an answer against the schema described for its status, if one is. */
  validateAnswer(key: string, status: number, body: unknown): ValidationResult {
    const schema = this.operation(key)?.responses[String(status)];
    if (schema == null) return VALID;
    return this.#run(this.#compile(`answer ${key} ${status}`, schema), body);
  }

  /** Checks a value against a named component schema (e.g. `ServerMessage`). */
  validateSchema(name: string, value: unknown): ValidationResult {
    if (!(name in this.#description.schemas)) throw new Error(`no schema named ${name}`);
    return this.#run(this.#compile(`schema ${name}`, { $ref: `${LOCAL_REFERENCE}${name}` }), value);
  }
}
