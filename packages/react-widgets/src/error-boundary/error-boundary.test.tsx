import type { TClientErrorReportInput } from "@ringline/api-client";
import { composeStories } from "@storybook/react-vite";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test/axe.js";
import { ErrorBoundary } from "./error-boundary.js";
import * as stories from "./error-boundary.stories.js";

const {
  Critical,
  Page,
  PageNoAttemptsLeft,
  DashboardRecovering,
  DashboardFailed,
  ComponentBanner,
  ComponentRecovering,
  Recovered,
  Spanish,
} = composeStories(stories);

beforeEach(() => {
  // React logs every caught render error; the tests read the fallback instead.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(globalThis, "gtag");
});

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

/** A route whose /pricing page always fails. */
function Route() {
  const [path, setPath] = useState("/pricing");
  return (
    <>
      <button type="button" onClick={() => setPath("/features")}>
        Features
      </button>
      <ErrorBoundary level="page" resetKeys={[path]}>
        {path === "/pricing" ? <Thrower error={new RangeError("bad")} /> : <p>Features</p>}
      </ErrorBoundary>
    </>
  );
}

/** A button that breaks a section while focus stays on it. */
function BreakablePage() {
  const [broken, setBroken] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setBroken(true)}>
        Break
      </button>
      <ErrorBoundary>{broken ? <Thrower error={new Error("x")} /> : null}</ErrorBoundary>
    </>
  );
}

