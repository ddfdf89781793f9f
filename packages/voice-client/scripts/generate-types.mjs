#!/usr/bin/env node
// Generates, from the voice platform's OpenAPI descriptions:
//   src/rest/generated/openapi.ts               the REST operations and every platform schema
//   src/server/generated/server-messages.ts     the server messages (webhooks) and their answers
//
//   node scripts/generate-types.mjs            write both files
//   node scripts/generate-types.mjs --check    exit 1 when a committed file is stale
//
// The descriptions are read from --from <dir>, else $VOICE_PLATFORM_OPENAPI_DIR, else
// ../shared/voice-platform next to the repository. Their SHA-256 sums go into the
// header so that a stale or hand-edited file is easy to spot.
//
// What it does: it evaluates src/rest/operations.ts (the operation table) and takes each
// operation from the newest description that has it. The schemas are every schema of the
// newest description (openapi.json), so that the `./api` entry names all of them as
// `@vapi-ai/web/dist/api` does, plus those that only older descriptions have and that the
// covered operations (or src/rest/undescribed-operations.ts) reach; every schema name
// resolves to its newest definition. That goes to openapi-typescript. Output is sorted and
// carries no dates, so two runs give the same bytes.
//
// Server messages: the closure of `ServerMessage` and `ServerMessageResponse` (newest wins).
// The REST file defines all of them; the second file names the ~50 that no REST operation
// reaches (`ServerMessageSchemas`) and keys the messages and their answers by `type`.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import {
  collectSchemaReferences,
  DESCRIPTIONS,
  descriptionsDir,
  HTTP_METHODS,
  loadDescriptions,
} from "./platform-descriptions.mjs";

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repositoryDir = resolve(packageDir, "../..");
const outputFile = join(packageDir, "src/rest/generated/openapi.ts");
const serverOutputFile = join(packageDir, "src/server/generated/server-messages.ts");
const operationsFile = join(packageDir, "src/rest/operations.ts");
const undescribedFile = join(packageDir, "src/rest/undescribed-operations.ts");

const MAX_DESCRIPTION = 240;
// Keys that only document and that no type needs.
const DROPPED_KEYS = new Set(["example", "examples", "externalDocs", "tags", "x-fern-examples"]);
const SERVER_ROOTS = ["ServerMessage", "ServerMessageResponse"];
// The file carries no date; this is the one the descriptions' README gives it.
const NEWEST_DATE = "2026-08";

const { values: flags } = parseArgs({
  options: { check: { type: "boolean", default: false }, from: { type: "string" } },
});
const sourceDir = descriptionsDir(flags.from, repositoryDir);

