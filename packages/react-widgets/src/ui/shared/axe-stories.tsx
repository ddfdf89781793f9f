import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { expect, it } from "vitest";
import { axeViolations } from "../../test/axe.js";

/**
 * One test per story: render it and expect no axe violations. Every story of the file is
 * covered, so a story added later is checked without anyone remembering to list it.
 *
 * @example
 * ```ts
 * describe("Badge stories", () => itHasNoAxeViolations(composeStories(stories)));
 * ```
 */
export function itHasNoAxeViolations(stories: Readonly<Record<string, ComponentType>>): void {
  it.each(Object.entries(stories))("%s has no axe violations", async (_name, Story) => {
    render(<Story />);
    expect(await axeViolations()).toEqual([]);
  });
}
