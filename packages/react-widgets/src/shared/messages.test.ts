import { describe, expect, it } from "vitest";
import { defineMessages, type Locale } from "./messages.js";

const messages = defineMessages({
  en: { close: "Close", required: "Company name is required" },
  es: { close: "Cerrar", required: "El nombre de la empresa es obligatorio" },
});

describe("defineMessages", () => {
  it("gives each locale its texts and English by default", () => {
    expect(messages.forLocale("es").close).toBe("Cerrar");
    expect(messages.forLocale("en").close).toBe("Close");
    expect(messages.forLocale(undefined).close).toBe("Close");
  });

  it("falls back to English for a locale it does not know", () => {
    expect(messages.forLocale("fr" as Locale).close).toBe("Close");
  });

  it("translates a known English text and leaves others unchanged", () => {
    expect(messages.translate("Company name is required", "es")).toBe(
      "El nombre de la empresa es obligatorio",
    );
    expect(messages.translate("Company name is required", "en")).toBe("Company name is required");
    expect(messages.translate("Something the server said", "es")).toBe("Something the server said");
  });
});