async function loadOperationTable() {
  const source = readFileSync(operationsFile, "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const moduleUrl = `data:text/javascript;base64,${Buffer.from(outputText).toString("base64")}`;
  const { voicePlatformOperations } = await import(moduleUrl);
  const keys = [];
  for (const group of Object.values(voicePlatformOperations)) {
    for (const spec of Object.values(group)) {
      const [method, path] = spec.split(" ");
      keys.push(`${method} ${path}`);
    }
  }
  return keys;
}

// Descriptions run to pages (examples, defaults, links); the first paragraph is what an
// editor tooltip needs, and the full text would triple the file.
function shorten(description) {
  const paragraph = description
    .trim()
    .split(/\n\s*\n/)[0]
    .trim();
  if (paragraph.length <= MAX_DESCRIPTION) return paragraph;
  const cut = paragraph.slice(0, MAX_DESCRIPTION);
  const sentenceEnd = cut.lastIndexOf(". ");
  return `${sentenceEnd > 80 ? cut.slice(0, sentenceEnd + 1) : cut.trimEnd()} …`;
}

function clean(value) {
  if (Array.isArray(value)) return value.map(clean);
  if (value === null || typeof value !== "object") return value;
  const result = {};
  for (const key of Object.keys(value)) {
    if (DROPPED_KEYS.has(key)) continue;
    result[key] =
      key === "description" && typeof value[key] === "string"
        ? shorten(value[key])
        : clean(value[key]);
  }
  // Some descriptions say `type: object` on a string enum (AudioFormat.format), which
  // openapi-typescript rejects; the values say what the type is.
  if (result.type === "object" && result.enum?.every((item) => typeof item === "string")) {
    result.type = "string";
  }
  // An assistant's `serverMessages` may list `transcript[transcriptType="final"]`, which
  // @vapi-ai/web's types spell with single quotes: the list takes both, so that its assistants
  // fit ours. A message's own `type` keeps the one spelling the platform sends.
  if (result.type === "array" && Array.isArray(result.enum)) {
    result.enum = withSingleQuotedSpellings(result.enum);
    if (Array.isArray(result.items?.enum)) {
      result.items = { ...result.items, enum: withSingleQuotedSpellings(result.items.enum) };
    }
  }
  return result;
}

function withSingleQuotedSpellings(values) {
  const spellings = values.flatMap((value) =>
    typeof value === "string" && value.includes('"')
      ? [value, value.replaceAll('"', "'")]
      : [value],
  );
  return [...new Set(spellings)];
}

function buildDocument(descriptions, operationKeys, extraSchemaNames) {
  const paths = {};
  const sources = {};
  const undescribed = [];
  const operationIds = new Set();
  for (const key of [...operationKeys].sort()) {
    const [method, path] = key.split(" ");
    const lower = method.toLowerCase();
    const hit = descriptions.find((entry) => entry.document.paths[path]?.[lower]);
    if (!hit) {
      undescribed.push(key);
      continue;
    }
    const pathItem = hit.document.paths[path];
    const operation = clean(pathItem[lower]);
    // Path-level parameters belong to the operation once it leaves its own description.
    if (pathItem.parameters) {
      operation.parameters = [...clean(pathItem.parameters), ...(operation.parameters ?? [])];
    }
    if (operationIds.has(operation.operationId)) {
      throw new Error(`operationId ${operation.operationId} is used twice`);
    }
    operationIds.add(operation.operationId);
    paths[path] ??= {};
    paths[path][lower] = operation;
    sources[key] = { file: hit.file, operationId: operation.operationId };
  }

  const reachedByOperations = reachSchemas(
    descriptions,
    collectSchemaReferences(paths, new Set(extraSchemaNames)),
  );
  const newest = descriptions[0];
  const schemas = reachSchemas(descriptions, [
    ...Object.keys(reachedByOperations),
    ...Object.keys(newest.document.components.schemas),
    ...SERVER_ROOTS,
  ]);

  const sortedPaths = {};
  for (const path of Object.keys(paths).sort()) {
    sortedPaths[path] = {};
    for (const method of HTTP_METHODS) {
      if (paths[path][method]) sortedPaths[path][method] = paths[path][method];
    }
  }
  const sortedSchemas = {};
  for (const name of Object.keys(schemas).sort()) sortedSchemas[name] = schemas[name];
  const fromOlder = Object.keys(schemas).filter(
    (name) => !(name in newest.document.components.schemas),
  );

  return {
    document: withoutDiscriminators({
      openapi: "3.0.0",
      info: { title: "voice platform (merged, newest wins)", version: "1.0" },
      paths: sortedPaths,
      components: {
        schemas: sortedSchemas,
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
    }),
    sources,
    undescribed,
    reachedByOperations: new Set(Object.keys(reachedByOperations)),
    fromOlder,
  };
}

/** `roots` and every schema they refer to, each cleaned, from the newest description that has it. */
function reachSchemas(descriptions, roots) {
  const schemas = {};
  const pending = [...roots];
  while (pending.length > 0) {
    const name = pending.pop();
    if (name in schemas) continue;
    const hit = descriptions.find((entry) => entry.document.components?.schemas?.[name]);
    if (!hit) throw new Error(`schema ${name} is in none of the descriptions`);
    schemas[name] = clean(hit.document.components.schemas[name]);
    pending.push(...collectSchemaReferences(schemas[name], new Set()));
  }
  return schemas;
}

function extraSchemaNamesFromHandWrittenTypes() {
  const source = readFileSync(undescribedFile, "utf8");
  return [...source.matchAll(/Schema<"(\w+)">/g)].map((match) => match[1]).sort();
}

// openapi-typescript calls this on every schema with a `type` (and on each property's
// schema); a node returned replaces what it would have written there, `nullable` included.
function transform(schemaObject) {
  // Uploads are binary: callers hand over a Blob (a File is one).
  if (schemaObject.format === "binary") {
    return orNull(ts.factory.createTypeReferenceNode("Blob"), schemaObject);
  }
  // A bare `type: object` (`Server.headers`, `variableValues`, `metadata`) is an open bag:
  // `object`, as @vapi-ai/web's types have it, takes whatever callers put in it. (openapi-
  // typescript's `Record<string, unknown>` refused their `object`, which has no index
  // signature, so their DTOs did not fit ours; its `Record<string, never>` refused any key.)
  if (isBareObject(schemaObject)) {
    return orNull(ts.factory.createKeywordTypeNode(ts.SyntaxKind.ObjectKeyword), schemaObject);
  }
  return undefined;
}

function isBareObject(schemaObject) {
  return (
    schemaObject.type === "object" &&
    Object.keys(schemaObject.properties ?? {}).length === 0 &&
    !schemaObject.additionalProperties &&
    !schemaObject.patternProperties &&
    !schemaObject.allOf &&
    !schemaObject.anyOf &&
    !schemaObject.oneOf &&
    !schemaObject.enum
  );
}

function orNull(type, schemaObject) {
  return schemaObject.nullable
    ? ts.factory.createUnionTypeNode([
        type,
        ts.factory.createLiteralTypeNode(ts.factory.createNull()),
      ])
    : type;
}

function toTypeScript(document) {
  return openapiTS(document, {
    silent: true,
    // A default is what the platform fills in when a field is left out, so the field stays
    // optional: request bodies must not be forced to spell out every defaulted field.
    defaultNonNullable: false,
    cwd: pathToFileURL(`${packageDir}/`),
    transform,
  });
}

// A discriminated union's members pin their tag with a one-value enum, as a rule, so the
// `discriminator` says nothing the members do not; openapi-typescript's handling of it made
// each member's tag required where the description leaves it optional (the `Update…DTO`s)
// and, where a mapping lists only some members, put the schema's name in for the tag
// ("CreateCodeToolDTO" where the wire and @vapi-ai/web say "code"). So the discriminators
// go, and the tags are the members' own, as @vapi-ai/web's types have them. A member that
// does not pin its tag (UpdateTrieveKnowledgeBaseDTO, of an older description) gets the
// value its mapping gives it, required, as openapi-typescript gave it before.
function withoutDiscriminators(document) {
  const schemas = { ...document.components.schemas };
  const walk = (value) => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== "object") return value;
    const result = {};
    for (const key of Object.keys(value)) {
      if (key !== "discriminator") result[key] = walk(value[key]);
    }
    if (value.discriminator) pinTags(value, schemas);
    return result;
  };
  const paths = walk(document.paths);
  for (const name of Object.keys(schemas)) schemas[name] = walk(schemas[name]);
  return { ...document, paths, components: { ...document.components, schemas } };
}

