import * as z from "zod/mini";

export {
  EMBED_KEY_PARAMETER,
  EMBED_KEY_PATTERN,
  EMBED_VISITOR_HEADER,
  EMBED_VISITOR_TOKEN_PATTERN,
} from "../core/embed-facts.js";

/** At most this many origins per embed key. */
export const MAX_EMBED_ORIGINS = 20;

const ORIGIN_HINT = "Enter a site address such as https://www.example.com (no path)";

/**
 * A web origin (`scheme://host[:port]`), as browsers send it in `Origin`: http or https, no
 * path, query or credentials. Written in lower case, without a default port or a trailing
 * slash, so that it compares equal to what the browser sends.
 *
 * @example
 * ```ts
 * ZWebOrigin.parse("https://WWW.Example.com/"); // "https://www.example.com"
 * ZWebOrigin.safeParse("https://example.com/contact").success; // false
 * ```
 */
export const ZWebOrigin = z.pipe(
  z.string(ORIGIN_HINT).check(
    z.trim(),
    z.maxLength(255, ORIGIN_HINT),
    z.refine((value) => originOf(value) !== undefined, ORIGIN_HINT),
  ),
  z.transform((value: string) => originOf(value) ?? value),
);

/**
 * The origin an address names, or undefined when it is not a bare http(s) origin.
 *
 * @example
 * ```ts
 * originOf("http://127.0.0.1:8080"); // "http://127.0.0.1:8080"
 * originOf("https://example.com/page"); // undefined
 * ```
 */
export function originOf(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.username || url.password || url.search || url.hash) return undefined;
  if (url.pathname !== "/") return undefined;
  return url.origin;
}

const ZEmbedKeyLabel = z
  .string("Name the site, e.g. Main website")
  .check(
    z.trim(),
    z.minLength(1, "Name the site, e.g. Main website"),
    z.maxLength(100, "The name must be at most 100 characters"),
  );

const ZEmbedOrigins = z
  .array(ZWebOrigin)
  .check(
    z.minLength(1, "Add at least one site address"),
    z.maxLength(MAX_EMBED_ORIGINS, `At most ${MAX_EMBED_ORIGINS} site addresses`),
  );

/**
 * An embed key as its owner sees it: the key for the embed tag, a name, and the origins of the
 * partner pages allowed to use it.
 *
 * @example
 * ```ts
 * const { items } = ZEmbedKeyListResponse.parse(await response.json());
 * items[0]?.allowedOrigins; // ["https://www.example.com"]
 * ```
 */
export const ZEmbedKey = z.object({
  id: z.string(),
  key: z.string(),
  label: z.string(),
  allowedOrigins: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** An embed key. */
export type TEmbedKey = z.infer<typeof ZEmbedKey>;

/**
 * `GET /api/embed-keys`: the signed-in owner's embed keys, newest first.
 *
 * @example
 * ```ts
 * const { items } = await api.listEmbedKeys();
 * ```
 */
export const ZEmbedKeyListResponse = z.object({ items: z.array(ZEmbedKey) });

/** `GET /api/embed-keys`. */
export type TEmbedKeyListResponse = z.infer<typeof ZEmbedKeyListResponse>;

/**
 * `POST /api/embed-keys`: a new key with its name and allowed origins.
 *
 * @example
 * ```ts
 * await api.createEmbedKey({ label: "Main website", allowedOrigins: ["https://www.example.com"] });
 * ```
 */
export const ZCreateEmbedKeyRequest = z.object({
  label: ZEmbedKeyLabel,
  allowedOrigins: ZEmbedOrigins,
});

/** `POST /api/embed-keys`. */
export type TCreateEmbedKeyRequest = z.input<typeof ZCreateEmbedKeyRequest>;

/**
 * `PUT /api/embed-keys/:id`: the key's name and its whole allowlist, replaced.
 *
 * @example
 * ```ts
 * await api.updateEmbedKey({ id, label: "Shop", allowedOrigins: ["https://shop.example.com"] });
 * ```
 */
export const ZUpdateEmbedKeyRequest = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  label: ZEmbedKeyLabel,
  allowedOrigins: ZEmbedOrigins,
});

/** `PUT /api/embed-keys/:id`. */
export type TUpdateEmbedKeyRequest = z.input<typeof ZUpdateEmbedKeyRequest>;

/** `DELETE /api/embed-keys/:id`. */
export const ZEmbedKeyIdParameter = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

/**
 * `GET /api/embed/status?embedKey=…`: whether the asking page's origin may use the key. It is
 * the one answer open to every origin, so that a widget refused by CORS can say why.
 *
 * @example
 * ```ts
 * const { allowed } = ZEmbedStatusResponse.parse(await response.json());
 * ```
 */
export const ZEmbedStatusQuery = z.object({
  embedKey: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** `GET /api/embed/status`. */
export const ZEmbedStatusResponse = z.object({ allowed: z.boolean() });

/** `GET /api/embed/status`. */
export type TEmbedStatusResponse = z.infer<typeof ZEmbedStatusResponse>;
