import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";

// axe-core (a development dependency of @ringline/react-widgets) run in the page. It is
// evaluated through DevTools rather than added as a script tag, which the site's
// Content-Security-Policy would rightly refuse.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const axeSource = readFileSync(
  createRequire(path.join(root, "packages/react-widgets/package.json")).resolve(
    "axe-core/axe.min.js",
  ),
  "utf8",
);

/** One violation: the rule, its impact and the elements, for a readable failure. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe's violations on the page as it is now (every rule axe runs by default). It judges
 * the settled page: the sweep runs with `prefers-reduced-motion: reduce`, which the
 * widgets and the site answer by ending their animations, so a line fading in as axe
 * reads it is not taken for faint text. Motion emulation is off again afterwards.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    // A page still fading in (the page transition) has text at part opacity: axe would
    // measure a contrast no visitor sees once it settles. Finite animations end first.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    return await runAxe(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

function runAxe(page: Page): Promise<AxeViolation[]> {
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: string[] }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  });
}
