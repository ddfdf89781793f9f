import type { TCommonQuestion, TWebsiteCrawl } from "@ringline/api-client";

// What a business's website says about the settings an owner would otherwise type: its own
// description, its services, its opening hours, its questions and answers. Read from the
// structured data a site publishes for search engines first (schema.org JSON-LD: description,
// openingHours, FAQPage), then from what a reader sees (the meta description, a "Services"
// heading's list, lines that name days and times, questions set as headings, <details> or
// <dt>). Only what a page plainly says is taken; nothing is guessed.

/** What one page says. */
export interface PageFindings {
  description: string | null;
  services: string[];
  hours: string | null;
  questions: TCommonQuestion[];
}

export type WebsiteFindings = TWebsiteCrawl["found"];

export const NO_FINDINGS: WebsiteFindings = {
  businessDescription: null,
  keyServices: null,
  businessHours: null,
  commonQuestions: [],
};

const MAX_QUESTIONS = 10;
const DAY = /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?/i;
const TIME = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\bclosed\b|24\/7/i;
const SERVICES_HEADING = /\b(our )?services\b|\bwhat we do\b|\bhow we help\b/i;

interface Element {
  tagName: string;
  textContent: string | null;
  nextElementSibling: Element | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): ArrayLike<Element>;
}

interface Document {
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): ArrayLike<Element>;
}

/** Text without markup: a block tag parts words, an inline one does not. */
const clean = (value: unknown): string =>
  typeof value === "string"
    ? value
        .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td)\b[^>]*>/gi, " ")
        .replace(/<[^>]*>/g, "")
        .replace(/\s+/g, " ")
        .trim()
    : "";

const textOf = (element: Element | null): string => clean(element?.textContent ?? "");

