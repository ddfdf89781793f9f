#!/usr/bin/env node
// Fills the Spanish catalogue (src/locales/es/messages.po) from translation maps: JSON files of
// { "the English message, as the catalogue's msgid": "its Spanish translation" }. Run
// `npx pnpm@10 --filter @ringline/reference-site run i18n:extract` first, so that every message
// the sources use is in the catalogue. A message the catalogue does not have is reported (and
// the exit code is 1), never added: only the sources add messages.
//
//   node apps/reference-site/scripts/i18n-fill.mjs translations.json [more.json …]
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import PO from "pofile";

const catalogueFile = join(
  dirname(fileURLToPath(import.meta.url)),
  "../src/locales/es/messages.po",
);
const catalogue = PO.parse(readFileSync(catalogueFile, "utf8"));
const byMessage = new Map(catalogue.items.map((item) => [item.msgid, item]));
let filled = 0;
const unknown = [];
for (const file of process.argv.slice(2)) {
  const translations = JSON.parse(readFileSync(file, "utf8"));
  for (const [english, spanish] of Object.entries(translations)) {
    const item = byMessage.get(english);
    if (!item) {
      unknown.push(`${file}: ${english}`);
      continue;
    }
    if (typeof spanish !== "string" || spanish.trim() === "") continue;
    item.msgstr = [spanish];
    filled += 1;
  }
}
writeFileSync(catalogueFile, catalogue.toString().replace(/\n*$/, "\n"));
const untranslated = catalogue.items.filter((item) => !item.msgstr[0]).length;
console.log(
  `filled ${filled} messages; ${untranslated} of ${catalogue.items.length} still untranslated`,
);
if (unknown.length > 0) {
  console.error(
    `not in the catalogue (run i18n:extract, or the English differs):\n${unknown.join("\n")}`,
  );
  process.exitCode = 1;
}
