/**
 * The query parameter that carries an embed key on every request a widget on a partner site
 * makes. In the address rather than a header, because a CORS preflight carries the address
 * but no header values, and the preflight must already know whose allowlist applies.
 *
 * @example
 * ```ts
 * `${apiUrl}/api/chat/welcome?${EMBED_KEY_PARAMETER}=rk_…`;
 * ```
 */
export const EMBED_KEY_PARAMETER = "embedKey";

/**
 * The header that carries an embedded widget's visitor token: the visitor's identity on a
 * partner site, where no cookie of Ringline's is set or sent. It also replaces the CSRF token
 * on those requests (they carry no ambient credential to forge).
 *
 * @example
 * ```ts
 * headers.set(EMBED_VISITOR_HEADER, visitorToken);
 * ```
 */
export const EMBED_VISITOR_HEADER = "x-ringline-visitor";

/**
 * What a visitor token looks like: 32 random bytes in base64url (43 characters).
 *
 * @example
 * ```ts
 * EMBED_VISITOR_TOKEN_PATTERN.test(token); // true for a well-formed token
 * ```
 */
export const EMBED_VISITOR_TOKEN_PATTERN = /^[\w-]{43}$/;

/**
 * An embed key: `rk_` and 32 base64url characters. Public by design (it is written in the
 * partner's page); what it grants is decided by its origin allowlist and its limits.
 *
 * @example
 * ```ts
 * EMBED_KEY_PATTERN.test("rk_0123456789abcdefghijklmnopqrstuv"); // true
 * ```
 */
export const EMBED_KEY_PATTERN = /^rk_[\w-]{32}$/;
