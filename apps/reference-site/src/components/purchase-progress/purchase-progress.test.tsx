import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PurchaseProgress } from "./purchase-progress.js";
import { type PurchaseStep, purchaseSteps } from "./purchase-steps.js";

describe("the purchase progress", () => {
  it.each([
    ["account", ["current", "upcoming", "upcoming"]],
    ["payment", ["done", "current", "upcoming"]],
    ["setup", ["done", "done", "current"]],
  ] as const)("puts %s as the current step, the ones before it done", (current, states) => {
    expect(purchaseSteps(current).map((step) => step.state)).toEqual(states);
  });

  it.each([
    ["account", 0],
    ["payment", 1],
    ["setup", 2],
  ] as Array<[PurchaseStep, number]>)(
    "marks %s with aria-current=step and says every step's state in words",
    (current, position) => {
      render(<PurchaseProgress current={current} />);
      const progress = screen.getByRole("navigation", { name: "Purchase progress" });
      expect(within(progress).getByText(`Step ${position + 1} of 3`)).toBeInTheDocument();
      const steps = within(progress).getAllByRole("listitem");
      expect(steps.map((step) => step.getAttribute("aria-current"))).toEqual(
        [0, 1, 2].map((index) => (index === position ? "step" : null)),
      );
      expect(steps[position]).toHaveTextContent("(current step)");
      for (const done of steps.slice(0, position)) expect(done).toHaveTextContent("(done)");
      for (const next of steps.slice(position + 1)) expect(next).toHaveTextContent("(to do)");
    },
  );
});
