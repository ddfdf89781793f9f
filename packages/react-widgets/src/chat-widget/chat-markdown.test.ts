import { describe, expect, it } from "vitest";
import { isSafeHref, markdownToText, parseInline, parseMarkdown } from "./chat-markdown.js";

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

  it.each([
    ["`**21*number#`", "**21*number#"],
    ["`*72number`", "*72number"],
    ["`##21#`", "##21#"],
    ["`*72,number`", "*72,number"],
  ])("keeps the characters of a code span as written: %s", (source, code) => {
    expect(parseInline(`Dial ${source} now`)).toEqual([
      { type: "text", text: "Dial " },
      { type: "code", text: code },
      { type: "text", text: " now" },
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
    "[click](vbscript:msgbox)",
  ])("keeps a link that is not http(s), mailto or tel as its label: %s", (source) => {
    const nodes = parseInline(source);
    expect(nodes.some((node) => node.type === "link")).toBe(false);
    expect(nodes).toEqual([{ type: "text", text: "click" }]);
  });

  it.each([
    ["[write to us](mailto:help@ringline.ai)", "mailto:help@ringline.ai"],
    ["[call us](tel:+15551234567)", "tel:+15551234567"],
    ["help@ringline.ai", "mailto:help@ringline.ai"],
  ])("links mailto and tel: %s", (source, href) => {
    expect(parseInline(source)).toContainEqual(expect.objectContaining({ type: "link", href }));
  });

  it("leaves HTML as visible text", () => {
    expect(parseInline("<img src=x onerror=alert(1)> &amp; more")).toEqual([
      { type: "text", text: "<img src=x onerror=alert(1)> & more" },
    ]);
  });

  it("leaves unmatched marks as text", () => {
    expect(parseInline("2 * 3 = 6 and **open")).toEqual([
      { type: "text", text: "2 * 3 = 6 and **open" },
    ]);
  });
});

describe("isSafeHref", () => {
  it.each(["https://ringline.ai", "http://x.test/a?b=c", "mailto:a@b.co", "tel:*72%23"])(
    "allows %s",
    (href) => expect(isSafeHref(href)).toBe(true),
  );
  it.each(["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "/path", "ftp://x"])(
    "refuses %s",
    (href) => expect(isSafeHref(href)).toBe(false),
  );
});

describe("parseMarkdown", () => {
  it("splits paragraphs on blank lines and keeps line breaks inside them", () => {
    expect(parseMarkdown("First line\nsecond line\n\nNext paragraph")).toEqual([
      {
        type: "paragraph",
        children: [
          { type: "text", text: "First line" },
          { type: "break" },
          { type: "text", text: "second line" },
        ],
      },
      { type: "paragraph", children: [{ type: "text", text: "Next paragraph" }] },
    ]);
  });

  it("reads bullet and numbered lists", () => {
    const blocks = parseMarkdown("Plans:\n- Starter\n- **Growth**\n\n1. Sign up\n2. Forward calls");
    expect(blocks.map((block) => block.type)).toEqual(["paragraph", "list", "list"]);
    expect(blocks[1]).toEqual({
      type: "list",
      ordered: false,
      items: [
        [{ type: "paragraph", tight: true, children: [{ type: "text", text: "Starter" }] }],
        [
          {
            type: "paragraph",
            tight: true,
            children: [{ type: "strong", children: [{ type: "text", text: "Growth" }] }],
          },
        ],
      ],
    });
    expect(blocks[2]).toMatchObject({ type: "list", ordered: true });
    expect(blocks[2]?.type === "list" && blocks[2].items).toHaveLength(2);
  });

  it("keeps nested lists and code blocks", () => {
    const blocks = parseMarkdown("- Cell\n  - AT&T\n\n```\n**21*number#\n```");
    expect(blocks[0]).toMatchObject({
      type: "list",
      items: [[{ type: "paragraph" }, { type: "list", items: [[{ type: "paragraph" }]] }]],
    });
    expect(blocks[1]).toEqual({ type: "code", text: "**21*number#" });
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

  it("keeps every character of a dial code", () => {
    expect(markdownToText("- All calls: `**21*number#`\n- Verizon: `*72number`")).toBe(
      "All calls: **21*number#\nVerizon: *72number",
    );
  });

  it("leaves text without marks as it is", () => {
    expect(markdownToText("Hi! How can I help?")).toBe("Hi! How can I help?");
  });
});
