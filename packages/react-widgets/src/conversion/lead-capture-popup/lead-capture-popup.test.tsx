import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe.js";
import * as stories from "./lead-capture-popup.stories.js";
import { revealSection } from "./use-lead-capture-popup.js";

const { Open, SignedIn, Closed, Spanish } = composeStories(stories);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // jsdom has no scrollIntoView; the tests add one.
  Reflect.deleteProperty(Element.prototype, "scrollIntoView");
});

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: reduce && query.includes("reduce"), media: query })),
  );
}

describe("LeadCapturePopup", () => {
  it("is a dialog named 'Don't Miss Out!' with three benefits", () => {
    render(<Open />);
    const dialog = screen.getByRole("dialog", { name: "Don't Miss Out!" });
    expect(dialog).toHaveAccessibleDescription(
      "Every missed call is a missed deal. Let your AI receptionist answer for you, day and night.",
    );
    const benefits = within(
      within(dialog).getByRole("list", { name: "What you get" }),
    ).getAllByRole("listitem");
    expect(benefits.map((item) => item.textContent)).toEqual([
      "Every call answered 24/7, even after hours",
      "Leads qualified and showings booked automatically",
      "Set up in minutes, with a 7-day free trial",
    ]);
  });

  it("leads to /signup with 'Get Started Now' and reports it", async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<Open onEvent={onEvent} signupHref="#signup" />);

    const link = screen.getByRole("link", { name: "Get Started Now" });
    expect(link).toHaveAttribute("href", "#signup");
    await user.click(link);

    expect(onEvent).toHaveBeenCalledWith("cta_clicked", {
      cta: "get_started_now",
      source: "lead_capture_popup",
    });
  });

  it("offers 'View Dashboard' at /dashboard to a signed-in visitor", () => {
    render(<SignedIn />);
    expect(screen.getByRole("link", { name: "View Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(screen.queryByRole("link", { name: "Get Started Now" })).toBeNull();
  });

  it("closes on 'See AI in Action', then scrolls smoothly to the demo and focuses it", async () => {
    const user = userEvent.setup();
    stubReducedMotion(false);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const onOpenChange = vi.fn();
    render(<Open onOpenChange={onOpenChange} />);

    await user.click(screen.getByRole("button", { name: "See AI in Action" }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    const demo = screen.getByRole("region", { name: "Live demo" });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(scrollIntoView.mock.contexts[0]).toBe(demo);
    expect(demo).toHaveFocus();
  });

  it("jumps without animation when reduced motion is asked for", () => {
    stubReducedMotion(true);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const section = document.createElement("section");
    section.id = "pricing-demo";
    document.body.append(section);

    expect(revealSection(document, "pricing-demo")).toBe(true);

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
    expect(section).toHaveFocus();
    section.remove();
  });

  it("traps focus and closes on Escape, giving focus back to the opener", async () => {
    const user = userEvent.setup();
    render(<Closed />);
    const opener = screen.getByRole("button", { name: "Show the offer" });

    await user.click(opener);
    expect(screen.getByRole("link", { name: "Get Started Now" })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Get Started Now" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("speaks Spanish", () => {
    render(<Spanish />);
    const dialog = screen.getByRole("dialog", { name: "¡No te lo pierdas!" });
    expect(within(dialog).getByRole("link", { name: "Empezar ahora" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Ver la IA en acción" })).toBeInTheDocument();
  });

  it.each([
    ["Open", Open],
    ["SignedIn", SignedIn],
    ["Spanish", Spanish],
  ] as const)("has no axe violations in %s", async (_name, Story) => {
    render(<Story />);
    expect(await axeViolations()).toEqual([]);
  });
});
