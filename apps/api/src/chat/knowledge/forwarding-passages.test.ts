import { DEFAULT_PLANS } from "@ringline/api-client";
import { FORWARDING_CARRIERS, FORWARDING_CONDITIONS } from "@ringline/api-client/core";
import { describe, expect, it } from "vitest";
import { createOfflineChatModel } from "../model/offline-model.js";
import { chatCode, forwardingPassages } from "./forwarding-passages.js";
import { loadKnowledgeBase } from "./knowledge-base.js";

const offline = createOfflineChatModel();

/** The code spans of a Markdown answer, as the chat widget shows them. */
function codeSpans(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
}

const cellCarriers = FORWARDING_CARRIERS.filter((carrier) => carrier.codes !== null);

describe("forwarding passages from the carrier table", () => {
  it("are part of the knowledge base, once each", () => {
    const ids = loadKnowledgeBase().map((passage) => passage.id);
    for (const passage of forwardingPassages()) {
      expect(ids.filter((id) => id === passage.id)).toHaveLength(1);
    }
  });

  describe.each(cellCarriers)("$name", (carrier) => {
    const guideCodes = FORWARDING_CONDITIONS.flatMap((condition) => {
      const on = carrier.codes?.[condition];
      const off = carrier.disableCodes?.[condition];
      return [on, off].filter((code): code is string => typeof code === "string").map(chatCode);
    });

    it.each([
      `What is the ${carrier.name} forwarding code?`,
      `How do I forward calls on ${carrier.name}?`,
    ])("answers “%s” with every code of the forwarding guide", async (message) => {
      const reply = await offline.reply({
        mode: "support",
        message,
        history: [],
        plans: DEFAULT_PLANS,
      });
      expect(reply.passageIds[0]).toBe(`forwarding-${carrier.id}`);
      const shown = codeSpans(reply.text);
      for (const code of guideCodes) expect(shown).toContain(code);
    });

    it("says which conditions the carrier has no code for", () => {
      const passage = forwardingPassages().find((item) => item.id === `forwarding-${carrier.id}`);
      for (const condition of FORWARDING_CONDITIONS) {
        if (carrier.codes?.[condition] === null) {
          expect(passage?.answer).toMatch(new RegExp(`not available on ${carrier.name}`));
        }
      }
    });
  });

  it("gives only codes of the table in the overview and the conditional passage", () => {
    const tableCodes = new Set(
      cellCarriers.flatMap((carrier) =>
        [...Object.values(carrier.codes ?? {}), ...Object.values(carrier.disableCodes ?? {})]
          .filter((code): code is string => code !== null)
          .map(chatCode),
      ),
    );
    for (const id of ["forwarding-overview", "forwarding-conditional"]) {
      const passage = forwardingPassages().find((item) => item.id === id);
      const codes = codeSpans(passage?.answer ?? "");
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) expect(tableCodes).toContain(code);
    }
  });

  it("ends each carrier's list before the line that follows it", () => {
    for (const passage of forwardingPassages()) {
      expect(passage.answer).not.toMatch(/\n- [^\n]*\n(?!- |\n)/);
    }
  });
});
