import { describe, expect, it } from "vitest";
import {
  basenameOf,
  hasSpanishPage,
  localeOfPath,
  pathInLocale,
  pathWithoutLocale,
  preferredLocale,
} from "./locales.js";

describe("the site's languages by path", () => {
  it("reads Spanish from /es and below, and nothing else", () => {
    expect(localeOfPath("/es")).toBe("es");
    expect(localeOfPath("/es/")).toBe("es");
    expect(localeOfPath("/es/blog/a-post")).toBe("es");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/estimates")).toBe("en");
    expect(localeOfPath("/faq")).toBe("en");
  });

  it("takes the prefix off and puts it on, keeping the query and the hash", () => {
    expect(pathWithoutLocale("/es")).toBe("/");
    expect(pathWithoutLocale("/es/faq")).toBe("/faq");
    expect(pathWithoutLocale("/estimates")).toBe("/estimates");
    expect(pathInLocale("/", "es")).toBe("/es");
    expect(pathInLocale("/faq?q=price#top", "es")).toBe("/es/faq?q=price#top");
    expect(pathInLocale("/es/faq?q=price", "en")).toBe("/faq?q=price");
    expect(pathInLocale("/es", "en")).toBe("/");
    expect(pathInLocale("/es/faq", "es")).toBe("/es/faq");
    expect(basenameOf("es")).toBe("/es");
    expect(basenameOf("en")).toBeUndefined();
  });

  it("has a Spanish page for everything but the back office", () => {
    expect(hasSpanishPage("/")).toBe(true);
    expect(hasSpanishPage("/es/dashboard/billing")).toBe(true);
    expect(hasSpanishPage("/administrative-tips")).toBe(true);
    expect(hasSpanishPage("/admin")).toBe(false);
    expect(hasSpanishPage("/es/admin/customers")).toBe(false);
  });
});

describe("preferredLocale", () => {
  it("follows the highest weight among English and Spanish", () => {
    expect(preferredLocale("es-US,es;q=0.9,en;q=0.8")).toBe("es");
    expect(preferredLocale("en-US,en;q=0.9,es;q=0.8")).toBe("en");
    expect(preferredLocale("fr-FR,fr;q=0.9,es;q=0.7,en;q=0.5")).toBe("es");
    expect(preferredLocale("en;q=0.4, ES-mx;q=0.6")).toBe("es");
  });

  it("answers nothing for other languages, a refusal or no header", () => {
    expect(preferredLocale("de-DE,de;q=0.9")).toBeUndefined();
    expect(preferredLocale("es;q=0")).toBeUndefined();
    expect(preferredLocale("*")).toBeUndefined();
    expect(preferredLocale("")).toBeUndefined();
    expect(preferredLocale(undefined)).toBeUndefined();
  });
});
