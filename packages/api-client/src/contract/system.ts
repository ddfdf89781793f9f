import * as z from "zod/mini";

/**
 * `GET /api/health`: the API answers and which database it uses.
 *
 * @example
 * ```ts
 * const { status, database } = ZHealthResponse.parse(await response.json());
 * ```
 */
export const ZHealthResponse = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});

/** `GET /api/health`. */
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/**
 * `GET /api/voice/demo-config`: how the site's voice demo reaches the voice platform. Only the
 * public key is given out: it can start web calls and nothing else.
 *
 * @example
 * ```ts
 * const config = await api.getVoiceDemoConfig();
 * if (config.available) startDemo(config.publicKey, config.assistantId);
 * ```
 */
export const ZVoiceDemoConfig = z.object({
  available: z.boolean(),
  publicKey: z.string(),
  assistantId: z.nullable(z.string()),
  baseUrl: z.string(),
  /** `local` for the embedded voice emulator, `daily` for the hosted platform. */
  transport: z.enum(["local", "daily"]),
});

/** `GET /api/voice/demo-config`. */
export type TVoiceDemoConfig = z.infer<typeof ZVoiceDemoConfig>;

/**
 * `GET /api/openapi.json`: the product API's OpenAPI 3.1 description, generated from the route
 * table. Only its envelope is checked here; a validator checks the whole document in tests.
 *
 * @example
 * ```ts
 * const document = await api.getOpenApiDocument();
 * document.openapi; // "3.1.0"
 * ```
 */
export const ZOpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** `GET /api/openapi.json`. */
export type TOpenApiDocument = z.infer<typeof ZOpenApiDocument>;