describe("critical boundary", () => {
  it("shows a full-page fallback with Reload Application, Go Home and the error id", () => {
    const report = vi.fn<(report: TClientErrorReportInput) => unknown>();
    render(<Critical report={report} homeHref="/home" />);

    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Reload Application" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/home");
    const errorId =
      (report.mock.calls[0]?.[0].metadata as { reference?: string } | undefined)?.reference ??
      "missing";
    expect(screen.getByText(errorId)).toBeInTheDocument();
    expect(errorId).toMatch(/^ERR-CLIENT_CRITICAL-\d{8}-[A-Z2-9]{6}$/);
  });

  it("reloads the application", async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(<Critical onReload={onReload} />);

    await user.click(screen.getByRole("button", { name: "Reload Application" }));

    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it("copies the error id and announces it", async () => {
    const user = userEvent.setup();
    const report = vi.fn<(report: TClientErrorReportInput) => unknown>();
    render(<Critical report={report} />);

    await user.click(screen.getByRole("button", { name: "Copy error ID" }));

    expect(await navigator.clipboard.readText()).toBe(
      (report.mock.calls[0]?.[0].metadata as { reference?: string } | undefined)?.reference,
    );
    expect(screen.getByText("Error ID copied")).toHaveAttribute("role", "status");
  });

  it("says so when the clipboard refuses", async () => {
    const user = userEvent.setup();
    render(<Critical />);
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));

    await user.click(screen.getByRole("button", { name: "Copy error ID" }));

    expect(
      await screen.findByText("Could not copy. Select the ID and copy it by hand."),
    ).toBeInTheDocument();
  });

  it("moves focus to its heading when the failing children had it", () => {
    render(<Critical />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toHaveFocus();
  });

  it("is in Spanish with locale es", () => {
    render(<Spanish />);
    expect(screen.getByRole("heading", { name: "Algo salió mal" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Recargar la aplicación" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ir al inicio" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copiar el ID del error" })).toBeInTheDocument();
  });
});

describe("page boundary", () => {
  it("offers Try Again with 3 of 3 attempts left, and Go Home", () => {
    render(<Page />);
    const tryAgain = screen.getByRole("button", { name: "Try Again" });
    expect(tryAgain).toHaveAccessibleDescription("3 of 3 attempts left");
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  });

  it("counts the attempts down and removes Try Again after the third", async () => {
    const user = userEvent.setup();
    render(<PageNoAttemptsLeft />);
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByRole("button", { name: "Try Again" })).toHaveAccessibleDescription(
      "2 of 3 attempts left",
    );

    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("1 of 3 attempts left")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));

    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
    expect(screen.getByText("No attempts left. Go home or reload the page.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Home" })).toBeInTheDocument();
  });

  it("shows the children again when a retry works", async () => {
    const user = userEvent.setup();
    render(<Page failures={1} />);

    await user.click(screen.getByRole("button", { name: "Try Again" }));

    expect(screen.getByText("Your plan: Growth, 1,000 minutes a month.")).toBeInTheDocument();
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("forgets the error and the attempts when a reset key changes", async () => {
    const user = userEvent.setup();
    render(<Route />);
    expect(screen.getByRole("heading", { name: "This page could not be loaded" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Features" }));

    expect(screen.getByText("Features", { selector: "p" })).toBeInTheDocument();
  });
});

describe("dashboard boundary", () => {
  it("announces Recovering... and retries twice, 2 s apart, then waits for the visitor", () => {
    vi.useFakeTimers();
    const onEvent = vi.fn();
    render(<DashboardRecovering onEvent={onEvent} />);
    const status = () => screen.getByRole("status");
    expect(status()).toHaveTextContent("Recovering...");

    act(() => vi.advanceTimersByTime(1999));
    expect(onEvent).not.toHaveBeenCalledWith("error_boundary_retried", expect.anything());
    act(() => vi.advanceTimersByTime(1));
    expect(onEvent).toHaveBeenCalledWith("error_boundary_retried", {
      level: "dashboard",
      attempt: 1,
      automatic: true,
    });
    expect(status()).toHaveTextContent("Recovering...");

    act(() => vi.advanceTimersByTime(2000));
    expect(onEvent).toHaveBeenCalledWith("error_boundary_retried", {
      level: "dashboard",
      attempt: 2,
      automatic: true,
    });
    expect(status()).toBeEmptyDOMElement();

    act(() => vi.advanceTimersByTime(60_000));
    expect(onEvent.mock.calls.filter(([name]) => name === "error_boundary_retried")).toHaveLength(
      2,
    );
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeInTheDocument();
  });

  it("refreshes the page", async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(<DashboardRecovering onReload={onReload} />);

    await user.click(screen.getByRole("button", { name: "Refresh Page" }));

    expect(onReload).toHaveBeenCalledTimes(1);
  });
});

describe("component boundary", () => {
  it("shows a banner with Retry and Refresh Page, announced as an alert", () => {
    render(<ComponentBanner />);
    expect(screen.getByRole("alert")).toHaveTextContent("This section could not be loaded.");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("retries a chunk-load failure by itself after 3 s", () => {
    vi.useFakeTimers();
    const onEvent = vi.fn();
    render(<ComponentRecovering onEvent={onEvent} />);
    expect(screen.getByRole("status")).toHaveTextContent("Recovering...");

    act(() => vi.advanceTimersByTime(2999));
    expect(onEvent).not.toHaveBeenCalledWith("error_boundary_retried", expect.anything());
    act(() => vi.advanceTimersByTime(1));
    expect(onEvent).toHaveBeenCalledWith("error_boundary_retried", {
      level: "component",
      attempt: 1,
      automatic: true,
    });
  });

  it("comes back by itself once a network error is gone", () => {
    vi.useFakeTimers();
    render(<Recovered />);
    expect(screen.getByRole("alert")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3000));

    expect(screen.getByText("Your plan: Growth, 1,000 minutes a month.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("does not retry by itself an error a retry cannot fix", () => {
    vi.useFakeTimers();
    const onEvent = vi.fn();
    render(<ComponentBanner onEvent={onEvent} />);

    act(() => vi.advanceTimersByTime(60_000));

    expect(onEvent).not.toHaveBeenCalledWith("error_boundary_retried", expect.anything());
  });

  it("renders its children untouched while nothing fails", () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("All good")).toBeInTheDocument();
    expect(document.querySelector(".rl-error")).toBeNull();
  });

  it("leaves focus where it is when the visitor is elsewhere", () => {
    render(<BreakablePage />);
    const button = screen.getByRole("button", { name: "Break" });
    button.focus();
    act(() => button.click());

    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe("reports and analytics", () => {
  it.each([
    ["critical", "app", "critical"],
    ["page", "page", "high"],
    ["dashboard", "section", "medium"],
    ["component", "component", "low"],
  ] as const)("reports a %s error as boundary %s with severity %s", (level, boundary, severity) => {
    const report = vi.fn<(report: TClientErrorReportInput) => unknown>();
    render(
      <ErrorBoundary level={level} report={report} component="Plans">
        <Thrower error={new RangeError("Invalid time value")} />
      </ErrorBoundary>,
    );

    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toMatchObject({
      boundary,
      severity,
      component: "Plans",
      message: "Invalid time value",
      url: window.location.href,
    });
    expect(report.mock.calls[0]?.[0].componentStack).toContain("Thrower");
  });

  it("posts to the client-error endpoint through the API client by default", async () => {
    const requests: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        // The client sends a Request (ky); read its path and body as the server would.
        const request = input instanceof Request ? input : new Request(String(input), init);
        const url = new URL(request.url).pathname;
        const text = await request.text();
        requests.push({ url, body: text ? JSON.parse(text) : undefined });
        const answer = url.endsWith("/api/csrf-token")
          ? { csrfToken: "a-token-long-enough" }
          : { success: true, errorId: "grp_1", occurrenceCount: 1 };
        return new Response(JSON.stringify(answer), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    render(
      <ErrorBoundary level="page" component="DefaultReport">
        <Thrower error={new RangeError("Invalid time value")} />
      </ErrorBoundary>,
    );

    // The API client is imported on the first error, which can take a moment in a test run.
    // The API client is imported on the first error; boundaries of earlier tests may
    // report through this fetch too, so look for this one's report.
    await waitFor(
      () =>
        expect(requests).toContainEqual({
          url: "/api/error-monitoring/client-error",
          body: expect.objectContaining({
            boundary: "page",
            severity: "high",
            message: "Invalid time value",
            component: "DefaultReport",
          }),
        }),
      { timeout: 5000 },
    );
    vi.unstubAllGlobals();
  });

  it("reports error_boundary_shown to onEvent and gtag", () => {
    const onEvent = vi.fn();
    const gtag = vi.fn();
    Object.assign(globalThis, { gtag });
    const report = vi.fn<(report: TClientErrorReportInput) => unknown>();
    render(<ComponentRecovering onEvent={onEvent} report={report} />);

    const properties = {
      level: "component",
      errorId: (report.mock.calls[0]?.[0].metadata as { reference?: string } | undefined)
        ?.reference,
      recoverable: true,
    };
    expect(onEvent).toHaveBeenCalledWith("error_boundary_shown", properties);
    expect(gtag).toHaveBeenCalledWith("event", "error_boundary_shown", properties);
  });
});

describe("accessibility", () => {
  it.each([
    ["Critical", Critical],
    ["Page", Page],
    ["DashboardRecovering", DashboardRecovering],
    ["ComponentBanner", ComponentBanner],
    ["ComponentRecovering", ComponentRecovering],
    ["Spanish", Spanish],
  ] as const)("finds no axe violations in %s", async (_name, Story) => {
    render(<Story />);
    expect(await axeViolations()).toEqual([]);
  });

  it("finds no axe violations once the attempts are used up", async () => {
    const { container } = render(<PageNoAttemptsLeft />);
    await PageNoAttemptsLeft.play?.({ canvasElement: container, userEvent: userEvent.setup() });
    expect(await axeViolations()).toEqual([]);
  });

  it("finds no axe violations once the dashboard gave up retrying", async () => {
    vi.useFakeTimers();
    render(<DashboardFailed />);
    // Each retry's render schedules the next one, so time moves on in two steps.
    act(() => vi.advanceTimersByTime(2000));
    act(() => vi.advanceTimersByTime(2000));
    vi.useRealTimers();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("in a list of sections", () => {
  it("keeps the rest of the page when one section fails", () => {
    render(
      <main>
        <ErrorBoundary>
          <Thrower error={new Error("x")} />
        </ErrorBoundary>
        <p>Pricing</p>
      </main>,
    );
    expect(within(screen.getByRole("main")).getByText("Pricing")).toBeInTheDocument();
  });
});
