import { describe, expect, it } from "vitest";
import { markdownToText, parseInline, parseMarkdown } from "./chat-markdown.js";

describe("parseInline", () => {
  it("reads bold, italics and links", () => {
    expect(
      parseInline("**Growth** is *popular*, see [pricing](https://ringline.ai/pricing)"),
    ).toEqual([
      { type: "strong", children: [{ type: "text", text: "Growth" }] },
      { type: "text", text: " is " },
      { type: "em", children: [{ type: "text", text: "popular" }] },
      { type: "text", text: ", see " },
      {
        type: "link",
        href: "https://ringline.ai/pricing",
        children: [{ type: "text", text: "pricing" }],
      },
    ]);
  });

  it("reads _underscore_ italics but not snake_case words", () => {
    expect(parseInline("_really_ fast")[0]).toEqual({
      type: "em",
      children: [{ type: "text", text: "really" }],
    });
    expect(parseInline("call_forwarding_code")).toEqual([
      { type: "text", text: "call_forwarding_code" },
    ]);
  });

  it.each([
    "[click](javascript:alert(1))",
    "[click](data:text/html,<script>alert(1)</script>)",
    "[click](/relative)",
    "[click](mailto:sales@ringline.ai)",
  ])("keeps a link that is not http(s) as text: %s", (source) => {
    const [first] = parseInline(source);
    expect(first?.type).toBe("text");
    expect(parseInline(source).some((node) => node.type === "link")).toBe(false);
  });

  it("leaves HTML as text", () => {
    expect(parseInline("<img src=x onerror=alert(1)>")).toEqual([
      { type: "text", text: "<img src=x onerror=alert(1)>" },
    ]);
  });

  it("leaves unmatched marks as text", () => {
    expect(parseInline("2 * 3 = 6 and **open")).toEqual([
      { type: "text", text: "2 * 3 = 6 and **open" },
    ]);
  });
});

describe("parseMarkdown", () => {
  it("splits paragraphs on blank lines and keeps line breaks inside them", () => {
    expect(parseMarkdown("First line\nsecond line\n\nNext paragraph")).toEqual([
      {
        type: "paragraph",
        lines: [[{ type: "text", text: "First line" }], [{ type: "text", text: "second line" }]],
      },
      { type: "paragraph", lines: [[{ type: "text", text: "Next paragraph" }]] },
    ]);
  });

  it("reads bullet and numbered lists", () => {
    const blocks = parseMarkdown("Plans:\n- Starter\n* **Growth**\n\n1. Sign up\n2) Forward calls");
    expect(blocks.map((block) => block.type)).toEqual(["paragraph", "list", "list"]);
    expect(blocks[1]).toEqual({
      type: "list",
      ordered: false,
      items: [
        [{ type: "text", text: "Starter" }],
        [{ type: "strong", children: [{ type: "text", text: "Growth" }] }],
      ],
    });
    expect(blocks[2]).toMatchObject({ type: "list", ordered: true });
    expect(blocks[2]?.type === "list" && blocks[2].items).toHaveLength(2);
  });
});

describe("markdownToText", () => {
  it("keeps the words and drops the marks, for screen readers", () => {
    expect(
      markdownToText(
        "Ringline has three plans:\n- **Starter**: **$39/month**\n- *Growth*: see [pricing](https://ringline.ai/pricing)\n\nEvery plan has a **7-day free trial**.",
      ),
    ).toBe(
      "Ringline has three plans:\nStarter: $39/month\nGrowth: see pricing\nEvery plan has a 7-day free trial.",
    );
  });

  it("leaves text without marks as it is", () => {
    expect(markdownToText("Hi! How can I help?")).toBe("Hi! How can I help?");
  });
});
