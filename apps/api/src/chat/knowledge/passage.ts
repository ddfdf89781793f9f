import { CHAT_MODES } from "@ringline/api-client";
import * as z from "zod/mini";

/** Values a dashboard passage may need; the passage's `fallback` is used when one is missing. */
export const OWNER_FIELDS = ["businessName", "aiPhoneNumber", "aiStatus", "plan"] as const;

export const ZPassage = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  modes: z.array(z.enum(CHAT_MODES)).check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  /** Words people use for this topic; searched with the highest weight. */
  keywords: z.string(),
  /** Ways people ask about it. */
  questions: z.array(z.string()),
  /** Markdown, short, naming its facts. Dashboard passages hold `{placeholders}`. */
  answer: z.string().check(z.minLength(1)),
  requires: z.optional(z.array(z.enum(OWNER_FIELDS))),
  fallback: z.optional(z.string()),
});

/** One answerable topic of the knowledge base. */
export type KnowledgePassage = z.infer<typeof ZPassage>;
