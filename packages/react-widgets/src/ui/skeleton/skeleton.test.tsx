import { composeStories } from "@storybook/react-vite";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itHasNoAxeViolations } from "../shared/axe-stories.js";
import { renderInShadowRoot } from "../shared/render-in-shadow-root.js";
import { Skeleton } from "./skeleton.js";
import * as stories from "./skeleton.stories.js";
import { skeletonStyles } from "./skeleton.styles.js";

describe("Skeleton", () => {
  itHasNoAxeViolations(composeStories(stories));

  it("is hidden from screen readers and sized by its props", () => {
    const { container } = render(<Skeleton shape="circle" width="3rem" height="3rem" />);
    const skeleton = container.querySelector(".rl-skeleton");
    expect(skeleton).toHaveAttribute("aria-hidden", "true");
    expect(skeleton).toHaveClass("rl-root", "rl-skeleton--circle");
    expect(skeleton).toHaveStyle({ width: "3rem", height: "3rem" });
  });

  it("leaves width and height to the stylesheet when not given", () => {
    const { container } = render(<Skeleton />);
    expect(container.querySelector(".rl-skeleton")?.getAttribute("style")).toBeFalsy();
  });

  it("stops pulsing under prefers-reduced-motion", () => {
    expect(skeletonStyles.css).toMatch(/animation:rl-skeleton-pulse /);
    expect(skeletonStyles.css).toContain(
      "@media (prefers-reduced-motion:reduce){.rl-skeleton{animation:none}}",
    );
  });

  it("styles itself inside a shadow root", () => {
    const { shadowRoot, unmount } = renderInShadowRoot(<Skeleton />);
    expect(shadowRoot.querySelector('style[data-ringline="skeleton"]')).not.toBeNull();
    unmount();
  });
});
