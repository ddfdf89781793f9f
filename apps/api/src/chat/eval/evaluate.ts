import { performance } from "node:perf_hooks";
import type { TPlan } from "@ringline/api-client";
import { CHAT_MODES, DEFAULT_PLANS } from "@ringline/api-client";
import * as z from "zod/mini";
import type { ChatModel, OwnerSnapshot } from "../model/chat-model.js";
import evaluationSet from "./questions.json" with { type: "json" };

const ZEvaluationSet = z.object({
  owner: z.object({
    businessName: z.string(),
    aiPhoneNumber: z.string(),
    aiStatus: z.string(),
    plan: z.string(),
    periodStart: z.iso.datetime(),
    callsThisPeriod: z.number(),
    minutesUsed: z.number(),
    minutesIncluded: z.nullable(z.number()),
  }),
  questions: z.array(
    z.object({
      mode: z.enum(CHAT_MODES),
      question: z.string().check(z.minLength(1)),
      facts: z.array(z.string()).check(z.minLength(1)),
    }),
  ),
});

/** One question of the evaluation set with what the model answered. */
export interface EvaluatedQuestion {
  mode: string;
  question: string;
  reply: string;
  missingFacts: string[];
  correct: boolean;
  milliseconds: number;
}

export interface EvaluationReport {
  questions: EvaluatedQuestion[];
  correct: number;
  total: number;
  /** Share answered correctly, 0 to 1. */
  share: number;
  medianMilliseconds: number;
}

/** A fact is present when it appears in the reply, with or without its Markdown emphasis. */
function contains(reply: string, fact: string): boolean {
  const wanted = fact.toLowerCase();
  const raw = reply.toLowerCase().replaceAll("`", "");
  return raw.includes(wanted) || raw.replaceAll("**", "").includes(wanted);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The evaluation set (`questions.json`): questions, their modes and the facts a right answer holds. */
export function loadEvaluationSet() {
  const parsed = ZEvaluationSet.parse(evaluationSet);
  const owner: OwnerSnapshot = { ...parsed.owner, periodStart: new Date(parsed.owner.periodStart) };
  return { owner, questions: parsed.questions };
}

/**
 * Asks the model every question of the evaluation set (owner questions with the set's owner)
 * and checks each reply for the facts a right answer must contain.
 */
export async function evaluateChatModel(
  model: ChatModel,
  plans: readonly TPlan[] = DEFAULT_PLANS,
): Promise<EvaluationReport> {
  const { owner, questions } = loadEvaluationSet();
  const results: EvaluatedQuestion[] = [];
  for (const item of questions) {
    const started = performance.now();
    const reply = await model.reply({
      mode: item.mode,
      message: item.question,
      history: [],
      owner: item.mode === "dashboard" ? owner : undefined,
      plans,
    });
    const milliseconds = performance.now() - started;
    const missingFacts = item.facts.filter((fact) => !contains(reply.text, fact));
    results.push({
      mode: item.mode,
      question: item.question,
      reply: reply.text,
      missingFacts,
      correct: missingFacts.length === 0,
      milliseconds,
    });
  }
  const correct = results.filter((result) => result.correct).length;
  return {
    questions: results,
    correct,
    total: results.length,
    share: results.length === 0 ? 0 : correct / results.length,
    medianMilliseconds: median(results.map((result) => result.milliseconds)),
  };
}
