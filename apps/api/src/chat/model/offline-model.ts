import type { TPlan } from "@ringline/api-client";
import { type KnowledgePassage, loadKnowledgeBase } from "../knowledge/knowledge-base.js";
import { currentPlansAnswer, fillPlanFigures } from "../knowledge/plan-figures.js";
import type { ChatModel, ChatModelInput, ChatReply, OwnerSnapshot } from "./chat-model.js";
import { createKnowledgeIndex, type KnowledgeIndex, type RankedPassage } from "./retrieval.js";

/** The address people can write to when the assistant cannot help. */
export const SUPPORT_EMAIL = "help@ringline.ai";

/** The reply when nothing in the knowledge base answers the question. */
export const UNKNOWN_REPLY = `I don't know the answer to that, and I'd rather not guess. A person on our team can help: write to **${SUPPORT_EMAIL}**, or book a call from the contact form.`;

// BM25 scores below this matched only a weak or incidental word; tuned on eval/questions.json.
const MIN_SCORE = 4;
// A second passage is added only when it ranks nearly as high as the first (two-part questions).
const SECOND_PASSAGE_RATIO = 0.85;

const FIRST_PERSON = /\b(my|mine|me|i|i'm|am i|we|our)\b/i;

const STATUS_TEXT: ReadonlyArray<[RegExp, string]> = [
  [/^(green|active|live|on)$/i, "active and answering calls"],
  [
    /^(yellow|pending|setup|configuring|provisioning)$/i,
    "being set up: it is not answering calls yet",
  ],
  [/^(red|paused|suspended|error|failed)$/i, "paused: it is not answering calls right now"],
  [/^(inactive|off|disabled)$/i, "not active yet: finish onboarding to turn it on"],
];

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

function digitsOf(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

function statusText(status: string): string {
  for (const [pattern, text] of STATUS_TEXT) if (pattern.test(status.trim())) return text;
  return `in the state "${status}"`;
}

function ownerValues(owner: OwnerSnapshot, plans: readonly TPlan[]): Record<string, string> {
  const left =
    owner.minutesIncluded === null ? 0 : Math.max(owner.minutesIncluded - owner.minutesUsed, 0);
  const plan = owner.plan
    ? plans.find((candidate) => candidate.id === owner.plan?.toLowerCase())
    : undefined;
  return {
    businessName: owner.businessName ?? "",
    businessNameOrYourAccount: owner.businessName ?? "your account",
    aiPhoneNumber: owner.aiPhoneNumber ?? "",
    aiPhoneDigits: owner.aiPhoneNumber ? digitsOf(owner.aiPhoneNumber) : "",
    aiPhoneNumberOrNone: owner.aiPhoneNumber ?? "not assigned yet",
    aiStatusText: owner.aiStatus ? statusText(owner.aiStatus) : "not set up yet",
    callsThisPeriod: plural(owner.callsThisPeriod, "call"),
    minutesUsed: plural(owner.minutesUsed, "minute"),
    minutesIncludedText:
      owner.minutesIncluded !== null
        ? ` of your **${owner.minutesIncluded} included minutes** (**${plural(left, "minute")} left**)`
        : owner.plan?.toLowerCase() === "unlimited"
          ? " (your plan has **unlimited minutes**)"
          : "",
    periodStart: owner.periodStart.toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }),
    planName: plan?.name ?? owner.plan ?? "",
    planMinutesText: !plan
      ? ""
      : plan.minutesIncluded === null
        ? " with **unlimited minutes**"
        : ` with **${plan.minutesIncluded} minutes** a month`,
  };
}

const SIGN_IN_REPLY =
  "Please sign in to your dashboard so I can look at your own account's figures.";

/**
 * A passage's answer for this conversation: plan figures from plan_configurations, owner
 * figures filled in, forwarding codes dialled.
 */
