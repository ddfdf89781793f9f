import { describe, expect, it } from "vitest";
import { conversationOf } from "./end-of-call.js";
import { endedReasonInWords, inOwnersWords, toolUseInWords } from "./owner-words.js";

describe("endedReasonInWords", () => {
  it("says how a call ended in the owner's words", () => {
    expect(endedReasonInWords("customer-ended-call")).toBe("The caller hung up");
    expect(endedReasonInWords("assistant-ended-call")).toBe("Your receptionist ended the call");
    expect(endedReasonInWords("assistant-said-end-call-phrase")).toBe(
      "Your receptionist ended the call",
    );
    expect(endedReasonInWords("voicemail")).toBe("Went to voicemail");
    expect(endedReasonInWords("assistant-forwarded-call")).toBe("Transferred to you");
    expect(endedReasonInWords("silence-timed-out")).toBe("Ended after a long silence");
  });

  it("never hands a platform code to the owner", () => {
    const codes = [
      "call.in-progress.error-providerfault-anthropic-llm-failed",
      "pipeline-error-openai-llm-failed",
      "something-new-from-the-platform",
      null,
    ];
    for (const code of codes) {
      const words = endedReasonInWords(code);
      expect(words).not.toMatch(/[a-z]+-[a-z]+/);
      expect(words.length).toBeGreaterThan(0);
    }
    expect(endedReasonInWords("pipeline-error-openai-llm-failed")).toBe(
      "The call dropped because of a technical problem",
    );
  });
});

describe("toolUseInWords", () => {
  it("says what the receptionist did, not the tool's name", () => {
    expect(toolUseInWords("capture_lead")).toBe("Saved the caller's details");
    expect(toolUseInWords("book_appointment")).toBe("Booked an appointment");
    expect(toolUseInWords("some_new_tool")).toBe("Looked something up");
  });
});

describe("inOwnersWords", () => {
  it("rewrites an emulator-style summary without codes or tool names", () => {
    const summary =
      '+14155550100 called +14155550199. The caller said: "Hi". The assistant used capture_lead. The call ended (assistant-ended-call).';
    const words = inOwnersWords(summary);
    expect(words).not.toContain("assistant-ended-call");
    expect(words).not.toContain("capture_lead");
    expect(words).toContain("saved the caller's details");
    expect(words).toContain("Your receptionist ended the call.");
  });

  it("drops a tool's 'says:' prefix from a spoken line", () => {
    expect(inOwnersWords("capture_lead says: Thanks, I saved your details.")).toBe(
      "Thanks, I saved your details.",
    );
  });
});

describe("conversationOf", () => {
  it("shows tool calls and spoken lines in the owner's words", () => {
    const lines = conversationOf([
      { role: "bot", message: "capture_lead says: Got it.", secondsFromStart: 3 },
      {
        role: "tool_calls",
        toolCalls: [{ function: { name: "capture_lead" } }],
        secondsFromStart: 4,
      },
    ]);
    expect(lines.map((line) => line.text)).toEqual(["Got it.", "Saved the caller's details"]);
  });
});
