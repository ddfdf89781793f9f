// Instances of the voice platform's described schemas (OpenAPI 3.0, written from NestJS DTOs),
// made deterministically for conformance tests: the same description gives the same bytes, so
// a failure names one reproducible body. Two shapes:
// - `minimal`: the required fields only, all the way down;
// - `full`: every described property down to `fullDepth` levels, the required ones below that.
// The generator follows `$ref`, merges `allOf`, picks one variant of a `oneOf`/`anyOf` (the
// discriminator's mapped name when there is one), takes an `enum`'s first value, fills strings
// to their format, pattern and length, and numbers within their bounds. Arrays of a `full`
// instance hold one item of each variant their items allow (every tool type, every message
// role), so one body covers what a single pick would leave out.
import * as fc from "fast-check";

/** A schema as the descriptions write it. */
export type DescribedSchema = { [keyword: string]: unknown };

export type InstanceShape = "minimal" | "full";

export interface InstanceOptions {
  shape: InstanceShape;
  /**
   * Which variant of each `oneOf` to take outside arrays: the first, or the last (a second
   * body down the other branches).
   */
  variant?: "first" | "last";
  /**
   * Levels filled with every property in a `full` instance (below: required fields only);
   * 3 unless given.
   */
  fullDepth?: number;
}

const LOCAL_REFERENCE = "#/components/schemas/";
/** Deeper than any chain of required fields in the descriptions: a cycle, not a schema. */
const MAX_DEPTH = 40;
const DATE_TIME = "2026-03-02T15:04:05.000Z";
const UUID = "0b5c2a7e-4f1d-4c3b-9a8e-6d7f1e2c3b4a";

/** Strings tried, in order, against a `pattern` the property's own name does not match. */
const PATTERN_CANDIDATES = ["value", "Value", "VALUE", "value_1", "org-value", "v"];

