import { afterEach, describe, expect, it } from "vitest";
import { localeOf } from "./widget-element.js";

describe("an embedded widget's language", () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute("lang");
  });

  function widgetIn(html: string): HTMLElement {
    document.body.innerHTML = html;
    const element = document.querySelector<HTMLElement>("ringline-pricing");
    if (!element) throw new Error("no widget");
    return element;
  }

  it("is its locale attribute when it has one, whatever the page says", () => {
    document.documentElement.lang = "es";
    expect(localeOf(widgetIn('<ringline-pricing locale="en"></ringline-pricing>'))).toBe("en");
    expect(localeOf(widgetIn('<ringline-pricing locale="es-MX"></ringline-pricing>'))).toBe("es");
  });

  it("follows the partner page's language without one", () => {
    document.documentElement.lang = "es-US";
    expect(localeOf(widgetIn("<ringline-pricing></ringline-pricing>"))).toBe("es");
    document.documentElement.lang = "en";
    expect(localeOf(widgetIn('<div lang="es"><ringline-pricing></ringline-pricing></div>'))).toBe(
      "es",
    );
  });

  it("is English on a page in another language or none", () => {
    document.documentElement.lang = "fr";
    expect(localeOf(widgetIn("<ringline-pricing></ringline-pricing>"))).toBe("en");
    document.documentElement.removeAttribute("lang");
    expect(localeOf(widgetIn("<ringline-pricing></ringline-pricing>"))).toBe("en");
  });
});
