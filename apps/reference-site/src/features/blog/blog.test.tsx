import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";
import { ALL_ARTICLES } from "./blog-data.js";

stubPageFetch();

const heading = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name });

describe("the blog's articles", () => {
  it("are at least eight, each with a title, description, category, date and reading time", () => {
    expect(ALL_ARTICLES.length).toBeGreaterThanOrEqual(8);
    for (const article of ALL_ARTICLES) {
      expect(article.title.length, article.slug).toBeGreaterThan(10);
      expect(article.description.length, article.slug).toBeGreaterThan(40);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.readingMinutes, article.slug).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(ALL_ARTICLES.map((article) => article.category))).toEqual(
      new Set(["missed-calls", "ai-receptionists", "call-forwarding", "real-estate"]),
    );
    const dates = ALL_ARTICLES.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("/blog", () => {
  it("leads with the newest post, lists the latest and links every category", async () => {
    renderApp("/blog");
    expect(await heading("Never miss another lead")).toBeVisible();
    const newest = ALL_ARTICLES[0];
    expect(screen.getByRole("heading", { level: 2, name: newest?.title })).toBeVisible();
    const categories = screen.getByRole("navigation", { name: "Blog categories" });
    expect(
      within(categories)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "All posts",
      "Missed Calls",
      "AI Receptionists",
      "Call Forwarding",
      "Real Estate Leads",
    ]);
    expect(
      screen.getByRole("link", { name: `See all ${ALL_ARTICLES.length} posts` }),
    ).toHaveAttribute("href", "/blog/all");
  });
});

describe("/blog/all", () => {
  it("lists every post with its date and reading time", async () => {
    renderApp("/blog/all");
    expect(await heading("All posts")).toBeVisible();
    const main = screen.getByRole("main");
    const titles = within(main)
      .getAllByRole("heading", { level: 2 })
      .map((node) => node.textContent);
    expect(titles).toEqual(ALL_ARTICLES.map((article) => article.title));
    expect(screen.getAllByText(/min read$/)).toHaveLength(ALL_ARTICLES.length);
  });
});

describe("/blog/category/{category}", () => {
  it("lists the category's posts only", async () => {
    renderApp("/blog/category/call-forwarding");
    expect(await heading("Call Forwarding")).toBeVisible();
    const main = screen.getByRole("main");
    const titles = within(main)
      .getAllByRole("heading", { level: 2 })
      .map((node) => node.textContent);
    expect(titles).toEqual(
      ALL_ARTICLES.filter((article) => article.category === "call-forwarding").map(
        (article) => article.title,
      ),
    );
    expect(
      within(screen.getByRole("navigation", { name: "Blog categories" })).getByRole("link", {
        name: "Call Forwarding",
      }),
    ).toHaveAttribute("aria-current", "page");
    await waitFor(() => expect(document.title).toBe("Call Forwarding · Blog · Ringline"));
  });

  it("is the not-found page for a category that does not exist", async () => {
    renderApp("/blog/category/gardening");
    expect(await heading("Page not found")).toBeVisible();
  });
});

describe("/blog/{slug}", () => {
  it("shows the article with its meta, contents, call to action and related posts", async () => {
    renderApp("/blog/call-forwarding-codes-explained");
    expect(
      await heading("Call Forwarding Codes for AT&T, Verizon and T-Mobile, Explained"),
    ).toBeVisible();
    const article = screen.getByRole("article", {
      name: "Call Forwarding Codes for AT&T, Verizon and T-Mobile, Explained",
    });
    expect(within(article).getByText(/min read$/)).toBeVisible();
    expect(within(article).getByText("October 21, 2026")).toBeVisible();
    const contents = within(article).getByRole("navigation", { name: "In this article" });
    expect(within(contents).getByRole("link", { name: "AT&T and T-Mobile" })).toHaveAttribute(
      "href",
      "#at-t-and-t-mobile",
    );
    // The codes are the spec's, in real tables.
    const table = within(article).getAllByRole("table")[0] as HTMLElement;
    expect(within(table).getByText("**21*number#")).toBeVisible();
    expect(within(table).getByText("##21#")).toBeVisible();
    for (const link of within(article).getAllByRole("link", { name: "forwarding guide" })) {
      expect(link).toHaveAttribute("href", "/call-forwarding-guide");
    }
    const related = screen.getByRole("region", { name: "Related posts" });
    expect(within(related).getAllByRole("article")).toHaveLength(3);
    expect(within(related).getAllByRole("link")[0]).toHaveTextContent(
      "Conditional Call Forwarding: Keep Your Number, Never Miss a Call",
    );
    await waitFor(() =>
      expect(document.title).toBe(
        "Call Forwarding Codes for AT&T, Verizon and T-Mobile, Explained · Ringline",
      ),
    );
    const data = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
    );
    expect(data).toMatchObject({ "@type": "BlogPosting", datePublished: "2026-10-21" });
  });

  it("is the not-found page for a post that does not exist", async () => {
    renderApp("/blog/no-such-post");
    expect(await heading("Page not found")).toBeVisible();
  });
});
