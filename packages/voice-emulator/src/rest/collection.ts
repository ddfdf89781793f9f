// The plain collection most groups are: create, list (as an array or as a page), get,
// merge on PATCH, replace on PUT, delete, with the described list filters.

import { randomUUID } from "node:crypto";
import type { EmulatorCore } from "../core.js";
import { notFound } from "../http-error.js";
import type { Json } from "../json.js";
import type { EmulatorRecord } from "../store.js";
import { bodyOf, type RestAnswer, type RestContext, type RestHandlers } from "./types.js";

const CONTROL_PARAMETERS = new Set(["limit", "page", "sortOrder", "sortBy", "cursor"]);
const EQUALITY_FILTERS = new Set(["id", "name", "number", "status", "type", "provider", "purpose"]);
const DATE_FILTER = /^(createdAt|updatedAt)(Gt|Lt|Ge|Le)$/;
const RANGE_FILTER = /^(\w+)(Gt|Lt|Ge|Le)$/;

function compare(left: unknown, operator: string, right: unknown): boolean {
  const a = typeof left === "number" ? left : Date.parse(String(left));
  const b = typeof right === "number" ? right : Date.parse(String(right));
  const [x, y] = Number.isNaN(a) || Number.isNaN(b) ? [Number(left), Number(right)] : [a, b];
  if (operator === "Gt") return x > y;
  if (operator === "Lt") return x < y;
  if (operator === "Ge") return x >= y;
  return x <= y;
}

/**
 * The described list filters: `createdAtGt`-style ranges, `…Any` lists, and equality on ids
 * and a few plain fields. Other described filters (free-text searches) are accepted and
 * ignored.
 */
export function filterRecords(records: EmulatorRecord[], query: Json): EmulatorRecord[] {
  let result = records;
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || CONTROL_PARAMETERS.has(name)) continue;
    const range = DATE_FILTER.exec(name) ?? RANGE_FILTER.exec(name);
    if (name.endsWith("Any")) {
      const field = name.slice(0, -3);
      const allowed = new Set(
        (Array.isArray(value) ? value : String(value).split(",")).map((item) => String(item)),
      );
      result = result.filter((record) => allowed.has(String(record[field])));
    } else if (range?.[1] !== undefined && range[2] !== undefined) {
      const [, field, operator] = range;
      result = result.filter(
        (record) => record[field] !== undefined && compare(record[field], operator, value),
      );
    } else if (EQUALITY_FILTERS.has(name) || name.endsWith("Id")) {
      result = result.filter((record) => String(record[name]) === String(value));
    }
  }
  return result;
}

export function sortRecords(records: EmulatorRecord[], query: Json): EmulatorRecord[] {
  const ascending = query.sortOrder === "ASC";
  const field = typeof query.sortBy === "string" ? query.sortBy : "createdAt";
  // Ties (same millisecond) keep insertion order, newest last, so DESC reverses it.
  const indexed = records.map((record, index) => ({ record, index }));
  indexed.sort((left, right) => {
    const a = String(left.record[field] ?? "");
    const b = String(right.record[field] ?? "");
    const order = a < b ? -1 : a > b ? 1 : left.index - right.index;
    return ascending ? order : -order;
  });
  return indexed.map((item) => item.record);
}

export function limitOf(query: Json): number {
  const limit = Number(query.limit ?? 100);
  return Number.isFinite(limit) && limit > 0 ? Math.min(Math.floor(limit), 1000) : 100;
}

export function listArray(records: EmulatorRecord[], query: Json): EmulatorRecord[] {
  return sortRecords(filterRecords(records, query), query).slice(0, limitOf(query));
}

export function listPage(records: EmulatorRecord[], query: Json) {
  const all = sortRecords(filterRecords(records, query), query);
  const limit = limitOf(query);
  const page = Math.max(1, Math.floor(Number(query.page ?? 1)) || 1);
  const totalPages = Math.max(1, Math.ceil(all.length / limit));
  return {
    results: all.slice((page - 1) * limit, page * limit),
    metadata: {
      itemsPerPage: limit,
      totalItems: all.length,
      currentPage: page,
      totalPages,
      hasNextPage: page < totalPages,
      sortOrder: query.sortOrder === "ASC" ? "ASC" : "DESC",
    },
  };
}

/** Throws the platform's 404 when a body names a record (`assistantId` …) that does not exist. */
export function requireStored(core: EmulatorCore, name: string, id: unknown, label: string): void {
  if (id !== undefined && !core.store.get(name, String(id))) throw notFound(label);
}

