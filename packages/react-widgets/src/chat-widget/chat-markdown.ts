import { Lexer, type Token, type Tokens } from "marked";

// The chat's replies are Markdown written by a model or the knowledge base. They are read by
// `marked`'s lexer (CommonMark + GFM, so code spans, escapes and nesting behave as everywhere
// else) into the small tree below, which the widget turns into React elements: no HTML is ever
// set, raw HTML in a reply stays visible text, and only http(s), mailto and tel links are links.

/**
 * A run of text inside a block: plain text, bold, italics, inline code, a line break or a
 * link (http, https, mailto and tel only; any other link keeps its label as text).
 *
 * @example
 * ```ts
 * const inline: MarkdownInline = { type: "strong", children: [{ type: "text", text: "$59" }] };
 * ```
 */
export type MarkdownInline =
  | { type: "text"; text: string }
  | { type: "code"; text: string }
  | { type: "break" }
  | { type: "strong"; children: MarkdownInline[] }
  | { type: "em"; children: MarkdownInline[] }
  | { type: "link"; href: string; children: MarkdownInline[] };

/**
 * A paragraph, a code block or a list (each item its blocks; a tight item's text is a
 * paragraph with `tight: true`, shown without paragraph spacing).
 *
 * @example
 * ```ts
 * const block: MarkdownBlock = { type: "paragraph", children: [{ type: "text", text: "Starter" }] };
 * ```
 */
export type MarkdownBlock =
  | { type: "paragraph"; children: MarkdownInline[]; tight?: boolean }
  | { type: "code"; text: string }
  | { type: "list"; ordered: boolean; start?: number; items: MarkdownBlock[][] };

const SAFE_HREF = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d*#%(),.\-\s]+)$/i;

/**
 * Whether a link may be followed: http(s), mailto and tel only (no `javascript:`, `data:`
 * or relative links, which would resolve against the host page).
 *
 * @example
 * ```ts
 * isSafeHref("tel:+15551234567"); // true
 * isSafeHref("javascript:alert(1)"); // false
 * ```
 */
export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href.trim());
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

// The lexer leaves character references as written; HTML would decode them, so do the same
// for the common ones (React then escapes the text again).
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X"
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function pushText(result: MarkdownInline[], text: string): void {
  if (text === "") return;
  const last = result.at(-1);
  if (last?.type === "text") last.text += text;
  else result.push({ type: "text", text });
}

function inlinesOf(tokens: readonly Token[] | undefined): MarkdownInline[] {
  const result: MarkdownInline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "strong":
      case "em": {
        const children = inlinesOf((token as Tokens.Strong | Tokens.Em).tokens);
        result.push({ type: token.type, children });
        break;
      }
      case "codespan":
        result.push({ type: "code", text: decodeEntities((token as Tokens.Codespan).text) });
        break;
      case "br":
        result.push({ type: "break" });
        break;
      case "link": {
        const link = token as Tokens.Link;
        const children = inlinesOf(link.tokens);
        if (isSafeHref(link.href)) result.push({ type: "link", href: link.href.trim(), children });
        else for (const child of children) appendInline(result, child);
        break;
      }
      case "image":
        pushText(result, (token as Tokens.Image).text);
        break;
      case "del":
        for (const child of inlinesOf((token as Tokens.Del).tokens)) appendInline(result, child);
        break;
      case "text": {
        const text = token as Tokens.Text;
        if (text.tokens?.length) {
          for (const child of inlinesOf(text.tokens)) appendInline(result, child);
        } else pushText(result, decodeEntities(text.text));
        break;
      }
      case "escape":
        pushText(result, (token as Tokens.Escape).text);
        break;
      default:
        // Raw HTML and anything unknown: shown as written, never interpreted.
        pushText(result, token.raw);
    }
  }
  return result;
}

function appendInline(result: MarkdownInline[], inline: MarkdownInline): void {
  if (inline.type === "text") pushText(result, inline.text);
  else result.push(inline);
}

function blocksOf(tokens: readonly Token[], tight = false): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case "space":
      case "hr":
      case "def":
        break;
      case "paragraph":
      case "heading": {
        const children = inlinesOf((token as Tokens.Paragraph | Tokens.Heading).tokens);
        blocks.push({
          type: "paragraph",
          // A heading in a chat bubble reads as a bold line, not a page title.
          children: token.type === "heading" ? [{ type: "strong", children }] : children,
        });
        break;
      }
      case "text": {
        const text = token as Tokens.Text;
        const children = text.tokens
          ? inlinesOf(text.tokens)
          : [{ type: "text" as const, text: decodeEntities(text.text) }];
        blocks.push(
          tight ? { type: "paragraph", children, tight: true } : { type: "paragraph", children },
        );
        break;
      }
      case "code":
        blocks.push({ type: "code", text: (token as Tokens.Code).text });
        break;
      case "blockquote":
        blocks.push(...blocksOf((token as Tokens.Blockquote).tokens));
        break;
      case "list": {
        const list = token as Tokens.List;
        const start = typeof list.start === "number" && list.start !== 1 ? list.start : undefined;
        blocks.push({
          type: "list",
          ordered: list.ordered,
          ...(list.ordered && start !== undefined ? { start } : {}),
          items: list.items.map((item) => blocksOf(item.tokens, !item.loose)),
        });
        break;
      }
      default:
        // Tables and raw HTML blocks: shown as written text.
        blocks.push({ type: "paragraph", children: [{ type: "text", text: token.raw.trim() }] });
    }
  }
  return blocks;
}

const OPTIONS = { gfm: true, breaks: true } as const;

/**
 * Reads the inline marks of one line.
 *
 * @example
 * ```ts
 * parseInline("**Growth** is $59"); // [{ type: "strong", … }, { type: "text", text: " is $59" }]
 * ```
 */
export function parseInline(text: string): MarkdownInline[] {
  return inlinesOf(Lexer.lexInline(text, OPTIONS));
}

/**
 * Reads a reply's Markdown (CommonMark with GFM's autolinks, single line breaks kept) into
 * blocks the widget renders as React elements; it never produces HTML.
 *
 * @example
 * ```ts
 * parseMarkdown("Plans:\n\n- **Starter** $39\n- **Growth** $59");
 * // [{ type: "paragraph", … }, { type: "list", ordered: false, items: [ … ] }]
 * ```
 */
export function parseMarkdown(source: string): MarkdownBlock[] {
  return blocksOf(Lexer.lex(source.replace(/\r\n?/g, "\n"), OPTIONS));
}

function inlineText(inlines: readonly MarkdownInline[]): string {
  return inlines
    .map((inline) => {
      if (inline.type === "text" || inline.type === "code") return inline.text;
      if (inline.type === "break") return "\n";
      return inlineText(inline.children);
    })
    .join("");
}

function blocksText(blocks: readonly MarkdownBlock[]): string {
  return blocks
    .map((block) => {
      if (block.type === "paragraph") return inlineText(block.children);
      if (block.type === "code") return block.text;
      return block.items.map(blocksText).join("\n");
    })
    .join("\n");
}

/**
 * What a reply says without its marks, for screen readers: bold, italics and link syntax
 * gone (a link keeps its label, code keeps its characters), list items and paragraphs on
 * lines of their own.
 *
 * @example
 * ```ts
 * markdownToText("Plans:\n- **Starter** $39\n- [Growth](https://ringline.ai) $59");
 * // "Plans:\nStarter $39\nGrowth $59"
 * ```
 */
export function markdownToText(source: string): string {
  return blocksText(parseMarkdown(source));
}
