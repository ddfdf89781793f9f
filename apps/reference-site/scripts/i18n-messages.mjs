#!/usr/bin/env node
// Prints the messages Lingui extracts from some of the site's files, as a translation map to
// fill in ({ "English message": "" }), without writing any catalogue: what a translator (or
// scripts/i18n-fill.mjs) needs, exactly as `i18n:extract` will write the msgids.
//
//   node apps/reference-site/scripts/i18n-messages.mjs src/features/faq [more files or folders]
import { readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";

const siteRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const filesOf = (target) =>
  statSync(target).isDirectory()
    ? readdirSync(target).flatMap((name) => filesOf(join(target, name)))
    : /\.(tsx?|jsx?)$/.test(target) && !/\.(test|stories)\./.test(target)
      ? [target]
      : [];
const files = process.argv.slice(2).flatMap((target) => filesOf(resolve(process.cwd(), target)));
const config = getConfig({ configPath: join(siteRoot, "lingui.config.ts"), cwd: siteRoot });
const [catalog] = await getCatalogs(config);
const extracted = (await catalog.collect({ files })) ?? {};
const map = Object.fromEntries(
  Object.values(extracted)
    .map((entry) => entry.message)
    .filter((message) => typeof message === "string")
    .sort()
    .map((message) => [message, ""]),
);
console.log(JSON.stringify(map, null, 2));
