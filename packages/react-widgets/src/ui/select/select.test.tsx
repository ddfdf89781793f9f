import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { itHasNoAxeViolations } from "../shared/axe-stories.js";
import { renderInShadowRoot } from "../shared/render-in-shadow-root.js";
import { Select } from "./select.js";
import * as stories from "./select.stories.js";

const { Default, WithPlaceholder, WithChildren } = composeStories(stories);

describe("Select", () => {
  itHasNoAxeViolations(composeStories(stories));

  it("is a native select with its options, the first one chosen", () => {
    render(<Default />);
    const select = screen.getByRole("combobox", { name: "Plan" });
    expect(select.tagName).toBe("SELECT");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Starter — $39/month",
      "Growth — $59/month",
      "Unlimited — $99/month",
    ]);
    expect(select).toHaveValue("starter");
  });

  it("starts on an empty placeholder choice", () => {
    render(<WithPlaceholder />);
    expect(screen.getByRole("combobox")).toHaveValue("");
    expect(screen.getByRole("option", { name: "Choose a plan" })).toHaveValue("");
  });

  it("takes option children and keeps a disabled option disabled", () => {
    render(<WithChildren />);
    expect(screen.getByRole("combobox", { name: "Billing" })).toHaveValue("monthly");
    expect(screen.getByRole("option", { name: "Lifetime (not offered)" })).toBeDisabled();
  });

  it("reports the choice through onChange and forwards its ref", async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLSelectElement>();
    render(
      <Select
        ref={ref}
        aria-label="Plan"
        onChange={(event) => onChange(event.currentTarget.value)}
        options={[
          { value: "starter", label: "Starter" },
          { value: "growth", label: "Growth" },
        ]}
      />,
    );
    await userEvent.selectOptions(screen.getByRole("combobox"), "growth");
    expect(onChange).toHaveBeenCalledWith("growth");
    expect(ref.current).toHaveValue("growth");
  });

  it("styles itself inside a shadow root", () => {
    const { shadowRoot, unmount } = renderInShadowRoot(<Select aria-label="Plan" />);
    expect(shadowRoot.querySelector('style[data-ringline="select"]')).not.toBeNull();
    expect(shadowRoot.querySelector('style[data-ringline="field"]')).not.toBeNull();
    unmount();
  });
});
