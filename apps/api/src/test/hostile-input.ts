// Hostile input for the fuzz test (security/fuzz.test.ts): values made from a route's request
// schema (its JSON Schema, as the OpenAPI description shows it) by a seeded generator, then
// spoiled on purpose. The same seed gives the same requests.
import type { RouteDefinition } from "@ringline/api-client";
import * as z from "zod/mini";

/** A small seeded generator (mulberry32): deterministic, fast, good enough to pick cases. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  uuid(): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join("");
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    chance: (probability) => next() < probability,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}

/** A seed for one route (FNV-1a of its name mixed with the run's seed). */
export function seedFor(name: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const character of name) {
    hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193);
  }
  return hash >>> 0;
}

/** JSON text put into a body as it is: numbers JSON.stringify cannot write (`1e400`, `-0`). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Body text of a value that may hold {@link RawJson} parts. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    return `{${Object.entries(value)
      .map(([key, inner]) => `${JSON.stringify(key)}:${jsonText(inner)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The JSON Schema subset the contract's request schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** A route's input as JSON Schema (what a caller sends), or `{}` (anything) without one. */
export function inputSchemaOf(route: RouteDefinition): JsonSchema {
  if (!route.request) return {};
  return z.toJSONSchema(route.request, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/**
 * Text a careful form would still accept: right-to-left overrides, scripts, combining marks,
 * astral and joined emoji, zero-width and line-separator characters, lone surrogates, markup
 * and injection attempts. NUL is kept apart (the API refuses it everywhere).
 */
export const HOSTILE_TEXT: readonly string[] = [
  "\u202Eevil\u202C.exe",
  "مرحبا بالعالم שלום",
  "👩‍👩‍👧‍👦🏳️‍🌈 🇺🇸",
  "\uD800",
  "\uDC00 lone low",
  "half \uD83D",
  "\u200B\u200D\uFEFF\u2060",
  "Z̸̡̢̛̗̘̙̜̝̞̟̠̤̥̦̩̪̫ͅa̴̢̛l̶g̸o̵",
  "line\u2028separator\u2029paragraph",
  "\r\n\t\u0007\u001b[31mred\u001b[0m",
  "<script>alert(1)</script><img src=x onerror=alert(1)>",
  "'; DROP TABLE users; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, on purpose
  "{{7*7}} ${7*7} #{7*7}",
  "../../../../etc/passwd",
  '\\"\\u0000 \\\\',
  "𝕳𝖊𝖑𝖑𝖔 ﷺ İstanbul straße",
  "a".repeat(3),
  " ",
  "",
];

/** Strings tried against a pattern, kept when they match it (and the length). */
const PATTERN_CANDIDATES: readonly string[] = [
  "Correct9Horse",
  "2026-12-01",
  "2028-02-29",
  "2026-12-01T10:30:00.000Z",
  "123456",
  "415",
  "1234",
  "4242424242424242",
  "12/30",
  "+14155550123",
  "(415) 555-0123",
  "https://example.com/page",
  "http://127.0.0.1:1/",
  "fuzz_KEY-1234567890abcdefghij",
  `AC${"0123456789abcdef".repeat(2)}`,
  "fuzz@example.com",
  "UPPER.case+tag@Example.COM",
  "00000000-0000-0000-0000-000000000000",
  "Ab1",
  "",
];

const EMAILS: readonly string[] = [
  "fuzz@example.com",
  "UPPER.case+tag@Example.COM",
  "o'brien@example.co.uk",
  `${"a".repeat(64)}@example.com`,
];

type Json = unknown;

/** Makes values that satisfy a JSON Schema (mostly: patterns are matched from a list). */
export class InputGenerator {
  readonly #random: Random;
  readonly #root: JsonSchema;

  constructor(random: Random, root: JsonSchema) {
    this.#random = random;
    this.#root = root;
  }

  /** Resolves `$ref`, merges `allOf` (its patterns all kept). */
  resolve(schema: JsonSchema): JsonSchema & { patterns: string[] } {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 10; hops++) {
      const ref = current.$ref;
      current =
        ref === "#"
          ? this.#root
          : (this.#root.$defs?.[ref.replace(/^#\/\$defs\//, "")] ?? ({} as JsonSchema));
    }
    const parts = [current, ...(current.allOf ?? []).map((part) => this.resolve(part))];
    const merged = Object.assign({}, ...parts) as JsonSchema & { patterns: string[] };
    merged.patterns = parts.flatMap((part) =>
      "patterns" in part ? (part.patterns as string[]) : part.pattern ? [part.pattern] : [],
    );
    delete merged.allOf;
    return merged;
  }

  /** The type a schema asks for (one of them, for a list). */
  typeOf(schema: JsonSchema): string | undefined {
    const resolved = this.resolve(schema);
    if (Array.isArray(resolved.type)) return this.#random.pick(resolved.type);
    if (resolved.type) return resolved.type;
    if (resolved.properties) return "object";
    if (resolved.const !== undefined) return typeof resolved.const;
    if (resolved.enum) return typeof resolved.enum[0];
    return undefined;
  }

  /** A value the schema accepts, free text hostile where the schema allows any text. */
  valid(schema: JsonSchema, depth = 0): Json {
    const random = this.#random;
    const resolved = this.resolve(schema);
    if (resolved.const !== undefined) return resolved.const;
    if (resolved.enum) return random.pick(resolved.enum);
    const branches = resolved.anyOf ?? resolved.oneOf;
    if (branches && branches.length > 0) {
      const { anyOf: _any, oneOf: _one, ...rest } = resolved;
      return this.valid({ ...rest, ...random.pick(branches) }, depth);
    }
    switch (this.typeOf(resolved)) {
      case "string":
        return this.string(resolved);
      case "integer":
        return this.number(resolved, true);
      case "number":
        return this.number(resolved, false);
      case "boolean":
        return random.chance(0.5);
      case "null":
        return null;
      case "array": {
        const min = resolved.minItems ?? 0;
        const max = Math.min(resolved.maxItems ?? min + 3, min + (depth > 3 ? 0 : 3));
        const count = random.int(min, Math.max(min, max));
        return Array.from({ length: count }, (_, index) =>
          this.valid(resolved.prefixItems?.[index] ?? resolved.items ?? {}, depth + 1),
        );
      }
      case "object":
        return this.object(resolved, depth);
      default:
        return random.pick<Json>([
          "anything",
          0,
          true,
          null,
          { key: random.pick(HOSTILE_TEXT) },
          [1, "two"],
        ]);
    }
  }

  object(schema: JsonSchema, depth: number): Record<string, Json> {
    const random = this.#random;
    const required = new Set(schema.required ?? []);
    const value: Record<string, Json> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (required.has(key) || (depth < 4 && random.chance(0.6))) {
        value[key] = this.valid(property, depth + 1);
      }
    }
    const extra = schema.additionalProperties;
    if (typeof extra === "object" && depth < 4) {
      for (let index = random.int(0, 2); index > 0; index--) {
        const key = schema.propertyNames
          ? String(this.string(this.resolve(schema.propertyNames)))
          : random.pick(["key", "ключ", "🔑", "__proto__x", `k${index}`]);
        value[key] = this.valid(extra, depth + 1);
      }
    }
    return value;
  }

  string(schema: JsonSchema & { patterns?: string[] }): string {
    const random = this.#random;
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? 500;
    const fits = (text: string) => text.length >= min && text.length <= max;
    switch (schema.format) {
      case "email":
        return random.pick(EMAILS.filter(fits).concat("f@example.com"));
      case "uuid":
        return random.uuid();
      case "date-time":
        return new Date(Date.UTC(random.int(1970, 2200), random.int(0, 11), 28)).toISOString();
      case "date":
        return `${random.int(1900, 2999)}-${String(random.int(1, 12)).padStart(2, "0")}-28`;
      case "uri":
      case "url":
        return random.pick(["https://example.com/", "http://127.0.0.1:1/x"]);
    }
    const patterns = (schema.patterns ?? (schema.pattern ? [schema.pattern] : [])).map(
      (pattern) => new RegExp(pattern, "u"),
    );
    if (patterns.length > 0) {
      const matching = [...PATTERN_CANDIDATES, random.uuid()].filter(
        (text) => fits(text) && patterns.every((pattern) => pattern.test(text)),
      );
      if (matching.length > 0) return random.pick(matching);
      const digits = "7".repeat(Math.max(min, Math.min(max, 12)));
      return patterns.every((pattern) => pattern.test(digits)) ? digits : "unmatched";
    }
    return fitLength(
      random.pick(HOSTILE_TEXT.filter((text) => !text.includes("\u0000"))),
      min,
      max,
    );
  }

  number(schema: JsonSchema, integer: boolean): number {
    const random = this.#random;
    const step = integer ? 1 : 0.001;
    const low =
      schema.minimum ??
      (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : undefined);
    const high =
      schema.maximum ??
      (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : undefined);
    const lowest = low ?? (integer ? -Number.MAX_SAFE_INTEGER : -1.7976931348623157e308);
    const highest = high ?? (integer ? Number.MAX_SAFE_INTEGER : 1.7976931348623157e308);
    const clamp = (value: number) => Math.min(highest, Math.max(lowest, value));
    const candidates = [lowest, highest, clamp(0), clamp(1), clamp(-1), clamp(2_147_483_648)];
    if (!integer) candidates.push(clamp(0.1), clamp(1e-7));
    const value = random.pick(candidates);
    return integer ? Math.round(value) : value;
  }

  /** A value of another type than the schema's (or an impossible one where any type goes). */
  wrong(schema: JsonSchema): Json {
    const random = this.#random;
    const resolved = this.resolve(schema);
    if (resolved.enum || resolved.const !== undefined) {
      return random.pick<Json>(["NOT_A_VALUE", "", 0, null, ["x"], " demo "]);
    }
    switch (this.typeOf(resolved)) {
      case "string":
        return random.pick<Json>([0, -1, 1.5, true, null, [], {}, ["x"], { $ne: null }]);
      case "integer":
      case "number":
        return random.pick<Json>([
          "1",
          "",
          "NaN",
          true,
          null,
          [],
          {},
          1.5,
          new RawJson("1e400"),
          new RawJson("-1e400"),
          new RawJson("-0"),
          new RawJson("123456789012345678901234567890"),
          new RawJson("1e-400"),
        ]);
      case "boolean":
        return random.pick<Json>(["true", 0, 1, null, "yes", []]);
      case "array":
        return random.pick<Json>(["x", 0, {}, null, { 0: "a", length: 1 }]);
      case "object":
        return random.pick<Json>(["x", 0, [], null, true, [{}]]);
      default:
        return random.pick<Json>([new RawJson("1e400"), { $where: "1" }, ["\uD800"]]);
    }
  }
}

/** `text` repeated or cut to a length in [min, max] (cutting may split a surrogate pair). */
export function fitLength(text: string, min: number, max: number): string {
  let result = text.length > 0 ? text : "x";
  while (result.length < min) result += text.length > 0 ? text : "x";
  return result.slice(0, Math.max(min, Math.min(max, result.length)));
}

/** Every string inside a value replaced by `replace(original)`, keys kept. */
export function mapStrings(value: Json, replace: (text: string) => string): Json {
  if (typeof value === "string") return replace(value);
  if (Array.isArray(value)) return value.map((inner) => mapStrings(inner, replace));
  if (typeof value === "object" && value !== null && !(value instanceof RawJson)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, mapStrings(inner, replace)]),
    );
  }
  return value;
}

