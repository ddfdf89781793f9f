import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe.js";
import { PUBLIC_PAGES, SWEEP_WIDTHS } from "./public-pages.js";
import { productInBrowser } from "./session.js";
import { atEachWidth, scrollsSideways } from "./viewport.js";

// The Spanish site in Chromium (issue 33): a browser that asks for Spanish is sent to it, every
// public page has its /es page in Spanish (its language, its alternates, axe, and no text of
// the English catalogue left on it), and the language switch keeps the page and is remembered.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** A catalogue's messages (`msgid` → `msgstr`), read from its `.po` file. */
function catalogue(locale: string): Map<string, string> {
  const text = readFileSync(
    path.join(root, `apps/reference-site/src/locales/${locale}/messages.po`),
    "utf8",
  );
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map((match) => JSON.parse(`"${match[1]}"`) as string)
      .join("");
  const messages = new Map<string, string>();
  for (const entry of text.split(/\n\n+/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(entry)?.[1];
    const translation = /^msgstr ((?:".*"\n?)+)/m.exec(entry)?.[1];
    if (id !== undefined && translation !== undefined && unquote(id)) {
      messages.set(unquote(id), unquote(translation));
    }
  }
  return messages;
}

/**
 * The English texts a Spanish page must not show: every message of the catalogue without
 * placeholders or tags whose Spanish differs (a word that is the same in both, "Blog", is no
 * sign of English).
 */
const ENGLISH_ONLY = new Set(
  [...catalogue("es")]
    .filter(([english, spanish]) => !/[{<]/.test(english) && spanish !== english)
    .map(([english]) => english.trim()),
);

/** The public pages in Spanish (the not-found page has none of its own: any unknown path). */
const SPANISH_PAGES = PUBLIC_PAGES.map(([pagePath]) => `/es${pagePath === "/" ? "" : pagePath}`);

/**
 * The lines of text the page shows outside anything marked English (`lang="en"`: an article
 * only in English, the switch's "English"), with the texts of labels and alternatives.
 */
function spanishPageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[lang="en"], script, style, [hidden]')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], img[alt]")) {
      if (element.closest('[lang="en"]')) continue;
      for (const name of ["aria-label", "placeholder", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

const session = productInBrowser();

describe("the Spanish site in Chromium", () => {
  it("sends a browser that asks for Spanish from / to /es, in Spanish", async () => {
    const { page, product } = session;
    const context = await page.context().browser()?.newContext({ locale: "es-US" });
    if (!context) throw new Error("no browser");
    try {
      const spanish = await context.newPage();
      const response = await spanish.goto(`${product.url}/`);
      expect(new URL(spanish.url()).pathname).toBe("/es");
      expect(response?.status()).toBe(200);
      expect(await spanish.getAttribute("html", "lang")).toBe("es");
      await spanish.getByRole("heading", { level: 1 }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it.each(SPANISH_PAGES)(
    "%s: Spanish, its alternates, no English left, axe, no sideways scroll",
    async (pagePath) => {
      const { page, product } = session;
      await page.setViewportSize({ width: 390, height: 900 });
      const response = await page.goto(`${product.url}${pagePath}`);
      expect(response?.status(), pagePath).toBe(pagePath.startsWith("/es/no/") ? 404 : 200);
      expect(await page.getAttribute("html", "lang")).toBe("es");
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForLoadState("networkidle");
      if (!pagePath.startsWith("/es/no/")) {
        const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
          links.map(
            (link) =>
              `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href") ?? "", window.location.href).pathname}`,
          ),
        );
        const english = pagePath.slice(3) || "/";
        expect(alternates).toEqual(
          expect.arrayContaining([`en ${english}`, `es ${pagePath}`, `x-default ${english}`]),
        );
      }
      const english = (await spanishPageTexts(page)).filter((text) => ENGLISH_ONLY.has(text));
      expect(english, `${pagePath} shows English`).toEqual([]);
      // Spanish runs longer than English: axe at 390 and 1280 px, no sideways scroll at 360.
      const failures: string[] = [];
      await atEachWidth(page, SWEEP_WIDTHS, async (width) => {
        if (await scrollsSideways(page)) failures.push(`scrolls sideways at ${width}px`);
        if (width === 360) return;
        for (const violation of await axeViolations(page)) {
          failures.push(`@${width}: ${violation.id} ${violation.targets.join(", ")}`);
        }
      });
      expect(failures, pagePath).toEqual([]);
      expect(session.pageErrors).toEqual([]);
    },
  );

  it("switches a page to the other language, keeps it, and remembers the choice", async () => {
    const { page, product } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${product.url}/es/faq`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.locator("footer").getByRole("link", { name: "English" }).click();
    await page.waitForURL(`${product.url}/faq`);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    // Chosen: a Spanish address now brings the English page, until Spanish is chosen again.
    await page.goto(`${product.url}/es/support`);
    expect(new URL(page.url()).pathname).toBe("/support");
    await page.locator("footer").getByRole("link", { name: "Español" }).click();
    await page.waitForURL(`${product.url}/es/support`);
    expect(await page.getAttribute("html", "lang")).toBe("es");
    await page.goto(`${product.url}/faq`);
    expect(new URL(page.url()).pathname).toBe("/es/faq");
    await page.context().clearCookies();
  });
});
