import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itHasNoAxeViolations } from "../shared/axe-stories.js";
import { renderInShadowRoot } from "../shared/render-in-shadow-root.js";
import { Card, CardTitle } from "./card.js";
import * as stories from "./card.stories.js";

const { Default, Section } = composeStories(stories);

describe("Card", () => {
  itHasNoAxeViolations(composeStories(stories));

  it("renders its parts in order with their classes, the title an h3", () => {
    const { container } = render(<Default />);
    const card = container.querySelector(".rl-card");
    expect(card?.tagName).toBe("DIV");
    expect(Array.from(card?.children ?? [], (part) => part.className)).toEqual([
      "rl-card__header",
      "rl-card__content",
      "rl-card__footer",
    ]);
    expect(screen.getByRole("heading", { level: 3, name: "Minutes this month" })).toHaveClass(
      "rl-card__title",
    );
  });

  it("can be a named section with a heading of another level", () => {
    render(<Section />);
    expect(screen.getByRole("region", { name: "Minutes this month" })).toHaveClass("rl-card");
    render(<CardTitle as="h2">Billing</CardTitle>);
    expect(screen.getByRole("heading", { level: 2, name: "Billing" })).toBeInTheDocument();
  });

  it("styles itself inside a shadow root", () => {
    const { shadowRoot, unmount } = renderInShadowRoot(<Card>Hello</Card>);
    expect(shadowRoot.querySelector('style[data-ringline="card"]')).not.toBeNull();
    unmount();
  });
});
