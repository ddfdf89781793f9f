import { composeStories } from "@storybook/react-vite";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe.js";
import { ConversionCoordinator } from "./conversion-coordinator.js";
import * as stories from "./conversion-coordinator.stories.js";
import { CONVERSION_STORAGE_KEY } from "./conversion-store.js";

const { Anonymous, SignedIn, AlreadyDismissed, Spanish } = composeStories(stories);

/** Puts the window at `scrollY` on a 3000 px page in an 800 px window and tells it. */
function scrollPage(scrollY: number) {
  Object.defineProperty(window, "scrollY", { value: scrollY, configurable: true });
  Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
  Object.defineProperty(document.documentElement, "scrollHeight", {
    value: 3000,
    configurable: true,
  });
  act(() => {
    fireEvent.scroll(window);
  });
}

function leaveThroughTheTop() {
  act(() => {
    fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null });
  });
}

// user-event waits on real timers, which these tests fake; events are fired directly, as
// in the toaster's tests.
const popup = () => screen.queryByRole("dialog", { name: "Don't Miss Out!" });
const stickyBar = () => screen.queryByRole("region", { name: "Try Ringline" });

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  scrollPage(0);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("ConversionCoordinator for an anonymous visitor", () => {
  it("opens 'Don't Miss Out!' after 10 s", () => {
    const onEvent = vi.fn();
    render(<Anonymous onEvent={onEvent} />);

    act(() => vi.advanceTimersByTime(9999));
    expect(popup()).toBeNull();
    act(() => vi.advanceTimersByTime(1));

    expect(popup()).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith("conversion_prompt_shown", { prompt: "time" });
  });

  it("does not open over the open chat", () => {
    const chat = document.createElement("section");
    chat.setAttribute("role", "dialog");
    chat.setAttribute("aria-label", "Ringline Assistant");
    document.body.append(chat);
    try {
      const onEvent = vi.fn();
      render(<Anonymous onEvent={onEvent} />);
      act(() => vi.advanceTimersByTime(10_000));
      expect(popup()).toBeNull();
      expect(onEvent).not.toHaveBeenCalledWith("conversion_prompt_shown", { prompt: "time" });
    } finally {
      chat.remove();
    }
  });

  it("opens nothing during a live demo call, and the next trigger after it ends", () => {
    const { rerender } = render(<Anonymous demoActive />);
    act(() => vi.advanceTimersByTime(10_000));
    scrollPage(2000);
    leaveThroughTheTop();
    expect(popup()).toBeNull();

    rerender(<Anonymous demoActive={false} />);
    scrollPage(2100);
    expect(popup()).toBeInTheDocument();
  });

  it("opens nothing while a form on the page holds typed input", () => {
    const form = document.createElement("form");
    form.innerHTML = '<input name="email" aria-label="Email">';
    document.body.append(form);
    try {
      render(<Anonymous />);
      const field = form.querySelector("input");
      if (field) field.value = "ada@exa";
      act(() => vi.advanceTimersByTime(10_000));
      scrollPage(2000);
      expect(popup()).toBeNull();
    } finally {
      form.remove();
    }
  });

  it("opens without taking the focus, and says so politely", () => {
    const field = document.createElement("button");
    field.textContent = "Where I was";
    document.body.append(field);
    try {
      render(<Anonymous />);
      field.focus();
      act(() => vi.advanceTimersByTime(10_000));
      expect(popup()).toBeInTheDocument();
      expect(popup()).toHaveAttribute("aria-modal", "false");
      expect(field).toHaveFocus();
      expect(
        screen
          .getAllByRole("status")
          .some((status) => status.textContent?.includes("Don't Miss Out!")),
      ).toBe(true);
    } finally {
      field.remove();
    }
  });

  it("dims the sticky bar and makes it inert while the popup is open", () => {
    render(<Anonymous />);
    scrollPage(700);
    expect(stickyBar()).not.toHaveAttribute("inert");
    act(() => vi.advanceTimersByTime(10_000));
    expect(popup()).toBeInTheDocument();
    const bar = document.querySelector('section.rl-sticky-bar[aria-label="Try Ringline"]');
    expect(bar).toHaveAttribute("inert");
    expect(bar).toHaveAttribute("data-dimmed");
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(stickyBar()).not.toHaveAttribute("inert");
    expect(stickyBar()).not.toHaveAttribute("data-dimmed");
  });

  it("only dims the sticky bar when it holds the focus, so the focus stays", () => {
    render(<Anonymous />);
    scrollPage(700);
    const demo = within(stickyBar() as HTMLElement).getByRole("button", {
      name: "Try Demo (free)",
    });
    demo.focus();
    act(() => vi.advanceTimersByTime(10_000));
    expect(popup()).toBeInTheDocument();
    expect(stickyBar()).toHaveAttribute("data-dimmed");
    expect(stickyBar()).not.toHaveAttribute("inert");
    expect(demo).toHaveFocus();
  });

  it("opens it on scrolling past 70 % of the page", () => {
    render(<Anonymous />);
    scrollPage(1540);
    expect(popup()).toBeNull();
    scrollPage(1541);
    expect(popup()).toBeInTheDocument();
  });

  it("opens it when the pointer leaves through the top after half the page", () => {
    render(<Anonymous />);
    leaveThroughTheTop();
    expect(popup()).toBeNull();

    scrollPage(1100);
    leaveThroughTheTop();
    expect(popup()).toBeInTheDocument();
  });

  it("closes it with Escape, remembers that in localStorage and reports it", () => {
    const onEvent = vi.fn();
    render(<ConversionCoordinator onEvent={onEvent} />);
    act(() => vi.advanceTimersByTime(10_000));

    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });

    expect(popup()).toBeNull();
    expect(onEvent).toHaveBeenCalledWith("conversion_prompt_dismissed", { prompt: "time" });
    expect(JSON.parse(localStorage.getItem(CONVERSION_STORAGE_KEY) ?? "null")).toEqual({
      dismissedPrompts: ["time"],
      stickyBarDismissed: false,
      timestamp: Date.now(),
    });
  });

  it("waits 5 s after a closed prompt before the next one", () => {
    render(<Anonymous />);
    act(() => vi.advanceTimersByTime(10_000));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));

    scrollPage(1600);
    expect(popup()).toBeNull();
    act(() => vi.advanceTimersByTime(5000));
    scrollPage(1650);
    expect(popup()).toBeInTheDocument();
  });

  it("shows the sticky bar past 80 % of the viewport and keeps it away once dismissed", () => {
    render(<ConversionCoordinator />);
    scrollPage(640);
    expect(stickyBar()).toBeNull();
    scrollPage(641);
    expect(stickyBar()).toBeInTheDocument();

    fireEvent.click(within(stickyBar() as HTMLElement).getByRole("button", { name: "Dismiss" }));
    scrollPage(700);

    expect(stickyBar()).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONVERSION_STORAGE_KEY) ?? "null")).toMatchObject({
      stickyBarDismissed: true,
    });
  });

  it("starts and ends the demo from the sticky bar", () => {
    const onDemoStart = vi.fn();
    const onDemoEnd = vi.fn();
    render(<ConversionCoordinator onDemoStart={onDemoStart} onDemoEnd={onDemoEnd} />);
    scrollPage(700);

    fireEvent.click(screen.getByRole("button", { name: "Try Demo (free)" }));
    fireEvent.click(screen.getByRole("button", { name: "End" }));

    expect(onDemoStart).toHaveBeenCalledTimes(1);
    expect(onDemoEnd).toHaveBeenCalledTimes(1);
  });

  it("keeps earlier dismissals from this visit", () => {
    render(<AlreadyDismissed />);
    act(() => vi.advanceTimersByTime(10_000));
    scrollPage(1800);
    leaveThroughTheTop();

    expect(popup()).toBeNull();
    expect(stickyBar()).toBeNull();
  });

  it("shows prompts again once the stored dismissals are 30 minutes old", () => {
    localStorage.setItem(
      CONVERSION_STORAGE_KEY,
      JSON.stringify({
        dismissedPrompts: ["time"],
        stickyBarDismissed: true,
        timestamp: Date.now() - 30 * 60 * 1000 - 1,
      }),
    );
    render(<ConversionCoordinator />);
    scrollPage(700);
    act(() => vi.advanceTimersByTime(10_000));

    expect(stickyBar()).toBeInTheDocument();
    expect(popup()).toBeInTheDocument();
  });
});

