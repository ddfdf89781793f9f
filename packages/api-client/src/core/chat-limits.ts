/**
 * The longest message a visitor or owner may send to the chat, in characters.
 *
 * @example
 * ```ts
 * if (draft.length > CHAT_MESSAGE_MAX_LENGTH) showError("Your message is too long");
 * ```
 */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

/**
 * The most earlier messages a chat request may carry as context.
 *
 * @example
 * ```ts
 * const history = messages.slice(-CHAT_HISTORY_MAX_ITEMS);
 * ```
 */
export const CHAT_HISTORY_MAX_ITEMS = 50;

/**
 * The most messages an ended conversation may carry.
 *
 * @example
 * ```ts
 * const messages = transcript.slice(-CHAT_TRANSCRIPT_MAX_ITEMS);
 * ```
 */
export const CHAT_TRANSCRIPT_MAX_ITEMS = 200;

/**
 * The chat's e-mail rule, as the widget asks for it: text, `@`, text, a dot, text, no spaces.
 * Looser than the sign-up rule on purpose: the server must accept every address the widget
 * accepted, or the visitor's conversation would be lost.
 *
 * @example
 * ```ts
 * CHAT_EMAIL_PATTERN.test("ada@example.com"); // true
 * ```
 */
export const CHAT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
