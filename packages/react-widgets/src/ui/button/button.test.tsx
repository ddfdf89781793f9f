import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { itHasNoAxeViolations } from "../shared/axe-stories.js";
import { renderInShadowRoot } from "../shared/render-in-shadow-root.js";
import { Button } from "./button.js";
import * as stories from "./button.stories.js";

const { Primary, Secondary, Ghost, Danger, Small, Large, FullWidth, Loading, Spanish, Dark } =
  composeStories(stories);

describe("Button stories", () => {
  it.each([
    ["Primary", Primary, "rl-button--primary"],
    ["Secondary", Secondary, "rl-button--secondary"],
    ["Ghost", Ghost, "rl-button--ghost"],
    ["Danger", Danger, "rl-button--danger"],
    ["Small", Small, "rl-button--sm"],
    ["Large", Large, "rl-button--lg"],
    ["FullWidth", FullWidth, "rl-button--full-width"],
    ["Dark", Dark, "rl-button--secondary"],
  ] as const)("%s renders a styled button", (_name, Story, name) => {
    render(<Story />);
    expect(screen.getByRole("button")).toHaveClass("rl-root", "rl-button", name);
  });

  itHasNoAxeViolations(composeStories(stories));
});

describe("Button", () => {
  it("is type=button by default so it never submits a form by accident", () => {
    render(<Primary />);
    expect(screen.getByRole("button", { name: "Save changes" })).toHaveAttribute("type", "button");
  });

  it("calls onClick when clicked", async () => {
    const onClick = vi.fn();
    render(<Primary onClick={onClick} />);
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("while loading shows the pending label in a live region and a spinner", () => {
    render(<Loading />);
    const button = screen.getByRole("button", { name: "Saving…" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByText("Saving…")).toHaveAttribute("aria-live", "polite");
    expect(button.querySelector(".rl-button__spinner")).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByText("Save changes")).toBeNull();
  });

  it("while loading keeps its focus but ignores clicks and does not submit", async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Please wait…" });
    await userEvent.click(button);
    expect(button).toHaveFocus();
    expect(button).not.toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("announces the change from the label to the pending label in the same live region", () => {
    const { rerender } = render(<Button>Save</Button>);
    const region = screen.getByText("Save");
    rerender(<Button loading>Save</Button>);
    expect(region).toHaveTextContent("Please wait…");
    rerender(<Button>Save</Button>);
    expect(region).toHaveTextContent("Save");
    expect(screen.getByRole("button")).not.toHaveAttribute("aria-disabled");
  });

  it("uses the Spanish pending label", () => {
    render(<Spanish />);
    expect(screen.getByRole("button", { name: "Un momento…" })).toBeInTheDocument();
  });

  it("passes its ref and native attributes to the button element", () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} name="intent" value="save" className="my-cta">
        Save
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole("button"));
    expect(ref.current).toHaveAttribute("name", "intent");
    expect(ref.current).toHaveClass("rl-button", "my-cta");
  });

  it("inserts its style sheets into the document head", () => {
    render(<Primary />);
    expect(document.head.querySelector('style[data-ringline="base"]')).not.toBeNull();
    expect(document.head.querySelector('style[data-ringline="button"]')).not.toBeNull();
  });

  it("inserts its style sheets into the shadow root it renders in", () => {
    const { shadowRoot, unmount } = renderInShadowRoot(<Button variant="ghost">Edit</Button>);
    expect(shadowRoot.querySelector(".rl-button--ghost")).not.toBeNull();
    expect(shadowRoot.querySelector('style[data-ringline="button"]')).not.toBeNull();
    unmount();
  });
});