function render(
  passage: KnowledgePassage,
  owner: OwnerSnapshot | undefined,
  plans: readonly TPlan[],
): string {
  const answer = fillPlanFigures(passage.answer, plans);
  if (answer === undefined) return currentPlansAnswer(plans);
  if (passage.requires !== undefined || /\{[A-Za-z]+\}/.test(answer)) {
    if (!owner) return SIGN_IN_REPLY;
    const missing = (passage.requires ?? []).some((field) => !owner[field]);
    if (missing) return passage.fallback ?? UNKNOWN_REPLY;
    const values = ownerValues(owner, plans);
    return answer.replace(/\{([A-Za-z]+)\}/g, (_match, name: string) => values[name] ?? "");
  }
  if (owner?.aiPhoneNumber) {
    // The owner's own number replaces the placeholder inside the dialling codes.
    const digits = digitsOf(owner.aiPhoneNumber);
    return answer.replace(/`[^`]*`/g, (code) => code.replaceAll("number", digits));
  }
  return answer;
}

/**
 * Whether the best passage really answers the query: it must score well, and when the query
 * names something the knowledge base has never heard of ("Canada", "HIPAA"), the passage must
 * match more than half of the query's terms, so that one generic word ("work") is not enough.
 */
function confident(ranked: readonly RankedPassage[], terms: readonly string[]): boolean {
  const [first] = ranked;
  if (!first || first.score < MIN_SCORE) return false;
  const known = new Set(ranked.flatMap((entry) => entry.queryTerms));
  const unknown = terms.filter((term) => !known.has(term));
  if (unknown.length === 0 || terms.length === 0) return true;
  return new Set(first.queryTerms).size / terms.length > 0.5;
}

/** Options of {@link createOfflineChatModel}. */
export interface OfflineChatModelOptions {
  /** The passages to answer from (default: the knowledge base in `knowledge/`). */
  passages?: readonly KnowledgePassage[] | undefined;
}

/**
 * The offline model: ranks knowledge passages with MiniSearch and answers with the best one
 * (and a second when the question spans two topics); says plainly when it does not know.
 * No network, no model download, a fraction of a millisecond per reply.
 */
export function createOfflineChatModel(options: OfflineChatModelOptions = {}): ChatModel & {
  readonly index: KnowledgeIndex;
  retrieve(input: ChatModelInput): RankedPassage[];
} {
  const index = createKnowledgeIndex(options.passages ?? loadKnowledgeBase());

  function retrieve(input: ChatModelInput): RankedPassage[] {
    const preferOwner = input.mode === "dashboard" && FIRST_PERSON.test(input.message);
    const ranked = index.search(input.message, input.mode, { preferOwner });
    if (confident(ranked, index.termsOf(input.message))) return ranked;
    // A follow-up ("and per year?") leans on the visitor's previous question.
    const previous = input.history.findLast((message) => message.role === "user");
    if (!previous) return [];
    const combined = `${previous.content} ${input.message}`;
    const followUp = index.search(combined, input.mode, { preferOwner });
    return confident(followUp, index.termsOf(combined)) ? followUp : [];
  }

  function compose(input: ChatModelInput): ChatReply {
    const ranked = retrieve(input);
    const [first, second] = ranked;
    if (!first) return { text: UNKNOWN_REPLY, source: "offline", passageIds: [], answered: false };
    const chosen = [first];
    if (second && second.score >= first.score * SECOND_PASSAGE_RATIO) chosen.push(second);
    return {
      text: chosen.map(({ passage }) => render(passage, input.owner, input.plans)).join("\n\n"),
      source: "offline",
      passageIds: chosen.map(({ passage }) => passage.id),
      answered: true,
    };
  }

  return {
    name: "offline",
    index,
    retrieve,
    async reply(input, replyOptions = {}) {
      replyOptions.signal?.throwIfAborted();
      const reply = compose(input);
      replyOptions.onDelta?.(reply.text);
      return reply;
    },
  };
}