/** A value nested `depth` levels deep, as JSON text (objects and arrays mixed). */
export function nestedText(depth: number, random: Random): string {
  const object = random.chance(0.5);
  return object
    ? `${'{"a":'.repeat(depth)}0${"}".repeat(depth)}`
    : `${"[".repeat(depth)}${"]".repeat(depth)}`;
}

/** Bytes that are not UTF-8 (a lone continuation byte, an overlong slash, a cut sequence). */
export function invalidUtf8(prefix: string, suffix: string): Buffer {
  return Buffer.concat([
    Buffer.from(prefix),
    Buffer.from([0xff, 0xfe, 0x80, 0xc0, 0xaf, 0xe2, 0x82]),
    Buffer.from(suffix),
  ]);
}

/** Path parameter values that no route expects, as they would appear in a URL. */
export const HOSTILE_PATH_VALUES: readonly string[] = [
  "%00",
  "%",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AF",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "a".repeat(5_000),
  encodeURIComponent("😀\u202Eevil"),
  "-1",
  "1e999",
  "NaN",
  "__proto__",
  "constructor",
  "%20",
  "null",
  "'%20OR%201=1--",
  "%0D%0ASet-Cookie:%20a=1",
  "9007199254740993",
];

/** Query values that no route expects, as they would appear in a URL. */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  "%00",
  "%",
  "%E0%A4%A",
  "%ED%A0%80",
  "%FF%FE",
  encodeURIComponent("\u202Eevil 👩‍👩‍👧‍👦"),
  "1e400",
  "-1",
  "0x10",
  "NaN",
  "Infinity",
  "",
  "true",
  "%5B%5D",
  "a".repeat(8_000),
];
