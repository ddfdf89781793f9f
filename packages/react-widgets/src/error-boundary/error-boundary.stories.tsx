import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { ErrorBoundary, type ErrorBoundaryProps } from "./error-boundary.js";
import type { ReportClientError } from "./error-recovery.js";

/** The errors a story's child can throw. */
const ERRORS = {
  crash: () => new RangeError("Invalid time value"),
  chunk: () => new Error("Failed to fetch dynamically imported module: /assets/pricing-4f2a.js"),
  network: () => new TypeError("Failed to fetch"),
  "undefined-property": () =>
    new TypeError("Cannot read properties of undefined (reading 'minutes')"),
} as const;

type ErrorKind = keyof typeof ERRORS;

type ErrorBoundaryExampleProps = Omit<ErrorBoundaryProps, "children"> & {
  /** What the child throws. */
  errorKind: ErrorKind;
  /** How many renders of the child throw before it works; `Infinity` never works. */
  failures: number;
};

function Plans({
  attempt,
  failures,
  errorKind,
}: {
  attempt: number;
  failures: number;
  errorKind: ErrorKind;
}) {
  if (attempt < failures) throw ERRORS[errorKind]();
  return <p>Your plan: Growth, 1,000 minutes a month.</p>;
}

/**
 * A boundary around a child that throws for its first `failures` renders. The attempt
 * count comes from the boundary's own retry event, so React re-running a render does not
 * use up a failure.
 */
function ErrorBoundaryExample({
  errorKind,
  failures,
  onEvent,
  ...props
}: ErrorBoundaryExampleProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      {...props}
      onEvent={(name, properties) => {
        if (name === "error_boundary_retried") {
          setAttempt((properties as { attempt: number }).attempt);
        }
        onEvent?.(name, properties);
      }}
    >
      <Plans attempt={attempt} failures={failures} errorKind={errorKind} />
    </ErrorBoundary>
  );
}

/** Stories send nothing; tests pass a spy. */
const keepReport: ReportClientError = () => {};

const meta = {
  title: "Widgets/Error boundary",
  component: ErrorBoundaryExample,
  args: {
    level: "component",
    errorKind: "crash",
    failures: Number.POSITIVE_INFINITY,
    report: keepReport,
    onReload: () => {},
    homeHref: "/",
  },
  argTypes: {
    level: { control: "inline-radio", options: ["critical", "page", "dashboard", "component"] },
    errorKind: { control: "inline-radio", options: Object.keys(ERRORS) },
    report: { control: false },
    onReload: { control: false },
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ErrorBoundaryExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole application failed: reload, go home, or copy the error id for support. */
export const Critical: Story = { args: { level: "critical" } };

/** A page failed: 'Try Again' with 3 of 3 attempts left. */
export const Page: Story = { args: { level: "page" } };

/** A page that failed three retries: only 'Go Home' is left. */
export const PageNoAttemptsLeft: Story = {
  args: { level: "page" },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await userEvent.click(await canvas.findByRole("button", { name: /Try Again|Intentar/ }));
    }
    await expect(canvas.queryByRole("button", { name: /Try Again|Intentar/ })).toBeNull();
  },
};

/** The dashboard retries twice on its own, 2 s apart, announcing 'Recovering...'. */
export const DashboardRecovering: Story = { args: { level: "dashboard" } };

/** The dashboard after both automatic retries failed: 'Try Again' and 'Refresh Page'. */
export const DashboardFailed: Story = {
  args: { level: "dashboard" },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector(".rl-error__status")?.textContent).toBe(""),
      { timeout: 6000 },
    );
  },
};

/** One section failed: a banner with 'Retry' and 'Refresh Page'. */
export const ComponentBanner: Story = {};

/** A chunk failed to load: recoverable, so it is retried after 3 s ('Recovering...'). */
export const ComponentRecovering: Story = { args: { errorKind: "chunk" } };

/** A network error that goes away: the section comes back by itself after 3 s. */
export const Recovered: Story = { args: { errorKind: "network", failures: 1 } };

/** The critical fallback in Spanish. */
export const Spanish: Story = { args: { level: "critical", locale: "es" } };