export interface CollectionSpec {
  /** The store's collection name. */
  name: string;
  /** The word in "… not found". */
  label: string;
  /** The path parameter that names the parent record (`testSuiteId`). */
  parent?: string;
  /** Records without `orgId` (orgs themselves). */
  global?: boolean;
  /** Fields a new record gets before the body's. */
  defaults?: (body: Json, context: RestContext) => Json;
  /** Runs once a record was created or updated. */
  after?: (record: EmulatorRecord, change: "create" | "update") => void;
}

type RecordHandler = (context: RestContext) => { body: EmulatorRecord };

export interface Collection {
  create: RecordHandler;
  list: (context: RestContext) => RestAnswer;
  page: (context: RestContext) => RestAnswer;
  get: RecordHandler;
  update: RecordHandler;
  replace: RecordHandler;
  remove: RecordHandler;
  find(context: RestContext): EmulatorRecord;
}

const PROTECTED = ["id", "orgId", "createdAt", "updatedAt"];

function withoutProtected(body: Json): Json {
  const result = { ...body };
  for (const field of PROTECTED) delete result[field];
  return result;
}

export function collection(core: EmulatorCore, spec: CollectionSpec): Collection {
  const scope = (context: RestContext) =>
    core.store
      .list(spec.name)
      .filter(
        (record) =>
          spec.parent === undefined || record[spec.parent] === context.params[spec.parent],
      );
  const find = (context: RestContext): EmulatorRecord => {
    const id = context.params.id ?? "";
    const record = core.store.get(spec.name, id);
    if (
      record === undefined ||
      (spec.parent !== undefined && record[spec.parent] !== context.params[spec.parent])
    ) {
      throw notFound(spec.label);
    }
    return record;
  };
  const save = (record: EmulatorRecord, change: "create" | "update") => {
    core.store.put(spec.name, record);
    spec.after?.(record, change);
    return { body: record };
  };
  return {
    find,
    create: (context) => {
      const body = bodyOf(context);
      const now = core.now();
      const record: EmulatorRecord = {
        id: randomUUID(),
        ...(spec.global ? {} : { orgId: core.orgId }),
        ...(spec.parent === undefined ? {} : { [spec.parent]: context.params[spec.parent] }),
        ...spec.defaults?.(body, context),
        ...withoutProtected(body),
        createdAt: now,
        updatedAt: now,
      };
      return save(record, "create");
    },
    list: (context) => ({ body: listArray(scope(context), context.query) }),
    page: (context) => ({ body: listPage(scope(context), context.query) }),
    get: (context) => ({ body: find(context) }),
    update: (context) => {
      const current = find(context);
      const record = { ...current, ...withoutProtected(bodyOf(context)) };
      record.updatedAt = core.now();
      return save(record, "update");
    },
    replace: (context) => {
      const current = find(context);
      const kept = Object.fromEntries(
        [...PROTECTED, ...(spec.parent === undefined ? [] : [spec.parent])].map((field) => [
          field,
          current[field],
        ]),
      );
      const body = bodyOf(context);
      const record: EmulatorRecord = {
        ...spec.defaults?.(body, context),
        ...withoutProtected(body),
        ...kept,
        id: current.id,
        updatedAt: core.now(),
      };
      return save(record, "update");
    },
    remove: (context) => {
      const record = find(context);
      core.store.delete(spec.name, record.id);
      return { body: record };
    },
  };
}

export interface CrudOptions {
  /** `GET base` answers `{ results, metadata }` instead of an array. */
  page?: boolean;
  /** Adds `PUT base/{id}`. */
  replace?: boolean;
}

/**
 * Registers a collection's five (or six) operations under `base` and returns the collection,
 * so that a group can override one operation and still reach the plain behaviour.
 */
export function registerCrud(
  handlers: RestHandlers,
  core: EmulatorCore,
  base: string,
  spec: CollectionSpec,
  options: CrudOptions = {},
): Collection {
  const group = collection(core, spec);
  handlers[`POST ${base}`] = group.create;
  handlers[`GET ${base}`] = options.page ? group.page : group.list;
  handlers[`GET ${base}/{id}`] = group.get;
  handlers[`PATCH ${base}/{id}`] = group.update;
  handlers[`DELETE ${base}/{id}`] = group.remove;
  if (options.replace) handlers[`PUT ${base}/{id}`] = group.replace;
  return group;
}
