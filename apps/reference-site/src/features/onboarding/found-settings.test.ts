import { DEFAULT_BUSINESS_HOURS, type TReceptionistDraft } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { receptionistAnswer } from "../../test/receptionist-fixtures.js";
import { applyFindings, hasQuestion } from "./found-settings.js";

const saved = (receptionistAnswer() as { settings: TReceptionistDraft }).settings;
const nothing = {
  businessDescription: null,
  keyServices: null,
  businessHours: null,
  commonQuestions: [],
};

describe("what the website crawl found, filled into the website step", () => {
  it("fills only what the owner left empty (the hours: at the default)", () => {
    const draft = {
      ...saved,
      businessDescription: "",
      keyServices: "Our own words",
      businessHours: DEFAULT_BUSINESS_HOURS,
    };
    const result = applyFindings(draft, {
      ...nothing,
      businessDescription: "From the site.",
      keyServices: "Site services",
      businessHours: "Mon–Sat 9–6",
    });
    expect(result.filled).toEqual(["businessDescription", "businessHours"]);
    expect(result.draft).toMatchObject({
      businessDescription: "From the site.",
      keyServices: "Our own words",
      businessHours: "Mon–Sat 9–6",
    });
  });

  it("keeps hours the owner set, and changes nothing when the site said nothing", () => {
    const draft = { ...saved, businessHours: "Mon–Fri 8–4" };
    expect(applyFindings(draft, { ...nothing, businessHours: "Mon–Sat 9–6" }).filled).toEqual([]);
    expect(applyFindings(draft, nothing)).toEqual({ draft, filled: [], questionsAdded: 0 });
  });

  it("adds each new question once, whatever its case, up to the 20 the settings hold", () => {
    const known = Array.from({ length: 19 }, (_, index) => ({
      question: `Question ${index}?`,
      answer: "Yes.",
    }));
    const result = applyFindings(
      { ...saved, commonQuestions: known },
      {
        ...nothing,
        commonQuestions: [
          { question: "QUESTION 3?", answer: "Again." },
          { question: "Parking?", answer: "Free." },
          { question: "Pets?", answer: "Welcome." },
        ],
      },
    );
    expect(result.questionsAdded).toBe(1);
    expect(result.draft.commonQuestions).toHaveLength(20);
    expect(hasQuestion(result.draft, "parking?")).toBe(true);
    expect(hasQuestion(result.draft, "Pets?")).toBe(false);
  });
});