function pinTags(union, schemas) {
  const { propertyName, mapping = {} } = union.discriminator;
  for (const member of union.oneOf ?? union.anyOf ?? []) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(member.$ref ?? "")?.[1];
    const schema = schemas[name];
    const tag = schema?.properties?.[propertyName]?.enum;
    if (Array.isArray(tag) && tag.length === 1) continue;
    const values = Object.keys(mapping).filter((value) => mapping[value] === member.$ref);
    if (!schema || tag || values.length === 0) {
      throw new Error(`${member.$ref ?? "an inline member"}: no one value for ${propertyName}`);
    }
    schemas[name] = {
      ...schema,
      properties: { ...schema.properties, [propertyName]: { type: "string", enum: values } },
      required: [...new Set([...(schema.required ?? []), propertyName])],
    };
  }
}

// The `type` literals of each message, read from the union's members, in the union's order.
function serverMessageTypes(schemas) {
  const members = schemas.ServerMessage.properties.message.oneOf;
  const entries = [];
  for (const member of members) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(member.$ref)?.[1];
    const literals = schemas[name]?.properties?.type?.enum;
    if (!name || !Array.isArray(literals)) {
      throw new Error(`ServerMessage member ${member.$ref} has no \`type\` enum`);
    }
    for (const literal of literals) entries.push({ literal, name });
  }
  return entries.sort((a, b) => (a.literal < b.literal ? -1 : a.literal > b.literal ? 1 : 0));
}

