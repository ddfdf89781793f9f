import { describe, expect, it } from "vitest";
import { alternateLinks, chosenLocale, localeRedirect } from "./page-locale.js";

describe("the visitor's language on the server", () => {
  it("reads the language the switch remembered, and nothing else", () => {
    expect(chosenLocale("a=1; rl_locale=es; b=2")).toBe("es");
    expect(chosenLocale("rl_locale=en")).toBe("en");
    expect(chosenLocale("rl_locale=fr")).toBeUndefined();
    expect(chosenLocale("xrl_locale=es")).toBeUndefined();
    expect(chosenLocale(undefined)).toBeUndefined();
  });

  it("keeps the back office English, its Spanish address sent to the English one", () => {
    expect(localeRedirect("/es/admin/customers", "?page=2", {})).toBe("/admin/customers?page=2");
    expect(localeRedirect("/admin", "", { cookie: "rl_locale=es" })).toBeUndefined();
    expect(localeRedirect("/admin", "", { acceptLanguage: "es" })).toBeUndefined();
  });

  it("sends a visitor to the language they chose, else from English to the Spanish they ask for", () => {
    expect(localeRedirect("/faq", "", { cookie: "rl_locale=es" })).toBe("/es/faq");
    expect(localeRedirect("/es/faq", "", { cookie: "rl_locale=en" })).toBe("/faq");
    expect(localeRedirect("/", "", { acceptLanguage: "es-MX" })).toBe("/es");
    expect(localeRedirect("/es", "", { acceptLanguage: "en-US" })).toBeUndefined();
    expect(localeRedirect("/es/faq", "", { cookie: "rl_locale=es" })).toBeUndefined();
  });

  it("names no alternates for the back office", () => {
    expect(alternateLinks("/admin/customers", "https://x.example")).toBe("");
    expect(alternateLinks("/", "https://x.example/")).toBe(
      '<link rel="alternate" hreflang="en" href="https://x.example/">' +
        '<link rel="alternate" hreflang="es" href="https://x.example/es">' +
        '<link rel="alternate" hreflang="x-default" href="https://x.example/">',
    );
  });
});
