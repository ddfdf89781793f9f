// Replies reach the page as plain text or Markdown, never as HTML: whatever a model writes,
// tags are dropped and links may only point to http(s), mailto or tel.

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
// `<` followed by a letter, `/`, `!` or `?` starts a tag for an HTML parser; `<` anywhere else
// ("5 < 6") is text and stays.
const TAG = /<[A-Za-z/!?][^<>]*(?:>|$)/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is its purpose.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// `[label](target "title")`, the target allowed one level of parentheses.
const LINK = /\[([^\]]*)\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+"[^"]*")?\s*\)/g;
// `[label]: target` reference definitions.
const REFERENCE = /^[ \t]*\[[^\]]+\]:[ \t]*<?(\S*?)>?(?:[ \t]+"[^"]*")?[ \t]*$/gm;
const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * A reply made safe to show: no HTML tags or comments, no control characters, and Markdown
 * links only to http(s), mailto, tel or same-site addresses (others keep their text only).
 *
 * @example
 * ```ts
 * sanitizeReply("Hi <script>x()</script>[there](javascript:x())"); // "Hi x()there"
 * ```
 */
export function sanitizeReply(text: string): string {
  let previous: string;
  let current = text.replace(CONTROL, "");
  // Removing one tag can join two halves into a new one (`<scr<b>ipt>`): repeat until stable.
  do {
    previous = current;
    current = current.replace(COMMENT, "").replace(TAG, "");
  } while (current !== previous);
  return current
    .replace(LINK, (match, label: string, target: string) =>
      SAFE_LINK.test(target) ? match : label,
    )
    .replace(REFERENCE, (match, target: string) => (SAFE_LINK.test(target) ? match : ""));
}

/**
 * Sanitises a reply that arrives in pieces. A piece that ends inside a possible tag, comment or
 * link is held back until the rest arrives, so that a tag split across two pieces is still
 * caught; `end()` releases what is left.
 *
 * @example
 * ```ts
 * const stream = createStreamSanitizer();
 * stream.push("Hi <scr"); // "Hi "
 * stream.push("ipt>there"); // "there"
 * ```
 */
export function createStreamSanitizer() {
  let pending = "";
  return {
    push(delta: string): string {
      pending += delta;
      const cut = holdFrom(pending);
      const ready = pending.slice(0, cut);
      pending = pending.slice(cut);
      return sanitizeReply(ready);
    },
    end(): string {
      const rest = sanitizeReply(pending);
      pending = "";
      return rest;
    },
  };
}

/** Where the unfinished tail of `text` starts (its length when nothing is unfinished). */
function holdFrom(text: string): number {
  let cut = text.length;
  const lastOpen = text.lastIndexOf("<");
  if (lastOpen !== -1 && text.indexOf(">", lastOpen) === -1) cut = lastOpen;
  const lastLink = text.lastIndexOf("](");
  if (lastLink !== -1 && !closes(text, lastLink + 2)) {
    // Hold the whole link, label included, so that it is judged once it is complete.
    const labelStart = text.lastIndexOf("[", lastLink);
    cut = Math.min(cut, labelStart === -1 ? lastLink : labelStart);
  }
  const lastLine = text.lastIndexOf("\n");
  if (/^[ \t]*\[/.test(text.slice(lastLine + 1))) cut = Math.min(cut, lastLine + 1);
  return cut;
}

/** Whether the parenthesis opened just before `from` is closed in `text`. */
function closes(text: string, from: number): boolean {
  let depth = 1;
  for (let index = from; index < text.length; index++) {
    if (text[index] === "(") depth++;
    else if (text[index] === ")" && --depth === 0) return true;
  }
  return false;
}
