import path from "node:path";
import { fileURLToPath } from "node:url";
import { type CatalogType, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { beforeAll, describe, expect, it } from "vitest";

// The catalogues against the sources: every message the site's code uses (Lingui's own
// extraction, as `i18n:extract` runs it) is in each catalogue and translated into Spanish with
// the same placeholders, under the files that use it (build/catalogue-groups.ts gives each
// page the messages of its files), and no catalogue keeps a message the code no longer uses. A failure
// names the messages; `npx pnpm@10 --filter @ringline/reference-site run i18n:extract` brings
// the catalogues up to date, and scripts/i18n-fill.mjs fills in translations.

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The `{name}` placeholders and `<0>` tags of an ICU message, sorted. */
function placeholdersOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

let used: Map<string, string>;
/** The files that use each message, as the extraction finds them. */
let origins: Map<string, string[]>;
let catalogues: Record<string, CatalogType>;

beforeAll(async () => {
  const config = getConfig({ configPath: path.join(siteRoot, "lingui.config.ts"), cwd: siteRoot });
  const [catalog, ...others] = await getCatalogs(config);
  if (!catalog || others.length > 0) throw new Error("lingui.config.ts: expected one catalogue");
  const extracted = (await catalog.collect()) ?? {};
  used = new Map(Object.entries(extracted).map(([id, entry]) => [id, entry.message ?? id]));
  origins = new Map(
    Object.entries(extracted).map(([id, entry]) => [
      id,
      [...new Set((entry.origin ?? []).map(([file]) => file))].sort(),
    ]),
  );
  catalogues = { en: await catalog.read("en"), es: await catalog.read("es") };
}, 60_000);

describe("the site's catalogues", () => {
  it("hold every message the code uses", () => {
    for (const locale of ["en", "es"]) {
      const missing = [...used].filter(([id]) => !(id in (catalogues[locale] ?? {})));
      expect(
        missing.map(([, message]) => message),
        `missing from ${locale}`,
      ).toEqual([]);
    }
    expect(used.size).toBeGreaterThan(0);
  });

  it("translate every message into Spanish, with the English one's placeholders", () => {
    const spanish = catalogues.es ?? {};
    const untranslated = [...used]
      .filter(([id]) => !spanish[id]?.translation?.trim())
      .map(([, message]) => message);
    expect(untranslated, "untranslated in es").toEqual([]);
    const mismatched = [...used]
      .filter(([id, message]) => {
        const translation = spanish[id]?.translation;
        return translation && placeholdersOf(translation).join() !== placeholdersOf(message).join();
      })
      .map(([id, message]) => `${message} → ${spanish[id]?.translation}`);
    expect(mismatched, "placeholders differ").toEqual([]);
  });

  it("name the files that use each message (each page loads the messages of its own files)", () => {
    for (const locale of ["en", "es"]) {
      const stale = [...used]
        .filter(([id]) => {
          const entry = catalogues[locale]?.[id];
          const named = [...new Set((entry?.origin ?? []).map(([file]) => file))];
          return named.sort().join() !== (origins.get(id) ?? []).join();
        })
        .map(([, message]) => message);
      expect(stale, `files out of date in ${locale}: run i18n:extract`).toEqual([]);
    }
  });

  it("keep no message the code no longer uses", () => {
    for (const locale of ["en", "es"]) {
      const unused = Object.entries(catalogues[locale] ?? {})
        .filter(([id]) => !used.has(id))
        .map(([id, entry]) => entry.message ?? id);
      expect(unused, `unused in ${locale}`).toEqual([]);
    }
  });
});