describe("ConversionCoordinator for a signed-in visitor", () => {
  it("never shows the popup or the sticky bar", () => {
    render(<SignedIn />);
    act(() => vi.advanceTimersByTime(60_000));
    scrollPage(2200);
    leaveThroughTheTop();

    expect(popup()).toBeNull();
    expect(stickyBar()).toBeNull();
  });
});

describe("ConversionCoordinator in Spanish", () => {
  it("shows the popup and the bar in Spanish", () => {
    render(<Spanish />);
    scrollPage(700);
    act(() => vi.advanceTimersByTime(10_000));

    expect(screen.getByRole("dialog", { name: "¡No te lo pierdas!" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Prueba Ringline" })).toBeInTheDocument();
  });
});

describe("ConversionCoordinator accessibility", () => {
  it("has no axe violations with the popup and the sticky bar on screen", async () => {
    render(<Anonymous />);
    scrollPage(700);
    act(() => vi.advanceTimersByTime(10_000));
    vi.useRealTimers();

    expect(popup()).toBeInTheDocument();
    expect(stickyBar()).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ["Anonymous", Anonymous],
    ["SignedIn", SignedIn],
    ["Spanish", Spanish],
  ] as const)("has no axe violations on the %s page before any prompt", async (_name, Story) => {
    vi.useRealTimers();
    render(<Story />);
    expect(await axeViolations()).toEqual([]);
  });
});
