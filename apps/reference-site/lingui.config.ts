import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The site's message catalogues (Lingui): English is the source, Spanish its translation.
 * `npx pnpm@10 --filter @ringline/reference-site run i18n:extract` writes every message the
 * sources use into `src/locales/<locale>/messages.po`, each with the files that use it;
 * build/catalogue-groups.ts compiles them in parts (the root's, one per route group) as the site
 * imports them. `build/i18n-check.test.ts` fails on a message the sources use that a catalogue
 * lacks or leaves untranslated, on stale file lists, and on one the sources no longer use.
 * The back office (`src/features/admin`) stays English.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  fallbackLocales: false,
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.*", "**/*.stories.*", "<rootDir>/src/features/admin/**"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "message",
});
