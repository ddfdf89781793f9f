import type { TChatMode } from "@ringline/api-client";
import MiniSearch, { type SearchResult } from "minisearch";
import { type KnowledgePassage, passageServes } from "../knowledge/knowledge-base.js";

// Words that say nothing about the topic; leaving them out keeps "how do I…" from matching
// every passage that happens to contain "how".
const STOP_WORDS = new Set(
  (
    "a about am an and any are as at be been but by can could did do does doing don for from " +
    "get got had has have he her here hers him his how i i'm if in into is it it's its just " +
    "know let like me mine more most much my myself need no not now of off on once one only " +
    "or our ours out own please same she should so some tell than that the their them then " +
    "there these they this those through to too up us very want was we were what when where " +
    "which while who whom why will with would you your yours yourself"
  ).split(" "),
);

/** Names people write in several ways, folded to one token before splitting. */
function foldNames(text: string): string {
  return text
    .toLowerCase()
    .replace(/\bat\s*&\s*t\b|\bat\s+and\s+t\b/g, "att")
    .replace(/\bt[-\s]?mobile\b/g, "tmobile")
    .replace(/\be-mail/g, "email")
    .replace(/\bset[-\s]up\b/g, "setup")
    .replace(/\bsign[-\s]up\b/g, "signup");
}

function tokenize(text: string): string[] {
  return foldNames(text)
    .split(/[^\p{L}\p{N}']+/u)
    .map((token) => token.replace(/^'+|'+$/g, ""))
    .filter((token) => token !== "");
}

/** A light suffix fold so "prices", "forwarding" and "answered" meet "price", "forward", "answer". */
function stem(term: string): string {
  if (term.length > 4 && term.endsWith("ies")) return `${term.slice(0, -3)}y`;
  if (term.length > 5 && term.endsWith("ing")) return term.slice(0, -3);
  if (term.length > 5 && term.endsWith("ed")) return term.slice(0, -2);
  if (term.length > 3 && term.endsWith("s") && !term.endsWith("ss")) return term.slice(0, -1);
  return term;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/'s$/, "");
  if (STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

function isOwnerOnly(passage: KnowledgePassage): boolean {
  return passage.modes.length === 1 && passage.modes[0] === "dashboard";
}

/** A ranked passage. */
export interface RankedPassage {
  passage: KnowledgePassage;
  score: number;
  /** The query's terms this passage matched. */
  queryTerms: string[];
}

export interface KnowledgeIndex {
  /** Passages serving `mode` that match `query`, best first. */
  search(query: string, mode: TChatMode, options?: { preferOwner?: boolean }): RankedPassage[];
  /** The query's distinct searchable terms (stop words dropped, suffixes folded). */
  termsOf(query: string): string[];
  /** Every passage, by id. */
  byId(id: string): KnowledgePassage | undefined;
}

/**
 * Indexes the knowledge base with MiniSearch (BM25 ranking, fuzzy and prefix matching):
 * keywords weigh most, then titles and sample questions, then the answers themselves.
 */
export function createKnowledgeIndex(passages: readonly KnowledgePassage[]): KnowledgeIndex {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const ownerIds = new Set(
    passages
      .filter((passage) => passage.requires !== undefined || isOwnerOnly(passage))
      .map((passage) => passage.id),
  );
  const index = new MiniSearch<{
    id: string;
    title: string;
    keywords: string;
    questions: string;
    answer: string;
  }>({
    fields: ["title", "keywords", "questions", "answer"],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { keywords: 3, title: 2, questions: 1.5, answer: 0.5 },
      // Short words are matched exactly: "cat" must not find "call".
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      prefix: (term) => term.length > 3,
      combineWith: "OR",
    },
  });
  index.addAll(
    passages.map((passage) => ({
      id: passage.id,
      title: passage.title,
      keywords: passage.keywords,
      questions: passage.questions.join(" "),
      // Placeholders are not words people type.
      answer: passage.answer.replace(/\{[A-Za-z]+\}/g, " "),
    })),
  );

  return {
    search(query, mode, options = {}) {
      const results: SearchResult[] = index.search(query, {
        filter: (result) => {
          const passage = byId.get(String(result.id));
          return passage !== undefined && passageServes(passage, mode);
        },
        // An owner asking about "my" calls means their own, not the product's.
        ...(options.preferOwner
          ? { boostDocument: (id: unknown) => (ownerIds.has(String(id)) ? 1.6 : 1) }
          : {}),
      });
      const ranked: RankedPassage[] = [];
      for (const result of results) {
        const passage = byId.get(String(result.id));
        if (passage) ranked.push({ passage, score: result.score, queryTerms: result.queryTerms });
      }
      return ranked;
    },
    termsOf(query) {
      const terms = new Set<string>();
      for (const token of tokenize(query)) {
        const term = processTerm(token);
        if (term) terms.add(term);
      }
      return [...terms];
    },
    byId: (id) => byId.get(id),
  };
}
