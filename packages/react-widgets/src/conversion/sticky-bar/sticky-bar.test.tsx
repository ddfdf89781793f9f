import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe.js";
import { StickyBar } from "./sticky-bar.js";
import * as stories from "./sticky-bar.stories.js";

const { Anonymous, DemoRunning, SignedIn, Dismissible, Spanish } = composeStories(stories);

afterEach(() => {
  Reflect.deleteProperty(globalThis, "gtag");
});

function bar() {
  return screen.getByRole("region", { name: "Try Ringline" });
}

describe("StickyBar", () => {
  it("offers the demo, the free trial at /signup and a dismiss button", () => {
    render(<Anonymous />);
    const region = within(bar());
    expect(region.getByRole("button", { name: "Try Demo (free)" })).toBeInTheDocument();
    expect(region.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
      "href",
      "/signup",
    );
    expect(region.getByRole("button", { name: "Dismiss" })).toBeInTheDocument();
  });

  it("starts the demo, becomes 'End', then ends it, announcing both", async () => {
    const user = userEvent.setup();
    const onDemoStart = vi.fn();
    const onDemoEnd = vi.fn();
    const onEvent = vi.fn();
    render(<Anonymous onDemoStart={onDemoStart} onDemoEnd={onDemoEnd} onEvent={onEvent} />);

    await user.click(screen.getByRole("button", { name: "Try Demo (free)" }));
    expect(onDemoStart).toHaveBeenCalledTimes(1);
    const end = screen.getByRole("button", { name: "End" });
    expect(end).toHaveAttribute("data-active", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Voice demo started");
    expect(onEvent).toHaveBeenCalledWith("demo_started", { source: "sticky_bar" });

    await user.click(end);
    expect(onDemoEnd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Try Demo (free)" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Voice demo ended");
    expect(onEvent).toHaveBeenCalledWith("demo_ended", { source: "sticky_bar" });
  });

  it("follows demoActive when the owner controls it", async () => {
    const user = userEvent.setup();
    const onDemoEnd = vi.fn();
    render(<DemoRunning onDemoEnd={onDemoEnd} />);

    await user.click(screen.getByRole("button", { name: "End" }));

    expect(onDemoEnd).toHaveBeenCalledTimes(1);
    // Still 'End': the owner has not said the call ended.
    expect(screen.getByRole("button", { name: "End" })).toBeInTheDocument();
  });

  it("offers the dashboard to a signed-in visitor", () => {
    render(<SignedIn />);
    expect(screen.getByRole("link", { name: "View Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(screen.queryByRole("link", { name: "Start Free Trial" })).toBeNull();
  });

  it("reports the call to action to onEvent and gtag", async () => {
    const user = userEvent.setup();
    const gtag = vi.fn();
    Object.assign(globalThis, { gtag });
    const onEvent = vi.fn();
    render(<StickyBar onDismiss={() => {}} onEvent={onEvent} signupHref="#signup" />);

    await user.click(screen.getByRole("link", { name: "Start Free Trial" }));

    const properties = { cta: "start_free_trial", source: "sticky_bar" };
    expect(onEvent).toHaveBeenCalledWith("cta_clicked", properties);
    expect(gtag).toHaveBeenCalledWith("event", "cta_clicked", properties);
  });

  it("is dismissed with its button, reporting it", async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const onEvent = vi.fn();
    render(<Dismissible onDismiss={onDismiss} onEvent={onEvent} />);

    await user.click(screen.getByRole("button", { name: "Dismiss" }));

    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith("sticky_bar_dismissed", {});
    expect(screen.queryByRole("region", { name: "Try Ringline" })).toBeNull();
  });

  it("pads the page's scrolling by its height while shown, so focus is not hidden under it", () => {
    const height = vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(72);
    const { unmount } = render(<Anonymous />);
    expect(document.documentElement.style.scrollPaddingBottom).toBe("72px");

    unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
    height.mockRestore();
  });

  it("reaches every control with the keyboard in order", async () => {
    const user = userEvent.setup();
    render(<Anonymous />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Try Demo (free)" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Start Free Trial" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Dismiss" })).toHaveFocus();
    await user.keyboard("{Enter}");
  });

  it("speaks Spanish", () => {
    render(<Spanish />);
    const region = within(screen.getByRole("region", { name: "Prueba Ringline" }));
    expect(region.getByRole("button", { name: "Probar la demo (gratis)" })).toBeInTheDocument();
    expect(region.getByRole("link", { name: "Empezar la prueba gratuita" })).toBeInTheDocument();
    expect(region.getByRole("button", { name: "Descartar" })).toBeInTheDocument();
  });

  it.each([
    ["Anonymous", Anonymous],
    ["DemoRunning", DemoRunning],
    ["SignedIn", SignedIn],
    ["Spanish", Spanish],
  ] as const)("has no axe violations in %s", async (_name, Story) => {
    render(<Story />);
    expect(await axeViolations()).toEqual([]);
  });
});