const cut = (value: string, max: number): string =>
  value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`;

/** Every object in a JSON-LD block, nested `@graph`s and arrays included. */
function ldObjects(document: Document): Array<Record<string, unknown>> {
  const objects: Array<Record<string, unknown>> = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 6 || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const object = value as Record<string, unknown>;
    objects.push(object);
    if (object["@graph"] !== undefined) visit(object["@graph"], depth + 1);
  };
  for (const script of Array.from(
    document.querySelectorAll('script[type="application/ld+json"]'),
  )) {
    try {
      visit(JSON.parse(script.textContent ?? ""), 0);
    } catch {
      // A broken block says nothing.
    }
  }
  return objects;
}

const typesOf = (object: Record<string, unknown>): string[] =>
  ([] as unknown[]).concat(object["@type"] ?? []).map(String);

function questionsFromLd(objects: Array<Record<string, unknown>>): TCommonQuestion[] {
  const questions: TCommonQuestion[] = [];
  for (const object of objects) {
    if (!typesOf(object).includes("FAQPage")) continue;
    for (const entity of ([] as unknown[]).concat(object.mainEntity ?? [])) {
      const item = entity as Record<string, unknown>;
      const answer = item?.acceptedAnswer as Record<string, unknown> | undefined;
      const question = clean(item?.name);
      const text = clean(answer?.text);
      if (question && text) questions.push({ question, answer: text });
    }
  }
  return questions;
}

function hoursFromLd(objects: Array<Record<string, unknown>>): string | null {
  for (const object of objects) {
    const hours = ([] as unknown[])
      .concat(object.openingHours ?? [])
      .map(clean)
      .filter(Boolean);
    if (hours.length > 0) return hours.join("; ");
  }
  return null;
}

/** The paragraphs and lists right after a question heading: its answer. */
function followingText(heading: Element): string {
  const parts: string[] = [];
  for (
    let next = heading.nextElementSibling;
    next && parts.length < 4 && /^(P|UL|OL)$/.test(next.tagName.toUpperCase());
    next = next.nextElementSibling
  ) {
    const text = textOf(next);
    if (text) parts.push(text);
  }
  return parts.join(" ");
}

function questionsFromPage(document: Document): TCommonQuestion[] {
  const questions: TCommonQuestion[] = [];
  for (const details of Array.from(document.querySelectorAll("details"))) {
    const summary = details.querySelector("summary");
    const question = textOf(summary);
    const answer = clean(
      (details.textContent ?? "").replace(summary?.textContent ?? "", "").trim(),
    );
    if (question.endsWith("?") && answer) questions.push({ question, answer });
  }
  for (const term of Array.from(document.querySelectorAll("dt"))) {
    const question = textOf(term);
    const definition = term.nextElementSibling;
    if (question.endsWith("?") && definition?.tagName.toUpperCase() === "DD") {
      const answer = textOf(definition);
      if (answer) questions.push({ question, answer });
    }
  }
  for (const heading of Array.from(document.querySelectorAll("h2, h3, h4"))) {
    const question = textOf(heading);
    if (!question.endsWith("?")) continue;
    const answer = followingText(heading);
    if (answer) questions.push({ question, answer });
  }
  return questions;
}

function servicesFromPage(document: Document): string[] {
  for (const heading of Array.from(document.querySelectorAll("h1, h2, h3"))) {
    if (!SERVICES_HEADING.test(textOf(heading))) continue;
    const rank = Number(heading.tagName.slice(1)) || 6;
    const items: string[] = [];
    for (
      let next = heading.nextElementSibling;
      next && items.length < 12;
      next = next.nextElementSibling
    ) {
      const tag = next.tagName.toUpperCase();
      if (/^H[1-6]$/.test(tag) && Number(tag.slice(1)) <= rank) break;
      const entries = /^H[4-6]$/.test(tag)
        ? [next]
        : Array.from(next.querySelectorAll("li, h3, h4"));
      for (const entry of entries) {
        // The item's own name: its heading or first line, not a paragraph about it.
        const name = textOf(entry.querySelector("h3, h4, strong") ?? entry);
        if (name && name.length <= 80) items.push(name);
      }
    }
    if (items.length > 0) return [...new Set(items)];
  }
  return [];
}

/** Lines of the page's text that name a day and a time: its opening hours. */
function hoursFromText(text: string): string | null {
  const lines = text
    .split("\n")
    .map((line) => line.replace(/^- /, "").trim())
    .filter((line) => line.length <= 80 && DAY.test(line) && TIME.test(line));
  return lines.length > 0 ? [...new Set(lines)].slice(0, 4).join("; ") : null;
}

/** What one page says; `text` is the page's visible text, one line per block. */
export function findingsOf(document: unknown, text: string): PageFindings {
  const doc = document as Document;
  const objects = ldObjects(doc);
  const described =
    doc.querySelector('meta[name="description" i]')?.getAttribute("content") ??
    doc.querySelector('meta[property="og:description" i]')?.getAttribute("content") ??
    objects.map((object) => object.description).find((value) => typeof value === "string");
  return {
    description: clean(described) || null,
    services: servicesFromPage(doc),
    hours: hoursFromLd(objects) ?? hoursFromText(text),
    questions: [...questionsFromLd(objects), ...questionsFromPage(doc)],
  };
}

/**
 * The whole site's findings: the description of the first address (the home page) or else
 * the first page that has one; services from a services page first; hours from the first page
 * that gives them; the questions of every page, each once. Cut to what the settings hold.
 */
export function siteFindings(
  pages: ReadonlyArray<{ url: string; findings?: PageFindings | undefined }>,
  startUrls: readonly string[],
): WebsiteFindings {
  const ranked = [...pages].sort((a, b) => rank(a.url) - rank(b.url));
  function rank(url: string): number {
    if (startUrls.includes(url)) return 0;
    return 1;
  }
  const first = <T>(pick: (findings: PageFindings) => T | null | undefined, order = ranked) =>
    order.map((page) => (page.findings ? pick(page.findings) : null)).find((value) => value) ??
    null;
  const servicesFirst = [...ranked].sort(
    (a, b) => Number(!/service/i.test(a.url)) - Number(!/service/i.test(b.url)),
  );
  const services = first(
    (findings) => (findings.services.length > 0 ? findings.services.join(", ") : null),
    servicesFirst,
  );
  const seen = new Set<string>();
  const questions: TCommonQuestion[] = [];
  for (const page of ranked) {
    for (const item of page.findings?.questions ?? []) {
      const key = item.question.toLowerCase();
      if (seen.has(key) || questions.length >= MAX_QUESTIONS) continue;
      seen.add(key);
      questions.push({ question: cut(item.question, 200), answer: cut(item.answer, 500) });
    }
  }
  const description = first((findings) => findings.description);
  const hours = first((findings) => findings.hours);
  return {
    businessDescription: description ? cut(description, 5000) : null,
    keyServices: services ? cut(services, 2000) : null,
    businessHours: hours ? cut(hours, 200) : null,
    commonQuestions: questions,
  };
}
