/**
 * A run of text inside a block: plain text, bold, italics, or a link (http and https
 * only; any other link stays text).
 *
 * @example
 * ```ts
 * const inline: MarkdownInline = { type: "strong", children: [{ type: "text", text: "$59" }] };
 * ```
 */
export type MarkdownInline =
  | { type: "text"; text: string }
  | { type: "strong"; children: MarkdownInline[] }
  | { type: "em"; children: MarkdownInline[] }
  | { type: "link"; href: string; children: MarkdownInline[] };

/**
 * A paragraph (its lines, kept as line breaks) or a list (its items).
 *
 * @example
 * ```ts
 * const block: MarkdownBlock = { type: "list", ordered: false, items: [[{ type: "text", text: "Starter" }]] };
 * ```
 */
export type MarkdownBlock =
  | { type: "paragraph"; lines: MarkdownInline[][] }
  | { type: "list"; ordered: boolean; items: MarkdownInline[][] };

const LIST_ITEM = /^\s*(?:([-*+])|(\d{1,3})[.)])\s+(.*)$/;
// Earliest of: **bold**, *italics* / _italics_, [label](url). Links come first so that an
// underscore inside a URL is not read as italics.
const INLINE =
  /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*(?=\S)([\s\S]*?\S)\*\*|\*(?=[^\s*])([^*\n]*?[^\s*])\*|(?<![\w])_(?=\S)([^_\n]*?\S)_(?![\w])/;

function isSafeHref(href: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(href);
}

/**
 * Reads the inline marks of one line.
 *
 * @example
 * ```ts
 * parseInline("**Growth** is $59"); // [{ type: "strong", … }, { type: "text", text: " is $59" }]
 * ```
 */
export function parseInline(text: string): MarkdownInline[] {
  const result: MarkdownInline[] = [];
  let rest = text;
  while (rest !== "") {
    const match = INLINE.exec(rest);
    if (!match) {
      result.push({ type: "text", text: rest });
      break;
    }
    if (match.index > 0) result.push({ type: "text", text: rest.slice(0, match.index) });
    const [whole, label, href, bold, starItalics, underscoreItalics] = match;
    if (label !== undefined && href !== undefined) {
      result.push(
        isSafeHref(href)
          ? { type: "link", href, children: parseInline(label) }
          : { type: "text", text: whole },
      );
    } else if (bold !== undefined) {
      result.push({ type: "strong", children: parseInline(bold) });
    } else {
      result.push({ type: "em", children: parseInline(starItalics ?? underscoreItalics ?? "") });
    }
    rest = rest.slice(match.index + whole.length);
  }
  return result;
}

/**
 * Reads the tiny Markdown subset the chat's replies may use: paragraphs, `-`, `*` and
 * `1.` lists, bold, italics and http(s) links. Anything else (HTML included) stays text;
 * the widget builds React elements from the result and never sets HTML.
 *
 * @example
 * ```ts
 * parseMarkdown("Plans:\n- **Starter** $39\n- **Growth** $59");
 * // [{ type: "paragraph", … }, { type: "list", ordered: false, items: [ … ] }]
 * ```
 */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: MarkdownInline[][] | undefined;
  let list: Extract<MarkdownBlock, { type: "list" }> | undefined;
  for (const line of source.replace(/\r\n?/g, "\n").split("\n")) {
    if (line.trim() === "") {
      paragraph = undefined;
      list = undefined;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = item[2] !== undefined;
      paragraph = undefined;
      if (!list || list.ordered !== ordered) {
        list = { type: "list", ordered, items: [] };
        blocks.push(list);
      }
      list.items.push(parseInline(item[3] ?? ""));
      continue;
    }
    list = undefined;
    if (!paragraph) {
      paragraph = [];
      blocks.push({ type: "paragraph", lines: paragraph });
    }
    paragraph.push(parseInline(line.trim()));
  }
  return blocks;
}

function inlineText(inlines: readonly MarkdownInline[]): string {
  return inlines
    .map((inline) => (inline.type === "text" ? inline.text : inlineText(inline.children)))
    .join("");
}

/**
 * What a reply says without its marks, for screen readers: bold, italics and link syntax
 * gone (a link keeps its label), list items and paragraphs as sentences on lines of their own.
 *
 * @example
 * ```ts
 * markdownToText("Plans:\n- **Starter** $39\n- [Growth](https://ringline.ai) $59");
 * // "Plans:\nStarter $39\nGrowth $59"
 * ```
 */
export function markdownToText(source: string): string {
  return parseMarkdown(source)
    .map((block) =>
      (block.type === "paragraph" ? block.lines : block.items).map(inlineText).join("\n"),
    )
    .join("\n");
}
