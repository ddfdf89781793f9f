import { describe, expect, it } from "vitest";
import { CHECKLIST_COMMON_QUESTIONS, setupChecklist } from "./setup-checklist.js";

const EMPTY = {
  aiName: "Riley",
  businessType: "real_estate",
  businessDescription: "",
  websitesToCrawl: [],
  commonQuestions: [],
  emergencyContact: "",
  smsTrigger: null,
} as const;

describe("the checklist after go-live", () => {
  it("offers everything a first pass left, named for the receptionist and the trade", () => {
    const items = setupChecklist({ ...EMPTY }, { calendarConnected: false });
    expect(items.map((item) => [item.id, item.done])).toEqual([
      ["add-website", false],
      ["describe-business", false],
      ["common-questions", false],
      ["connect-calendar", false],
      ["emergency-contact", false],
      ["text-alerts", false],
    ]);
    expect(items[0]?.title).toBe("Add your website and listings page");
    expect(items[0]?.detail).toBe("Riley reads it and answers callers' questions from it.");
    expect(
      setupChecklist({ ...EMPTY, businessType: "dental" }, { calendarConnected: false })[0]?.title,
    ).toBe("Add your website");
  });

  it("marks each item done from the settings and the connections", () => {
    const question = { question: "Do you rent?", answer: "No." };
    const items = setupChecklist(
      {
        ...EMPTY,
        businessDescription: "Homes in Marin.",
        websitesToCrawl: ["https://harbor.example"],
        commonQuestions: Array.from({ length: CHECKLIST_COMMON_QUESTIONS }, () => question),
        emergencyContact: "Dana +1 415 555 0199",
        smsTrigger: "new_lead",
      },
      { calendarConnected: true },
    );
    expect(items.every((item) => item.done)).toBe(true);
    const fewer = setupChecklist(
      { ...EMPTY, commonQuestions: [question] },
      { calendarConnected: false },
    );
    expect(fewer.find((item) => item.id === "common-questions")?.done).toBe(false);
  });
});
