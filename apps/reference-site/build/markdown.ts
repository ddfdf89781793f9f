// The blog's Markdown, turned into HTML at build time so that no parser ships to browsers.
// The subset the articles use: front matter, `##`–`####` headings (with ids), paragraphs,
// `-`/`1.` lists, `>` quotes, pipe tables, bold, italics, inline code and links. Everything
// else is text; every character of the source is escaped.

export interface FrontMatter {
  readonly [key: string]: string;
}

export interface MarkdownDocument {
  readonly data: FrontMatter;
  readonly body: string;
}

export interface RenderedMarkdown {
  readonly html: string;
  /** The `##` headings, for the article's table of contents. */
  readonly headings: readonly { id: string; text: string }[];
  readonly words: number;
}

/** Splits `---\nkey: value\n---` from the body. */
export function readFrontMatter(source: string): MarkdownDocument {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (pair?.[1]) data[pair[1]] = (pair[2] ?? "").replace(/^"(.*)"$/, "$1").trim();
  }
  return { data, body: source.slice(match[0].length) };
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** `How Ringline Answers` → `how-ringline-answers`; accents dropped (`Quién` → `quien`). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z#0-9]+;/g, "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const INLINE =
  /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*(?=\S)([\s\S]*?\S)\*\*|\*(?=[^\s*])([^*]*?[^\s*])\*|(?<![\w])_(?=\S)([^_\n]*?\S)_(?![\w])/;

function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|\/|#|mailto:|tel:)/i.test(href);
}

/** Bold, italics, code and links of one line of text, escaped. */
export function renderInline(text: string): string {
  let html = "";
  let rest = text;
  while (rest !== "") {
    const match = INLINE.exec(rest);
    if (!match) {
      html += escapeHtml(rest);
      break;
    }
    html += escapeHtml(rest.slice(0, match.index));
    const [whole, code, label, href, bold, starItalics, underscoreItalics] = match;
    const italics = starItalics ?? underscoreItalics;
    if (code !== undefined) html += `<code>${escapeHtml(code)}</code>`;
    else if (label !== undefined && href !== undefined) {
      if (!isSafeHref(href)) html += escapeHtml(whole);
      else {
        const external = /^https?:\/\//i.test(href);
        const attributes = external ? ' rel="noopener noreferrer" target="_blank"' : "";
        html += `<a href="${escapeHtml(href)}"${attributes}>${renderInline(label)}</a>`;
      }
    } else if (bold !== undefined) html += `<strong>${renderInline(bold)}</strong>`;
    else html += `<em>${renderInline(italics ?? "")}</em>`;
    rest = rest.slice(match.index + whole.length);
  }
  return html;
}

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());
}

/** Renders the body of an article. */
export function renderMarkdown(body: string): RenderedMarkdown {
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  const out: string[] = [];
  const headings: { id: string; text: string }[] = [];
  let words = 0;
  let index = 0;
  const count = (text: string) => {
    words += text.split(/\s+/).filter(Boolean).length;
  };
  const next = () => lines[index] ?? "";

  while (index < lines.length) {
    const line = next();
    if (line.trim() === "") {
      index += 1;
      continue;
    }
    const heading = /^(#{2,4})\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1]?.length ?? 2;
      const text = heading[2] ?? "";
      const id = slugify(text);
      if (level === 2) headings.push({ id, text });
      count(text);
      out.push(`<h${level} id="${id}">${renderInline(text)}</h${level}>`);
      index += 1;
      continue;
    }
    if (/^\s*(?:[-*]|\d+[.)])\s+/.test(line)) {
      const ordered = /^\s*\d+[.)]\s+/.test(line);
      const items: string[] = [];
      while (index < lines.length && /^\s*(?:[-*]|\d+[.)])\s+/.test(next())) {
        const text = next().replace(/^\s*(?:[-*]|\d+[.)])\s+/, "");
        count(text);
        items.push(`<li>${renderInline(text)}</li>`);
        index += 1;
      }
      const tag = ordered ? "ol" : "ul";
      out.push(`<${tag}>${items.join("")}</${tag}>`);
      continue;
    }
    if (line.startsWith(">")) {
      const quoted: string[] = [];
      while (index < lines.length && next().startsWith(">")) {
        quoted.push(next().replace(/^>\s?/, ""));
        index += 1;
      }
      const text = quoted.join(" ").trim();
      count(text);
      out.push(`<blockquote><p>${renderInline(text)}</p></blockquote>`);
      continue;
    }
    if (line.trim().startsWith("|") && /^\s*\|?\s*:?-{3,}/.test(lines[index + 1] ?? "")) {
      const header = tableCells(line);
      index += 2;
      const rows: string[][] = [];
      while (index < lines.length && next().trim().startsWith("|")) {
        rows.push(tableCells(next()));
        index += 1;
      }
      for (const cell of [...header, ...rows.flat()]) count(cell);
      const head = header.map((cell) => `<th scope="col">${renderInline(cell)}</th>`).join("");
      const bodyRows = rows
        .map((row) => `<tr>${row.map((cell) => `<td>${renderInline(cell)}</td>`).join("")}</tr>`)
        .join("");
      // Focusable: a table wider than a phone scrolls sideways, which a keyboard must reach.
      out.push(
        `<div class="table-scroll" tabindex="0"><table><thead><tr>${head}</tr></thead><tbody>${bodyRows}</tbody></table></div>`,
      );
      continue;
    }
    // A paragraph runs to a blank line or the start of another block (at least one line).
    const paragraph: string[] = [line.trim()];
    index += 1;
    while (
      index < lines.length &&
      next().trim() !== "" &&
      !/^(#{2,4}\s|>|\s*(?:[-*]|\d+[.)])\s+|\s*\|)/.test(next())
    ) {
      paragraph.push(next().trim());
      index += 1;
    }
    const text = paragraph.join(" ");
    count(text);
    out.push(`<p>${renderInline(text)}</p>`);
  }
  return { html: out.join("\n"), headings, words };
}
