import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { findingsOf, type PageFindings } from "./findings.js";

// Readable text and links out of one HTML page. The libraries (linkedom for the DOM,
// Readability for the main content) sit behind these two functions only.

/** What a page gives the crawler. */
export interface ExtractedPage {
  title: string | null;
  text: string;
  /** Absolute http(s) links without their fragment, in page order. */
  links: string[];
  /** `<meta name="robots">` said noindex (keep no text) or nofollow (follow no link). */
  noindex: boolean;
  nofollow: boolean;
  /** What the page says about the business (description, services, hours, questions). */
  findings?: PageFindings;
}

// Navigation repeats on every page and says nothing a caller asks about.
const SKIPPED = new Set([
  "SCRIPT",
  "STYLE",
  "NOSCRIPT",
  "TEMPLATE",
  "SVG",
  "IFRAME",
  "FORM",
  "NAV",
]);
const BLOCKS = new Set([
  "ADDRESS",
  "ARTICLE",
  "ASIDE",
  "BLOCKQUOTE",
  "BR",
  "DD",
  "DIV",
  "DL",
  "DT",
  "FIELDSET",
  "FIGCAPTION",
  "FIGURE",
  "FOOTER",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "HEADER",
  "HR",
  "LI",
  "MAIN",
  "NAV",
  "OL",
  "P",
  "PRE",
  "SECTION",
  "TABLE",
  "TR",
  "UL",
]);

interface TextNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<TextNode>;
}

/** The text of an element with one line per block, whitespace collapsed. */
export function textOf(root: TextNode): string {
  const parts: string[] = [];
  const visit = (node: TextNode) => {
    if (node.nodeType === 3) {
      // Line breaks in a text node are only whitespace; blocks make the lines.
      parts.push((node.textContent ?? "").replace(/\s+/g, " "));
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    const name = node.nodeName.toUpperCase();
    if (SKIPPED.has(name)) return;
    const block = BLOCKS.has(name);
    if (block) parts.push("\n");
    if (name === "LI") parts.push("- ");
    if (name === "TD" || name === "TH") parts.push(" ");
    for (const child of Array.from(node.childNodes)) visit(child);
    if (block) parts.push("\n");
  };
  visit(root);
  return parts
    .join("")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "" && line !== "-")
    .join("\n");
}

type ParsedDocument = ReturnType<typeof parseHTML>["document"];

function linksOf(document: ParsedDocument, pageUrl: string): string[] {
  const baseHref = document.querySelector("base[href]")?.getAttribute("href");
  let base: URL;
  try {
    base = new URL(baseHref ?? pageUrl, pageUrl);
  } catch {
    base = new URL(pageUrl);
  }
  const links: string[] = [];
  for (const anchor of Array.from(document.querySelectorAll("a[href]")) as Array<{
    getAttribute(name: string): string | null;
  }>) {
    const rel = anchor.getAttribute("rel") ?? "";
    if (/\bnofollow\b/i.test(rel)) continue;
    try {
      const url = new URL(anchor.getAttribute("href") ?? "", base);
      if (url.protocol !== "http:" && url.protocol !== "https:") continue;
      url.hash = "";
      links.push(url.toString());
    } catch {
      // A malformed href leads nowhere.
    }
  }
  return links;
}

/** Parses a page and takes its readable text (Readability's main content, else the body). */
export function extractPage(html: string, pageUrl: string): ExtractedPage {
  const { document } = parseHTML(html);
  const robots = (
    document.querySelector('meta[name="robots" i]')?.getAttribute("content") ?? ""
  ).toLowerCase();
  const noindex = /\b(noindex|none)\b/.test(robots);
  const nofollow = /\b(nofollow|none)\b/.test(robots);
  const links = nofollow ? [] : linksOf(document, pageUrl);
  const title = document.querySelector("title")?.textContent?.trim() || null;
  if (noindex) return { title, text: "", links, noindex, nofollow };
  const bodyText = document.body ? textOf(document.body as unknown as TextNode) : "";
  // Before Readability, which rearranges the document it reads.
  const findings = findingsOf(document, bodyText);
  let text = bodyText;
  try {
    const article = new Readability(document as never, { charThreshold: 200 }).parse();
    if (article?.content) {
      const { document: content } = parseHTML(`<body>${article.content}</body>`);
      const main = textOf(content.body as unknown as TextNode);
      // Readability keeps the main content; on short pages it can keep too little.
      if (main.length >= Math.min(200, bodyText.length / 2)) text = main;
    }
  } catch {
    // A page Readability cannot read keeps its whole body text.
  }
  return { title: title ?? null, text, links, noindex, nofollow, findings };
}
