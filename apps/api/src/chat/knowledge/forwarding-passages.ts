import {
  FORWARDING_CARRIERS,
  type ForwardingCarrierFacts,
  type ForwardingCodes,
  type ForwardingCondition,
} from "@ringline/api-client/core";
import type { KnowledgePassage } from "./passage.js";

// The chat's carrier passages are written from the carrier table that the dashboard's
// forwarding guide shows (`@ringline/api-client/core`), so the chat and the guide never give
// different codes. Passages that are not about one carrier's codes stay in forwarding.json.

/** The word a code's `{number}` is shown as; the answer says to replace it. */
export const NUMBER_PLACEHOLDER = "number";

const ALL_MODES: KnowledgePassage["modes"] = ["marketing", "support", "dashboard"];

const CONDITION_LABELS: Readonly<Record<ForwardingCondition, string>> = {
  all: "All calls",
  busy: "When busy",
  unanswered: "When unanswered",
  unreachable: "When unreachable",
};

/**
 * A code as the chat shows it: `{number}` written as the word *number*.
 *
 * @example
 * ```ts
 * chatCode("**21*{number}#"); // "**21*number#"
 * ```
 */
export function chatCode(template: string): string {
  return template.replace("{number}", NUMBER_PLACEHOLDER);
}

function code(template: string): string {
  return `\`${chatCode(template)}\``;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function cellCarrierAnswer(carrier: ForwardingCarrierFacts, codes: ForwardingCodes): string {
  const lines = (Object.keys(CONDITION_LABELS) as ForwardingCondition[]).map((condition) => {
    const template = codes[condition];
    const label = CONDITION_LABELS[condition];
    return template === null
      ? `- ${label}: not available on ${carrier.name}.`
      : `- ${label}: ${code(template)}`;
  });
  const disable = [...new Set(Object.values(carrier.disableCodes ?? {}))].filter(
    (template): template is string => template !== null,
  );
  const off =
    disable.length === 1
      ? `To turn forwarding off: ${code(disable[0] ?? "")}.`
      : `To turn them off: ${listOf(disable.map(code))}.`;
  // Some carriers' switches need a pause (a comma) between the code and the number.
  const pause =
    carrier.id === "verizon" && codes.all
      ? [
          `If the code doesn't take, add a pause: ${code(codes.all.replace("{number}", ",{number}"))}.`,
        ]
      : [];
  // A blank line ends the list: a line right after an item would continue that item.
  return [
    [
      `**${carrier.name}** forwarding codes (replace *number* with your Ringline number):`,
      ...lines,
    ].join("\n"),
    [off, ...pause].join("\n"),
  ].join("\n\n");
}

function voipCarrierAnswer(carrier: ForwardingCarrierFacts): string {
  const help = carrier.customerService.url
    ? ` ${carrier.name}'s help: ${carrier.customerService.url}.`
    : "";
  return `**${carrier.name}** has no dial codes: forwarding is a **setting in its app** (or admin portal), where you add your Ringline number as the number to forward to.${help}`;
}

function carrierPassage(carrier: ForwardingCarrierFacts): KnowledgePassage {
  const { name } = carrier;
  const spelled = [...new Set([name.toLowerCase(), name.toLowerCase().replace(/[^a-z0-9]/g, "")])];
  return {
    id: `forwarding-${carrier.id}`,
    modes: ALL_MODES,
    title: `Call forwarding codes for ${name}`,
    keywords: `${spelled.join(" ")} ${carrier.kind === "voip" ? "voip app settings" : "cell"} forwarding codes code forward calls busy unanswered unreachable turn off disable cancel`,
    questions: [
      `How do I forward calls on ${name}?`,
      `What is the ${name} forwarding code?`,
      `How do I turn off forwarding on ${name}?`,
    ],
    answer: carrier.codes ? cellCarrierAnswer(carrier, carrier.codes) : voipCarrierAnswer(carrier),
  };
}

/** Cell carriers sharing one set of codes, named together ("AT&T and T-Mobile"). */
function carrierGroups(): Array<{ names: string; codes: ForwardingCodes; off: string | null }> {
  const groups: Array<{ names: string[]; codes: ForwardingCodes; off: string | null }> = [];
  for (const carrier of FORWARDING_CARRIERS) {
    if (!carrier.codes) continue;
    const group = groups.find((candidate) => candidate.codes === carrier.codes);
    if (group) group.names.push(carrier.name);
    else
      groups.push({
        names: [carrier.name],
        codes: carrier.codes,
        off: carrier.disableCodes?.all ?? null,
      });
  }
  return groups.map((group) => ({ ...group, names: listOf(group.names) }));
}

function overviewPassage(): KnowledgePassage {
  const lines = carrierGroups().map(({ names, codes, off }) => {
    const all = codes.all ? `dial ${code(codes.all)} to forward all calls` : "";
    const unanswered = codes.unanswered
      ? `, or ${code(codes.unanswered)} only when you don't answer`
      : "";
    const disable = off ? `; ${code(off)} turns it off` : "";
    return `- **${names}**: ${all}${unanswered}${disable}.`;
  });
  return {
    id: "forwarding-overview",
    modes: ALL_MODES,
    title: "Forwarding your calls to Ringline",
    keywords:
      "forward forwarding call forwarding calls redirect divert set up forwarding how keep my number existing number carrier codes",
    questions: [
      "How do I forward my calls?",
      "How does call forwarding work?",
      "Do I keep my phone number?",
      "How do I set up call forwarding?",
    ],
    answer: [
      [
        "You **keep your own number**: you forward calls from it to your **Ringline AI number** with a short code dialled from your phone.",
        ...lines,
      ].join("\n"),
      "Tell me your carrier for the full list of codes.",
    ].join("\n\n"),
  };
}

function conditionalPassage(): KnowledgePassage {
  const parts = carrierGroups()
    .filter(({ codes }) => codes.unanswered && codes.busy)
    .map(
      ({ names, codes }) =>
        `**${names}** dial ${code(codes.unanswered ?? "")} (unanswered) and ${code(codes.busy ?? "")} (busy)`,
    );
  return {
    id: "forwarding-conditional",
    modes: ALL_MODES,
    title: "Forward only the calls you miss",
    keywords:
      "only missed calls when i don't answer busy conditional no answer still ring my phone first backup after hours",
    questions: [
      "Can my phone ring first and Ringline only take missed calls?",
      "Can I forward only when I'm busy?",
      "Can it answer only after hours?",
    ],
    answer: `Yes: use **conditional forwarding** so your phone rings first and Ringline only answers the calls you miss. On ${parts.join("; on ")}.`,
  };
}

/**
 * The forwarding passages written from the carrier table: an overview, conditional
 * forwarding, and one passage per carrier with every code the forwarding guide shows.
 *
 * @example
 * ```ts
 * forwardingPassages().find((passage) => passage.id === "forwarding-verizon")?.answer;
 * // "**Verizon** forwarding codes (…):\n- All calls: `*72number`\n…"
 * ```
 */
export function forwardingPassages(): KnowledgePassage[] {
  return [overviewPassage(), ...FORWARDING_CARRIERS.map(carrierPassage), conditionalPassage()];
}
