import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe.js";
import type { LinkComponentProps } from "../shared/link.js";
import { renderInShadowRoot } from "../shared/render-in-shadow-root.js";
import { StoryRouterLink } from "../shared/story-link.js";
import { LinkButton } from "./link-button.js";
import * as stories from "./link-button.stories.js";

const { Default, SecondaryLarge, WithRouterLink, Spanish } = composeStories(stories);

/** A link component written without forwardRef: React 18 and Preact drop its ref. */
function RefLessLink({ to: _to, href, children, ...props }: LinkComponentProps) {
  return (
    <a {...props} href={href}>
      {children}
    </a>
  );
}

describe("LinkButton", () => {
  it.each([
    ["Default", Default],
    ["SecondaryLarge", SecondaryLarge],
    ["WithRouterLink", WithRouterLink],
    ["Spanish", Spanish],
  ] as const)("%s is a link with no axe violations", async (_name, Story) => {
    render(<Story />);
    expect(screen.getByRole("link")).toHaveClass("rl-root", "rl-button");
    expect(await axeViolations()).toEqual([]);
  });

  it("renders a plain anchor with the href and the button classes, without `to`", () => {
    render(<Default />);
    const link = screen.getByRole("link", { name: "Start free trial" });
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("href", "/signup?plan=growth");
    expect(link).toHaveClass("rl-button--primary");
    expect(link).not.toHaveAttribute("to");
    expect(link).not.toHaveAttribute("locale");
  });

  it("hands the destination to a custom link component as both href and to", () => {
    render(<WithRouterLink />);
    const link = screen.getByRole("link", { name: "Start free trial" });
    expect(link).toHaveAttribute("data-to", "/signup?plan=growth");
    expect(link).toHaveAttribute("href", "/signup?plan=growth");
  });

  it("applies variant, size and full width", () => {
    render(
      <LinkButton href="/pricing" variant="secondary" size="lg" fullWidth>
        Pricing
      </LinkButton>,
    );
    expect(screen.getByRole("link")).toHaveClass(
      "rl-button--secondary",
      "rl-button--lg",
      "rl-button--full-width",
    );
  });

  it("still styles itself when the link component drops the ref", () => {
    for (const style of document.head.querySelectorAll('style[data-ringline="button"]')) {
      style.remove();
    }
    render(
      <LinkButton href="/signup" linkComponent={RefLessLink}>
        Sign up
      </LinkButton>,
    );
    expect(document.head.querySelector('style[data-ringline="button"]')).not.toBeNull();
  });

  it("styles itself inside a shadow root, with a router link too", () => {
    const { shadowRoot, unmount } = renderInShadowRoot(
      <LinkButton href="/signup" linkComponent={StoryRouterLink}>
        Sign up
      </LinkButton>,
    );
    expect(shadowRoot.querySelector('style[data-ringline="button"]')).not.toBeNull();
    unmount();
  });
});
