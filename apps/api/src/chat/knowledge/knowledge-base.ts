import type { TChatMode } from "@ringline/api-client";
import * as z from "zod/mini";
import dashboard from "./dashboard.json" with { type: "json" };
import forwarding from "./forwarding.json" with { type: "json" };
import { forwardingPassages } from "./forwarding-passages.js";
import { type KnowledgePassage, ZPassage } from "./passage.js";
import plans from "./plans.json" with { type: "json" };
import product from "./product.json" with { type: "json" };
import trialAndGuarantees from "./trial-and-guarantees.json" with { type: "json" };

export { type KnowledgePassage, OWNER_FIELDS } from "./passage.js";

const ZKnowledgeFile = z.object({ passages: z.array(ZPassage) });

/**
 * The passages of every knowledge file, checked at start-up so that a typo in the data fails
 * loudly (and in tests) rather than silently leaving a topic unanswerable.
 */
export function loadKnowledgeBase(
  files: readonly unknown[] = [
    plans,
    trialAndGuarantees,
    product,
    { passages: forwardingPassages() },
    forwarding,
    dashboard,
  ],
): KnowledgePassage[] {
  const passages = files.flatMap((file) => ZKnowledgeFile.parse(file).passages);
  const seen = new Set<string>();
  for (const passage of passages) {
    if (seen.has(passage.id)) throw new Error(`knowledge passage ${passage.id} is defined twice`);
    seen.add(passage.id);
    if (passage.requires?.length && passage.fallback === undefined) {
      throw new Error(`knowledge passage ${passage.id} requires owner data but has no fallback`);
    }
  }
  return passages;
}

/** Whether a passage may be used in a mode. */
export function passageServes(passage: KnowledgePassage, mode: TChatMode): boolean {
  return passage.modes.includes(mode);
}