function isSchema(value: unknown): value is DescribedSchema {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The regex of a described pattern (some are written as JavaScript literals, `/…/u`). */
function patternOf(pattern: string): RegExp | null {
  const literal = /^\/(.*)\/[a-z]*$/s.exec(pattern);
  // A placeholder constant name left where a regex belongs (ORG_ROLE_OR_CUSTOM_ROLE_PATTERN).
  if (!literal && /^[A-Z][A-Z_]+$/.test(pattern)) return null;
  return new RegExp(literal ? (literal[1] as string) : pattern, "u");
}

/** Makes instances of the schemas of one description. */
export class SchemaInstances {
  readonly #schemas: Record<string, DescribedSchema>;

  constructor(schemas: Record<string, DescribedSchema>) {
    this.#schemas = schemas;
  }

  /** A named component schema, or an error naming the missing one. */
  schema(name: string): DescribedSchema {
    const schema = this.#schemas[name];
    if (schema === undefined) throw new Error(`the description has no schema named ${name}`);
    return schema;
  }

  /** The schema a `$ref` chain ends at. */
  resolve(schema: DescribedSchema): DescribedSchema {
    let current = schema;
    for (let hops = 0; typeof current.$ref === "string"; hops++) {
      if (hops > 20) throw new Error(`a $ref cycle at ${current.$ref}`);
      const reference = current.$ref;
      if (!reference.startsWith(LOCAL_REFERENCE)) throw new Error(`unsupported $ref ${reference}`);
      current = this.schema(reference.slice(LOCAL_REFERENCE.length));
    }
    return current;
  }

  /** An instance of the component `name`. */
  of(name: string, options: InstanceOptions): unknown {
    return this.instance(this.schema(name), options);
  }

  /** An instance of `schema`. */
  instance(schema: DescribedSchema, options: InstanceOptions): unknown {
    return this.#make(schema, { variant: "first", fullDepth: 3, ...options }, 0, "");
  }

  #make(
    schema: DescribedSchema,
    options: Required<InstanceOptions>,
    depth: number,
    name: string,
  ): unknown {
    if (depth > MAX_DEPTH) throw new Error(`no finite instance: required fields cycle at ${name}`);
    const resolved = this.resolve(schema);
    if ("const" in resolved) return resolved.const;
    const enumValues = Array.isArray(resolved.enum) ? resolved.enum : [];
    // An enum repeated on an array (a description quirk) belongs to its items.
    if (enumValues.length > 0 && resolved.type !== "array") return enumValues[0];
    if (Array.isArray(resolved.allOf)) return this.#allOf(resolved, options, depth, name);
    const variants = (resolved.oneOf ?? resolved.anyOf) as DescribedSchema[] | undefined;
    if (Array.isArray(variants)) return this.#variant(resolved, variants, options, depth, name);
    switch (this.#typeOf(resolved)) {
      case "string":
        return this.#string(resolved, name);
      case "number":
      case "integer":
        return this.#number(resolved, options);
      case "boolean":
        return true;
      case "array":
        return this.#array(resolved, options, depth, name);
      default:
        return this.#object(resolved, options, depth);
    }
  }

  #typeOf(schema: DescribedSchema): string | undefined {
    if (typeof schema.type === "string") return schema.type;
    if (Array.isArray(schema.type)) return schema.type.find((type) => type !== "null");
    if (isSchema(schema.properties)) return "object";
    if (isSchema(schema.items)) return "array";
    return undefined;
  }

  /** Each part made and merged: NestJS writes `allOf: [{ $ref }]` to describe a field. */
  #allOf(
    schema: DescribedSchema,
    options: Required<InstanceOptions>,
    depth: number,
    name: string,
  ): unknown {
    const { allOf, ...own } = schema;
    const parts = (allOf as DescribedSchema[]).map((part) =>
      this.#make(part, options, depth, name),
    );
    if (isSchema(own.properties)) parts.unshift(this.#make(own, options, depth, name));
    if (parts.every(isSchema)) return Object.assign({}, ...parts);
    return parts[0];
  }

  #variant(
    schema: DescribedSchema,
    variants: DescribedSchema[],
    options: Required<InstanceOptions>,
    depth: number,
    name: string,
  ): unknown {
    const discriminator = schema.discriminator as
      | { propertyName: string; mapping?: Record<string, string> }
      | undefined;
    const mapping = Object.entries(discriminator?.mapping ?? {});
    if (discriminator !== undefined && mapping.length > 0) {
      const [value, reference] = (options.variant === "last" ? mapping.at(-1) : mapping[0]) as [
        string,
        string,
      ];
      const instance = this.#make({ $ref: reference }, options, depth, name);
      // The mapped name is what the platform reads, whatever the variant's own enum says.
      return isSchema(instance) ? { ...instance, [discriminator.propertyName]: value } : instance;
    }
    const chosen = (options.variant === "last" ? variants.at(-1) : variants[0]) as DescribedSchema;
    return this.#make(chosen, options, depth, name);
  }

  #string(schema: DescribedSchema, name: string): string {
    const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
    const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
    const fit = (text: string) => text.padEnd(minLength, "x").slice(0, maxLength);
    switch (schema.format) {
      case "date-time":
        return DATE_TIME;
      case "date":
        return DATE_TIME.slice(0, 10);
      case "uuid":
        return UUID;
      case "uri":
      case "url":
        return `https://example.com/${encodeURIComponent(name || "resource")}`;
      case "email":
        return "someone@example.com";
    }
    const text = fit(name || "value");
    if (typeof schema.pattern !== "string") return text;
    const pattern = patternOf(schema.pattern);
    if (pattern === null || pattern.test(text)) return text;
    const candidate = PATTERN_CANDIDATES.map(fit).find((item) => pattern.test(item));
    if (candidate !== undefined) return candidate;
    // Seeded, so the same pattern always gives the same text.
    const [matching] = fc.sample(fc.stringMatching(pattern, { size: "xsmall" }), {
      seed: 31,
      numRuns: 1,
    });
    return matching as string;
  }

  #number(schema: DescribedSchema, options: Required<InstanceOptions>): number {
    const integer = schema.type === "integer";
    const minimum = typeof schema.minimum === "number" ? schema.minimum : undefined;
    const maximum = typeof schema.maximum === "number" ? schema.maximum : undefined;
    let value: number;
    if (minimum !== undefined && maximum !== undefined) {
      // The bound itself in a minimal instance, the middle of the range in a full one.
      value = options.shape === "minimal" ? minimum : (minimum + maximum) / 2;
    } else if (minimum !== undefined) {
      value = Math.max(minimum, 1);
    } else if (maximum !== undefined) {
      value = Math.min(maximum, 1);
    } else {
      value = 1;
    }
    if (integer) value = Math.ceil(value);
    return value;
  }

  #array(
    schema: DescribedSchema,
    options: Required<InstanceOptions>,
    depth: number,
    name: string,
  ): unknown[] {
    const minItems = typeof schema.minItems === "number" ? schema.minItems : 0;
    const items = isSchema(schema.items) ? schema.items : {};
    const full = options.shape === "full" && depth < options.fullDepth;
    if (!full) {
      return Array.from({ length: minItems }, () => this.#make(items, options, depth + 1, name));
    }
    const resolved = this.resolve(items);
    const variants = (resolved.oneOf ?? resolved.anyOf) as DescribedSchema[] | undefined;
    const mapping = Object.entries(
      (resolved.discriminator as { mapping?: Record<string, string> } | undefined)?.mapping ?? {},
    );
    const propertyName = (resolved.discriminator as { propertyName?: string } | undefined)
      ?.propertyName;
    if (mapping.length > 0 && propertyName !== undefined) {
      return mapping.map(([value, reference]) => {
        const item = this.#make({ $ref: reference }, options, depth + 1, name);
        return isSchema(item) ? { ...item, [propertyName]: value } : item;
      });
    }
    if (Array.isArray(variants)) {
      return variants.map((variant) => this.#make(variant, options, depth + 1, name));
    }
    return [this.#make(items, options, depth + 1, name)];
  }

  #object(
    schema: DescribedSchema,
    options: Required<InstanceOptions>,
    depth: number,
  ): Record<string, unknown> {
    const properties = isSchema(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const full = options.shape === "full" && depth < options.fullDepth;
    const result: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(properties)) {
      if (!full && !required.has(key)) continue;
      if (!isSchema(property)) continue;
      // A `writeOnly` field is one the platform takes and never sends.
      if (property.writeOnly === true && !required.has(key)) continue;
      result[key] = this.#make(property, options, depth + 1, key);
    }
    if (full && isSchema(schema.additionalProperties)) {
      result.additionalKey = this.#make(
        schema.additionalProperties,
        options,
        depth + 1,
        "additionalKey",
      );
    }
    return result;
  }
}
