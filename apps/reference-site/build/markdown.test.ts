import { describe, expect, it } from "vitest";
import { readFrontMatter, renderInline, renderMarkdown, slugify } from "./markdown.js";

describe("the site's Markdown", () => {
  it("reads the front matter, quotes removed", () => {
    const { data, body } = readFrontMatter(
      '---\ntitle: "Speed: to lead"\ndate: 2026-11-11\n---\nBody',
    );
    expect(data).toEqual({ title: "Speed: to lead", date: "2026-11-11" });
    expect(body).toBe("Body");
  });

  it("escapes every character of the source, and keeps only safe links", () => {
    expect(
      renderInline('<script>alert("x")</script> & [ok](/faq) [bad](javascript:alert(1))'),
    ).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <a href="/faq">ok</a> [bad](javascript:alert(1))',
    );
    expect(renderInline("[site](https://example.com)")).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>',
    );
  });

  it("renders bold, italics and code, code first so its stars stay", () => {
    expect(renderInline("**AT&T:** `**21*number#` and *fast*, _well_ but not snake_case")).toBe(
      "<strong>AT&amp;T:</strong> <code>**21*number#</code> and <em>fast</em>, <em>well</em> but not snake_case",
    );
  });

  it("renders headings with ids, lists, quotes, tables and paragraphs, and counts words", () => {
    const { html, headings, words } = renderMarkdown(
      "## What it costs\n\nOne line\nand the next.\n\n- a\n- b\n\n1. first\n\n> quoted\n\n| Code | Does |\n|---|---|\n| `*72` | all |\n",
    );
    expect(headings).toEqual([{ id: "what-it-costs", text: "What it costs" }]);
    expect(html).toBe(
      [
        '<h2 id="what-it-costs">What it costs</h2>',
        "<p>One line and the next.</p>",
        "<ul><li>a</li><li>b</li></ul>",
        "<ol><li>first</li></ol>",
        "<blockquote><p>quoted</p></blockquote>",
        '<div class="table-scroll" tabindex="0"><table><thead><tr><th scope="col">Code</th><th scope="col">Does</th></tr></thead><tbody><tr><td><code>*72</code></td><td>all</td></tr></tbody></table></div>',
      ].join("\n"),
    );
    expect(words).toBe(16);
  });

  it("makes ids of headings", () => {
    expect(slugify("AT&T and T-Mobile")).toBe("at-t-and-t-mobile");
    expect(slugify("Quién es responsable de qué")).toBe("quien-es-responsable-de-que");
  });
});
