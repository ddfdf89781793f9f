import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateLocale } from "../../shared/i18n/i18n.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

describe("the legal pages in Spanish", () => {
  beforeAll(() => activateLocale("es"));
  afterAll(() => activateLocale("en"));

  it.each([
    ["/es/privacy-policy", "Política de privacidad", "/privacy-policy", "Privacy Policy"],
    ["/es/terms-of-service", "Términos del servicio", "/terms-of-service", "Terms of Service"],
  ] as const)(
    "%s is the translation, pointing to the English text that governs",
    async (path, title, english, englishTitle) => {
      renderApp(path);
      const page = await screen.findByRole("article", { name: title });
      const notice = within(page).getByRole("note");
      expect(within(notice).getByRole("link", { name: englishTitle })).toHaveAttribute(
        "href",
        english,
      );
      expect(within(notice).getByRole("link", { name: englishTitle })).toHaveAttribute(
        "hreflang",
        "en",
      );
      expect(within(page).getByText("20 de noviembre de 2026")).toBeVisible();
      expect(within(page).queryByRole("heading", { level: 2, name: "Contact" })).toBeNull();
      expect(within(page).getByRole("heading", { level: 2, name: "Contacto" })).toBeVisible();
    },
  );
});
