import { composeStories } from "@storybook/react-vite";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test/axe.js";
import { createToastStore, getDefaultToastStore, toast } from "./toast-store.js";
import { Toaster } from "./toaster.js";
import * as stories from "./toaster.stories.js";

const {
  Default,
  Success,
  ErrorToast,
  Warning,
  Info,
  AutoDismiss,
  TopRight,
  TopLeft,
  TopCenter,
  BottomRight,
  BottomLeft,
  BottomCenter,
  Spanish,
} = composeStories(stories);

afterEach(() => {
  vi.useRealTimers();
});

function toastElement(title: string): HTMLElement {
  const element = screen.getByText(title).closest("li");
  if (!element) throw new Error(`No toast titled ${title}`);
  return element;
}

function progressOf(title: string): string {
  const bar = toastElement(title).querySelector<HTMLElement>(".rl-toast__progress");
  return bar?.style.transform ?? "";
}

describe("Toaster variants", () => {
  it.each([
    ["default", Default, "Call forwarded"],
    ["success", Success, "Success!"],
    ["warning", Warning, "Almost out of minutes"],
    ["info", Info, "New voice available"],
  ] as const)("announces a %s toast politely, not as an alert", (variant, Story, title) => {
    render(<Story />);

    const item = toastElement(title);
    expect(item).toHaveAttribute("data-variant", variant);
    expect(screen.getByRole("status")).toContainElement(item);
    expect(screen.getByRole("alert")).not.toContainElement(item);
  });

  it("announces an error toast assertively with role=alert", () => {
    render(<ErrorToast />);

    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Error")).toBeInTheDocument();
    expect(within(alert).getByText("Failed to submit form. Please try again.")).toBeInTheDocument();
    expect(toastElement("Error")).toHaveAttribute("data-variant", "error");
    expect(within(screen.getByRole("status")).queryByText("Error")).toBeNull();
  });

  it("names its region and shows title and description", () => {
    render(<Success />);

    const region = screen.getByRole("region", { name: "Notifications" });
    expect(within(region).getByText("Success!")).toBeInTheDocument();
    expect(
      within(region).getByText("Your demo request has been submitted. We'll contact you soon!"),
    ).toBeInTheDocument();
  });

  it.each([
    ["default", Default],
    ["success", Success],
    ["error", ErrorToast],
    ["warning", Warning],
    ["info", Info],
  ] as const)("has no axe violations with a %s toast", async (_variant, Story) => {
    render(<Story />);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("Toaster positions", () => {
  it.each([
    ["top-right", TopRight],
    ["top-left", TopLeft],
    ["top-center", TopCenter],
    ["bottom-right", BottomRight],
    ["bottom-left", BottomLeft],
    ["bottom-center", BottomCenter],
  ] as const)("places toasts at %s", (position, Story) => {
    render(<Story />);
    expect(screen.getByRole("region", { name: "Notifications" })).toHaveAttribute(
      "data-position",
      position,
    );
  });

  it("defaults to top-right", () => {
    render(<Toaster store={createToastStore()} />);
    expect(screen.getByRole("region")).toHaveAttribute("data-position", "top-right");
  });
});

describe("Toaster countdown", () => {
  it("dismisses a toast after 3000 ms", () => {
    vi.useFakeTimers();
    render(<AutoDismiss />);
    expect(screen.getByText("Saved")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText("Saved")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("shrinks the progress bar as time passes", () => {
    vi.useFakeTimers();
    render(<AutoDismiss />);
    expect(progressOf("Saved")).toBe("scaleX(1)");

    act(() => vi.advanceTimersByTime(1500));
    expect(progressOf("Saved")).toBe("scaleX(0.5)");
    act(() => vi.advanceTimersByTime(50));
    expect(progressOf("Saved")).toBe(`scaleX(${1450 / 3000})`);
  });

  // Testing Library's async helpers wait on a real setTimeout, which fake timers hold
  // back; these two tests drive the events directly.
  it("holds while hovered and continues after the pointer leaves", () => {
    vi.useFakeTimers();
    render(<AutoDismiss />);
    act(() => vi.advanceTimersByTime(1000));

    fireEvent.pointerOver(toastElement("Saved"));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText("Saved")).toBeInTheDocument();
    expect(progressOf("Saved")).toBe(`scaleX(${2000 / 3000})`);

    fireEvent.pointerOut(toastElement("Saved"));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText("Saved")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("holds while focus is inside the toast", () => {
    vi.useFakeTimers();
    render(<AutoDismiss />);
    const close = screen.getByRole("button", { name: "Close notification" });

    act(() => close.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText("Saved")).toBeInTheDocument();

    act(() => close.blur());
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("closes a toast with its close button", async () => {
    const user = userEvent.setup();
    render(<Default />);

    await user.click(screen.getByRole("button", { name: "Close notification" }));

    expect(screen.queryByText("Call forwarded")).toBeNull();
  });
});

describe("Toaster with the shared store", () => {
  it("shows what toast() raises", () => {
    render(<Toaster />);

    act(() => {
      toast({ id: "shared-test", title: "From anywhere", variant: "success" });
    });

    expect(screen.getByText("From anywhere")).toBeInTheDocument();
    act(() => getDefaultToastStore().dismiss("shared-test"));
  });
});

describe("Toaster in Spanish", () => {
  it("names the region and close button in Spanish", () => {
    render(<Spanish />);

    expect(screen.getByRole("region", { name: "Notificaciones" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cerrar notificación" })).toBeInTheDocument();
  });
});
