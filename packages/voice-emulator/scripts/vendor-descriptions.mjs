#!/usr/bin/env node
// Writes data/platform.json: the voice platform's operations and the schemas they reach,
// taken from the public OpenAPI descriptions, so that the emulator never reads them at
// run time (the product runs from a fresh clone that does not have them).
//
//   node scripts/vendor-descriptions.mjs            write the file
//   node scripts/vendor-descriptions.mjs --check    exit 1 when the committed file is stale
//
// The descriptions are read from --from <dir>, else $VOICE_PLATFORM_OPENAPI_DIR, else
// ../shared/voice-platform next to the repository. The operations are the ones the
// product's REST client knows (packages/voice-client/src/rest/operations.ts); each comes
// from the newest description that has it, and every schema name resolves to its newest
// definition. Descriptions, examples and vendor extensions are dropped. Keys are sorted
// so two runs give the same bytes.

import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  collectSchemaReferences,
  descriptionsDir,
  HTTP_METHODS,
  loadDescriptions,
} from "../../voice-client/scripts/platform-descriptions.mjs";

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repositoryDir = resolve(packageDir, "../..");
const outputFile = join(packageDir, "data/platform.json");
const operationsFile = join(repositoryDir, "packages/voice-client/src/rest/operations.ts");

// Schemas no described operation reaches that the emulator still needs: the shapes of the
// loosely typed operations' answers, and the server messages it sends during calls.
const EXTRA_SCHEMAS = [
  "AssistantPaginatedResponse",
  "AssistantVersionPaginatedResponse",
  "CredentialSessionResponse",
  "ServerMessage",
  "ServerMessageResponse",
  "WebChat",
];
// Keywords that only document. Under `properties` the keys are field names, never dropped.
const DROPPED_KEYS = new Set([
  "description",
  "summary",
  "example",
  "examples",
  "externalDocs",
  "tags",
  "title",
  "deprecated",
  "security",
]);

const { values: flags } = parseArgs({
  options: { check: { type: "boolean", default: false }, from: { type: "string" } },
});
const sourceDir = descriptionsDir(flags.from, repositoryDir);

function loadOperationKeys() {
  const source = readFileSync(operationsFile, "utf8");
  const keys = new Set();
  for (const match of source.matchAll(/"(GET|POST|PUT|PATCH|DELETE) (\/[^\s"]*)/g)) {
    keys.add(`${match[1]} ${match[2]}`);
  }
  return [...keys].sort();
}

function clean(value, underProperties = false) {
  if (Array.isArray(value)) return value.map((item) => clean(item));
  if (value === null || typeof value !== "object") return value;
  const result = {};
  for (const key of Object.keys(value).sort()) {
    if (!underProperties && (DROPPED_KEYS.has(key) || key.startsWith("x-"))) continue;
    result[key] = clean(value[key], !underProperties && key === "properties");
  }
  return result;
}

function pickOperation(pathItem, method) {
  const operation = pathItem[method];
  const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map(
    (parameter) => ({
      in: parameter.in,
      name: parameter.name,
      required: parameter.required === true,
      schema: clean(parameter.schema ?? {}),
    }),
  );
  const content = operation.requestBody?.content ?? {};
  const contentType = Object.keys(content)[0];
  const responses = {};
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!/^2\d\d$/.test(status)) continue;
    const schema = response.content?.["application/json"]?.schema;
    responses[status] = schema === undefined ? null : clean(schema);
  }
  return {
    operationId: operation.operationId,
    tag: operation.tags?.[0] ?? null,
    parameters,
    requestBody:
      contentType === undefined
        ? null
        : {
            contentType,
            required: operation.requestBody.required === true,
            schema: clean(content[contentType].schema ?? {}),
          },
    responses,
  };
}

function build() {
  const descriptions = loadDescriptions(sourceDir);
  const operations = {};
  const undescribed = [];
  for (const key of loadOperationKeys()) {
    const [method, path] = key.split(" ");
    const lower = method.toLowerCase();
    const hit = descriptions.find((entry) => entry.document.paths[path]?.[lower]);
    if (!hit || !HTTP_METHODS.includes(lower)) {
      undescribed.push(key);
      continue;
    }
    operations[key] = { source: hit.file, ...pickOperation(hit.document.paths[path], lower) };
  }
  const schemas = {};
  let pending = [...collectSchemaReferences(operations, new Set(EXTRA_SCHEMAS))];
  while (pending.length > 0) {
    const next = new Set();
    for (const name of pending) {
      if (name in schemas) continue;
      const owner = descriptions.find((entry) => entry.document.components?.schemas?.[name]);
      if (!owner) throw new Error(`schema ${name} is in no description`);
      schemas[name] = clean(owner.document.components.schemas[name]);
      collectSchemaReferences(schemas[name], next);
    }
    pending = [...next].filter((name) => !(name in schemas));
  }
  const sortedSchemas = {};
  for (const name of Object.keys(schemas).sort()) sortedSchemas[name] = schemas[name];
  return {
    sources: Object.fromEntries(descriptions.map((entry) => [entry.file, entry.sha256])),
    undescribed,
    operations,
    schemas: sortedSchemas,
  };
}

const text = `${JSON.stringify(build())}\n`;
if (flags.check) {
  const current = existsSync(outputFile) ? readFileSync(outputFile, "utf8") : "";
  if (current !== text) {
    console.error(`${outputFile} is stale: run node scripts/vendor-descriptions.mjs`);
    process.exit(1);
  }
  console.log(`${outputFile} is up to date`);
} else {
  // Written beside and renamed, so a reader never sees half a file.
  writeFileSync(`${outputFile}.tmp`, text);
  renameSync(`${outputFile}.tmp`, outputFile);
  const data = JSON.parse(text);
  console.log(
    `wrote ${outputFile}: ${Object.keys(data.operations).length} operations, ` +
      `${Object.keys(data.schemas).length} schemas, ${data.undescribed.length} undescribed, ` +
      `${(text.length / 1024).toFixed(0)} KiB`,
  );
}
