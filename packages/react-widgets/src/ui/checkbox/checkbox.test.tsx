import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { itHasNoAxeViolations } from "../shared/axe-stories.js";
import { renderInShadowRoot } from "../shared/render-in-shadow-root.js";
import { Checkbox } from "./checkbox.js";
import * as stories from "./checkbox.stories.js";

const { Default, WithHint, WithError } = composeStories(stories);

describe("Checkbox", () => {
  itHasNoAxeViolations(composeStories(stories));

  it("is a native checkbox toggled by its label", async () => {
    render(<Default />);
    const checkbox = screen.getByRole("checkbox", { name: "Email me a summary after every call" });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(screen.getByText("Email me a summary after every call"));
    expect(checkbox).toBeChecked();
  });

  it("is described by its hint", () => {
    render(<WithHint />);
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(
      "One email per call, with the transcript and the caller's number.",
    );
  });

  it("is marked invalid, required and described by its error", () => {
    render(<WithError />);
    const checkbox = screen.getByRole("checkbox", { name: "I accept the terms of service" });
    expect(checkbox).toHaveAttribute("aria-invalid", "true");
    expect(checkbox).toBeRequired();
    expect(checkbox).toHaveAccessibleDescription("Accept the terms to continue");
  });

  it("puts className on the wrapper and the rest on the input", () => {
    render(<Checkbox label="Remember me" className="my-row" name="remember" value="yes" />);
    const checkbox = screen.getByRole("checkbox", { name: "Remember me" });
    expect(checkbox).toHaveAttribute("name", "remember");
    expect(checkbox.closest(".rl-checkbox")).toHaveClass("my-row");
  });

  it("styles itself inside a shadow root", () => {
    const { shadowRoot, unmount } = renderInShadowRoot(<Checkbox label="Remember me" />);
    expect(shadowRoot.querySelector('style[data-ringline="checkbox"]')).not.toBeNull();
    unmount();
  });
});
