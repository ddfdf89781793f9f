import {
  DEFAULT_BUSINESS_HOURS,
  type TReceptionistDraft,
  type TWebsiteCrawl,
} from "@ringline/api-client";

// What the website crawl found, offered to the website step's draft: a field the owner left
// empty (or, for the hours, at the default) takes what the site says; the site's questions are
// added to the common questions (each once, up to the 20 the settings hold). The owner sees
// each marked "From your website" and may edit or drop it before the step is saved.

export type FoundField = "businessDescription" | "keyServices" | "businessHours";

export const FOUND_FIELDS: readonly FoundField[] = [
  "businessDescription",
  "keyServices",
  "businessHours",
];

const MAX_QUESTIONS = 20;

const unset = (field: FoundField, value: string) =>
  value.trim() === "" || (field === "businessHours" && value === DEFAULT_BUSINESS_HOURS);

const sameQuestion = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The draft with the findings filled in where the owner had nothing, and what was filled. */
export function applyFindings(
  draft: TReceptionistDraft,
  found: TWebsiteCrawl["found"],
): { draft: TReceptionistDraft; filled: FoundField[]; questionsAdded: number } {
  const next = { ...draft };
  const filled: FoundField[] = [];
  for (const field of FOUND_FIELDS) {
    const value = found[field];
    if (value && unset(field, draft[field])) {
      next[field] = value;
      filled.push(field);
    }
  }
  const fresh = found.commonQuestions.filter((item) => !hasQuestion(draft, item.question));
  const room = Math.max(0, MAX_QUESTIONS - draft.commonQuestions.length);
  const added = fresh.slice(0, room);
  next.commonQuestions = [...draft.commonQuestions, ...added];
  return { draft: next, filled, questionsAdded: added.length };
}

/** Whether the draft holds the site's question (it was added, and not dropped since). */
export function hasQuestion(draft: TReceptionistDraft, question: string): boolean {
  return draft.commonQuestions.some((item) => sameQuestion(item.question, question));
}

/** The draft's common questions without the site's `question` (the owner dropped it). */
export function withoutQuestion(
  draft: TReceptionistDraft,
  question: string,
): TReceptionistDraft["commonQuestions"] {
  return draft.commonQuestions.filter((item) => !sameQuestion(item.question, question));
}
