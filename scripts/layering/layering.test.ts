import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const config = createRequire(import.meta.url)(path.join(root, ".dependency-cruiser.cjs"));

async function violationsIn(folder: string): Promise<string[]> {
  const result = await cruise([folder], {
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
    baseDir: root,
  });
  const output = result.output as { summary: { violations: Array<{ rule: { name: string } }> } };
  return [...new Set(output.summary.violations.map((violation) => violation.rule.name))].sort();
}

describe("the layering check", () => {
  it("fails on each kind of violation the fixtures commit", async () => {
    expect(await violationsIn("scripts/layering/fixtures")).toEqual([
      "api-core-and-http-never-import-a-feature",
      "apps-never-import-each-other",
      "no-circular",
      "packages-never-import-apps",
      "site-never-imports-the-api",
    ]);
  });

  it("passes on a folder that keeps the rules", async () => {
    expect(await violationsIn("scripts/layering/fixtures/apps/api/src/auth")).toEqual([]);
  });
});
