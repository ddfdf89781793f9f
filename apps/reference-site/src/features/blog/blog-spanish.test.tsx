import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateLocale } from "../../shared/i18n/i18n.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

const TITLE = "Call Forwarding Codes for AT&T, Verizon and T-Mobile, Explained";

describe("a post on a Spanish page", () => {
  beforeAll(() => activateLocale("es"));
  afterAll(() => activateLocale("en"));

  it("says the article is in English, marks its text so, and dates it in Spanish", async () => {
    renderApp("/es/blog/call-forwarding-codes-explained");
    const article = await screen.findByRole("article", { name: TITLE });
    expect(within(article).getByRole("heading", { level: 1, name: TITLE })).toHaveAttribute(
      "lang",
      "en",
    );
    const note = within(article).getByRole("note");
    const body = article.querySelector(".prose");
    expect(body?.parentElement).toHaveAttribute("lang", "en");
    expect(note.compareDocumentPosition(body as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(article).getByText("21 de octubre de 2026")).toBeVisible();
    // Described to search engines as an English article on the Spanish page.
    const data = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
    );
    expect(data).toMatchObject({ inLanguage: "en" });
    expect(data.mainEntityOfPage).toMatch(/\/es\/blog\/call-forwarding-codes-explained$/);
  });
});