// The REST file defines every schema; this file names the ones only server messages reach,
// so that `ServerMessageSchemas` keeps meaning "the schemas particular to server messages".
function generateServerMessages(restDocument, reachedByOperations) {
  const schemas = restDocument.components.schemas;
  const reached = [...collectSchemaReferences(SERVER_ROOTS.map(reference), new Set())];
  for (let index = 0; index < reached.length; index++) {
    for (const name of collectSchemaReferences(schemas[reached[index]], new Set())) {
      if (!reached.includes(name)) reached.push(name);
    }
  }
  const names = reached.filter((name) => !reachedByOperations.has(name)).sort();
  const types = serverMessageTypes(schemas);
  const typeOfMessage = new Map(types.map(({ literal, name }) => [name, literal]));
  const responseLines = reached
    .filter((name) => /^ServerMessageResponse./.test(name))
    .map((name) => {
      const messageName = name.replace("ServerMessageResponse", "ServerMessage");
      const literal = typeOfMessage.get(messageName);
      if (!literal) throw new Error(`${name} answers no known message (${messageName})`);
      return `  ${JSON.stringify(literal)}: RestSchemas[${JSON.stringify(name)}];`;
    })
    .sort();

  return [
    "// biome-ignore-all format: generated by scripts/generate-types.mjs",
    "// biome-ignore-all lint: generated by scripts/generate-types.mjs",
    "/**",
    " * GENERATED by scripts/generate-types.mjs; do not edit. Regenerate with `pnpm run generate`.",
    " *",
    ` * Server messages: the closure of ${SERVER_ROOTS.join(" and ")} (newest description wins),`,
    ` * ${reached.length} schemas, all defined in the REST file (\`RestSchemas\`). \`components\` names the ${names.length}`,
    " * of them that no REST operation reaches: those particular to server messages.",
    " */",
    "",
    'import type { components as RestComponents } from "../../rest/generated/openapi.js";',
    "",
    'type RestSchemas = RestComponents["schemas"];',
    "",
    "export interface components {",
    "    schemas: {",
    ...names.map((name) => `        ${propertyKey(name)}: RestSchemas[${JSON.stringify(name)}];`),
    "    };",
    "}",
    "",
    "/**",
    " * Each server message keyed by its `type`, as described (`type` itself may be optional).",
    " *",
    " * @example",
    " * ```ts",
    ' * import type { ServerMessageByType } from "@ringline/voice-client/server";',
    " *",
    ' * type Report = ServerMessageByType["end-of-call-report"];',
    " * ```",
    " */",
    "export interface ServerMessageByType {",
    ...types.map(
      ({ literal, name }) => `  ${JSON.stringify(literal)}: RestSchemas[${JSON.stringify(name)}];`,
    ),
    "}",
    "",
    "/**",
    " * The answer each message type expects, keyed by the message's `type`.",
    " *",
    " * @example",
    " * ```ts",
    ' * import type { ServerMessageResponseByType } from "@ringline/voice-client/server";',
    " *",
    ' * const answer: ServerMessageResponseByType["tool-calls"] = { error: "tools are down" };',
    " * ```",
    " */",
    "export interface ServerMessageResponseByType {",
    ...responseLines,
    "}",
    "",
  ].join("\n");
}

function propertyKey(name) {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

function reference(name) {
  return { $ref: `#/components/schemas/${name}` };
}

async function generate() {
  const descriptions = loadDescriptions(sourceDir);
  const operationKeys = await loadOperationTable();
  const extraSchemaNames = extraSchemaNamesFromHandWrittenTypes();
  const { document, sources, undescribed, reachedByOperations, fromOlder } = buildDocument(
    descriptions,
    operationKeys,
    extraSchemaNames,
  );

  const nodes = await toTypeScript(document);

  const indexLines = Object.keys(sources)
    .sort()
    .map(
      (key) => `  ${JSON.stringify(key)}: operations[${JSON.stringify(sources[key].operationId)}];`,
    );
  const fromLines = DESCRIPTIONS.map((file) => {
    const entry = descriptions.find((item) => item.file === file);
    const count = Object.values(sources).filter((source) => source.file === file).length;
    return ` *   ${file} sha256:${entry.sha256} (${count} operations)`;
  });

  const text = [
    "/**",
    " * GENERATED by scripts/generate-types.mjs; do not edit. Regenerate with `pnpm run generate`.",
    " *",
    ` * ${Object.keys(sources).length} described operations, ${Object.keys(document.components.schemas).length} schemas, from (newest wins):`,
    ...fromLines,
    ` * Not described anywhere (hand-written in undescribed-operations.ts): ${undescribed.length}.`,
    ` * Schemas: all ${Object.keys(descriptions[0].document.components.schemas).length} of ${descriptions[0].file} (${NEWEST_DATE}), whether an operation reaches them or not`,
    ` * (the \`./api\` entry names each), and the ${fromOlder.length} that only older descriptions have and the`,
    ` * covered operations reach: ${fromOlder.sort().join(", ")}.`,
    " */",
    "",
    astToString(nodes).trimEnd(),
    "",
    '/** Described operations keyed by `"METHOD /path"`. */',
    "export interface OperationIndex {",
    ...indexLines,
    "}",
    "",
  ].join("\n");
  const serverText = generateServerMessages(document, reachedByOperations);
  return { text, serverText, sources, undescribed };
}

const { text, serverText, sources, undescribed } = await generate();
const outputs = [
  { file: outputFile, text },
  { file: serverOutputFile, text: serverText },
];
if (flags.check) {
  const stale = outputs.filter(
    (output) => (existsSync(output.file) ? readFileSync(output.file, "utf8") : "") !== output.text,
  );
  for (const output of stale) {
    console.error(`${output.file} is stale: run \`pnpm run generate\``);
  }
  if (stale.length > 0) process.exit(1);
  console.log("generated types are up to date");
} else {
  for (const output of outputs) {
    mkdirSync(dirname(output.file), { recursive: true });
    writeFileSync(output.file, output.text);
  }
  console.log(
    `wrote ${outputFile}: ${Object.keys(sources).length} described operations, ${undescribed.length} undescribed (${undescribed.join(", ")}), ${Buffer.byteLength(text)} bytes`,
  );
  console.log(`wrote ${serverOutputFile}: ${Buffer.byteLength(serverText)} bytes`);
}
