import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itHasNoAxeViolations } from "../shared/axe-stories.js";
import { renderInShadowRoot } from "../shared/render-in-shadow-root.js";
import * as linkStories from "./tab-links.stories.js";
import { nextTabValue } from "./tab-navigation.js";
import { Tabs } from "./tabs.js";
import * as stories from "./tabs.stories.js";

const { Default, Controlled, WithDisabledTab, Vertical } = composeStories(stories);
const Links = composeStories(linkStories);

function tab(name: string) {
  return screen.getByRole("tab", { name });
}

describe("Tabs stories", () => {
  itHasNoAxeViolations(composeStories(stories));
});

describe("Tabs", () => {
  it("is a named tablist whose selected tab labels the one visible panel", () => {
    render(<Default />);
    expect(screen.getByRole("tablist", { name: "Dashboard sections" })).toBeInTheDocument();
    expect(tab("Calls")).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel", { name: "Calls" });
    expect(tab("Calls")).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveTextContent("42 calls this week, 3 missed.");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.queryByText("Growth plan, renews on 1 July.")).toBeNull();
  });

  it("keeps only the selected tab in the Tab order (roving tabindex)", async () => {
    render(<Default />);
    expect(tab("Calls")).toHaveAttribute("tabindex", "0");
    expect(tab("Numbers")).toHaveAttribute("tabindex", "-1");
    await userEvent.tab();
    expect(tab("Calls")).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("moves and selects with the arrow keys, wrapping at both ends", async () => {
    render(<Default />);
    await userEvent.click(tab("Calls"));
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Numbers")).toHaveFocus();
    expect(tab("Numbers")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("forwards to the AI");
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(tab("Settings")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Calls")).toHaveFocus();
  });

  it("goes to the first tab with Home and the last with End", async () => {
    render(<Default />);
    await userEvent.click(tab("Numbers"));
    await userEvent.keyboard("{End}");
    expect(tab("Settings")).toHaveFocus();
    expect(tab("Settings")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    expect(tab("Calls")).toHaveFocus();
  });

  it("skips a disabled tab and does not select it on click", async () => {
    render(<WithDisabledTab />);
    expect(tab("Billing")).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(tab("Numbers"));
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Settings")).toHaveFocus();
    await userEvent.click(tab("Billing"));
    expect(tab("Billing")).toHaveAttribute("aria-selected", "false");
  });

  it("uses Up and Down when vertical", async () => {
    render(<Vertical />);
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    await userEvent.click(tab("Calls"));
    await userEvent.keyboard("{ArrowDown}");
    expect(tab("Numbers")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Numbers")).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    expect(tab("Calls")).toHaveFocus();
  });

  it("when controlled, shows the value it is given and reports changes", async () => {
    render(<Controlled />);
    expect(tab("Numbers")).toHaveAttribute("aria-selected", "true");
    await userEvent.click(tab("Billing"));
    expect(screen.getByText("/dashboard?tab=billing")).toBeInTheDocument();
    expect(tab("Billing")).toHaveAttribute("aria-selected", "true");
  });

  it("does not change tab on its own when the owner ignores onValueChange", async () => {
    const onValueChange = vi.fn();
    render(
      <Tabs
        label="Sections"
        value="a"
        onValueChange={onValueChange}
        items={[
          { value: "a", label: "A", content: "First" },
          { value: "b", label: "B", content: "Second" },
        ]}
      />,
    );
    await userEvent.click(tab("A"));
    await userEvent.keyboard("{ArrowRight}");
    expect(onValueChange).toHaveBeenCalledWith("b");
    expect(tab("A")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("First");
  });

  it("keeps the first tab reachable when the value names no tab", () => {
    render(
      <Tabs
        label="Sections"
        value="stale"
        items={[
          { value: "a", label: "A", content: "First" },
          { value: "b", label: "B", content: "Second" },
        ]}
      />,
    );
    expect(tab("A")).toHaveAttribute("tabindex", "0");
    expect(tab("B")).toHaveAttribute("tabindex", "-1");
  });

  it("styles itself inside a shadow root", () => {
    const { shadowRoot, unmount } = renderInShadowRoot(
      <Tabs label="Sections" items={[{ value: "a", label: "A", content: "First" }]} />,
    );
    expect(shadowRoot.querySelector('style[data-ringline="tabs"]')).not.toBeNull();
    unmount();
  });
});

describe("nextTabValue", () => {
  const values = ["a", "b", "c"];

  it("ignores keys that do not move", () => {
    expect(nextTabValue(values, "a", "Enter")).toBeUndefined();
    expect(nextTabValue([], "a", "ArrowRight")).toBeUndefined();
  });

  it("swaps the horizontal arrows right to left", () => {
    expect(nextTabValue(values, "a", "ArrowLeft", { direction: "rtl" })).toBe("b");
    expect(nextTabValue(values, "a", "ArrowRight", { direction: "rtl" })).toBe("c");
  });
});

describe("TabLinks", () => {
  itHasNoAxeViolations(Links);

  it("is a named navigation of links, the current page marked", () => {
    render(<Links.Default />);
    const nav = screen.getByRole("navigation", { name: "Dashboard sections" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/dashboard/calls",
      "/dashboard/numbers",
      "/dashboard/billing",
      "/dashboard/settings",
    ]);
    expect(screen.getByRole("link", { name: "Numbers" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Calls" })).not.toHaveAttribute("aria-current");
    expect(screen.queryByRole("tab")).toBeNull();
  });

  it("renders each link with the custom link component", () => {
    render(<Links.WithRouterLink />);
    expect(screen.getByRole("link", { name: "Billing" })).toHaveAttribute(
      "data-to",
      "/dashboard/billing",
    );
  });
});
