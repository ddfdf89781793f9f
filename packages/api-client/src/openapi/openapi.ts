import * as z from "zod/mini";
import { ZErrorEnvelope } from "../contract/envelope.js";
import { pathParameters, type RouteDefinition, type TSchema } from "../contract/route.js";

/** Options of {@link createOpenApiDocument}. */
export interface OpenApiOptions {
  /** The routes to describe: the product's `API_ROUTES`. */
  routes: Readonly<Record<string, RouteDefinition>>;
  title?: string | undefined;
  version: string;
  description?: string | undefined;
}

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: TSchema, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

const ERROR_RESPONSE = { $ref: "#/components/responses/Error" } as const;

/** What a route's callers must present, as OpenAPI security requirements. */
function securityOf(route: RouteDefinition): Array<Record<string, string[]>> {
  const csrf = route.method !== "GET" && route.csrf !== false ? { csrfToken: [] } : {};
  switch (route.access) {
    case "public":
      return [{ ...csrf }];
    case "customer":
      return [
        { bearerToken: [], ...csrf },
        { sessionCookie: [], ...csrf },
      ];
    default:
      return [{ adminCookie: [], ...csrf }];
  }
}

function parametersOf(route: RouteDefinition, openApiPath: string): JsonSchema[] {
  const names = pathParameters(route.path);
  const input = route.request ? jsonSchema(route.request, "input") : undefined;
  const properties = (input?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input?.required ?? []) as string[]);
  const inPath = names.map((name) => ({
    name,
    in: "path",
    required: true,
    schema: properties[name] ?? { type: "string" },
  }));
  if (route.method !== "GET" || !openApiPath) return inPath;
  const inQuery = Object.entries(properties)
    .filter(([name]) => !names.includes(name))
    .map(([name, schema]) => ({ name, in: "query", required: required.has(name), schema }));
  return [...inPath, ...inQuery];
}

function bodyOf(route: RouteDefinition): JsonSchema | undefined {
  if (route.kind === "webhook") {
    const description = "The sender's event, read as raw bytes and checked against its signature";
    return { required: true, description, content: { "application/json": { schema: {} } } };
  }
  if (route.method === "GET" || !route.request) return undefined;
  const schema = jsonSchema(route.request, "input");
  const names = pathParameters(route.path);
  if (names.length > 0 && schema.properties) {
    const properties = { ...(schema.properties as Record<string, unknown>) };
    for (const name of names) delete properties[name];
    schema.properties = properties;
    schema.required = ((schema.required ?? []) as string[]).filter((name) => !names.includes(name));
  }
  return { required: true, content: { "application/json": { schema } } };
}

function successOf(route: RouteDefinition): Record<string, unknown> {
  if (route.kind === "file") {
    return {
      "200": {
        description: route.summary,
        content: {
          [route.mediaType ?? "application/octet-stream"]: {
            schema: { type: "string", format: "binary" },
          },
        },
      },
    };
  }
  if (route.kind === "redirect" || !route.response) {
    return { "302": { description: "A redirect for the browser to follow" } };
  }
  const mediaType = route.kind === "event-stream" ? "text/event-stream" : "application/json";
  const description =
    route.kind === "event-stream"
      ? "Server-sent events; each event's data is JSON of this schema"
      : route.summary;
  return {
    [String(route.status ?? 200)]: {
      description,
      content: { [mediaType]: { schema: jsonSchema(route.response, "output") } },
    },
  };
}

function operationOf(name: string, route: RouteDefinition, openApiPath: string): JsonSchema {
  const errors: Record<string, unknown> = { default: ERROR_RESPONSE };
  if (route.request) errors["422"] = ERROR_RESPONSE;
  if (route.access !== "public") errors["401"] = ERROR_RESPONSE;
  if (route.rateLimit) errors["429"] = ERROR_RESPONSE;
  const body = bodyOf(route);
  const parameters = parametersOf(route, openApiPath);
  return {
    operationId: name,
    summary: route.summary,
    tags: [route.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...successOf(route), ...errors },
    security: securityOf(route),
    ...(route.rateLimit
      ? {
          "x-rate-limit": {
            name: route.rateLimit.name,
            windowMs: route.rateLimit.windowMs,
            limit: route.rateLimit.limit,
            ...(route.rateLimit.perAccount ? { perAccount: route.rateLimit.perAccount } : {}),
          },
        }
      : {}),
  };
}

/**
 * The product API's OpenAPI 3.1 description, generated from the route table: paths,
 * parameters, bodies and answers from the routes' zod schemas, the error envelope for every
 * failure, and who may call each operation.
 *
 * @example
 * ```ts
 * import { API_ROUTES } from "@ringline/api-client";
 * import { createOpenApiDocument } from "@ringline/api-client/openapi";
 *
 * const document = createOpenApiDocument({ routes: API_ROUTES, version: "1.0.0" });
 * ```
 */
export function createOpenApiDocument(options: OpenApiOptions): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const [name, route] of Object.entries(options.routes)) {
    const openApiPath = route.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, "{$1}");
    paths[openApiPath] ??= {};
    const operations = paths[openApiPath] as Record<string, unknown>;
    operations[route.method.toLowerCase()] = operationOf(name, route, openApiPath);
    tags.add(route.tag);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: options.title ?? "Ringline product API",
      version: options.version,
      ...(options.description ? { description: options.description } : {}),
    },
    tags: [...tags].sort().map((tag) => ({ name: tag })),
    paths,
    components: {
      schemas: { ErrorEnvelope: jsonSchema(ZErrorEnvelope, "output") },
      responses: {
        Error: {
          description:
            "A failure in the error envelope; `error.errorCode` is a code of the error catalogue",
          content: {
            "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } },
          },
        },
      },
      securitySchemes: {
        bearerToken: {
          type: "http",
          scheme: "bearer",
          description: "A customer session token (or an impersonation token)",
        },
        sessionCookie: { type: "apiKey", in: "cookie", name: "rl_session" },
        adminCookie: { type: "apiKey", in: "cookie", name: "rl_admin" },
        csrfToken: {
          type: "apiKey",
          in: "header",
          name: "x-csrf-token",
          description: "From GET /api/csrf-token; required on every mutating call",
        },
      },
    },
  };
}
