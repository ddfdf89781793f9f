import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe.js";
import { renderInShadowRoot } from "../shared/render-in-shadow-root.js";
import { Badge } from "./badge.js";
import * as stories from "./badge.stories.js";

const { Neutral, Success, Warning, Danger, Info, Dark, Spanish } = composeStories(stories);

describe("Badge", () => {
  it.each([
    ["neutral", Neutral, "Beta"],
    ["success", Success, "Answered"],
    ["warning", Warning, "Trial ends soon"],
    ["danger", Danger, "Missed"],
    ["info", Info, "New"],
    ["success", Spanish, "Atendida"],
  ] as const)("shows a %s badge with no axe violations", async (variant, Story, text) => {
    render(<Story />);
    expect(screen.getByText(text)).toHaveClass("rl-root", "rl-badge", `rl-badge--${variant}`);
    expect(await axeViolations()).toEqual([]);
  });

  it("has no axe violations on the dark theme", async () => {
    render(<Dark />);
    expect(await axeViolations()).toEqual([]);
  });

  it("is neutral by default and keeps the caller's attributes", () => {
    render(
      <Badge className="my-badge" title="Since 2024">
        Member
      </Badge>,
    );
    const badge = screen.getByText("Member");
    expect(badge).toHaveClass("rl-badge--neutral", "my-badge");
    expect(badge).toHaveAttribute("title", "Since 2024");
  });

  it("styles itself inside a shadow root", () => {
    const { shadowRoot, unmount } = renderInShadowRoot(<Badge>New</Badge>);
    expect(shadowRoot.querySelector('style[data-ringline="badge"]')).not.toBeNull();
    unmount();
  });
});
