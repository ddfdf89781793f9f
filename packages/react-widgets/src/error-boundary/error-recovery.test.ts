import { ApiError, type TClientErrorReportInput, ZClientErrorReport } from "@ringline/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createErrorRecovery,
  type ErrorBoundaryLevel,
  isRecoverableError,
} from "./error-recovery.js";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const NOW = new Date("2026-11-21T10:00:00.000Z");

function recoveryFor(level: ErrorBoundaryLevel) {
  const report = vi.fn<(report: TClientErrorReportInput) => unknown>();
  const onRetry = vi.fn();
  const recovery = createErrorRecovery({ level, report, onRetry, now: () => NOW });
  return { recovery, report, onRetry };
}

const crash = () => new RangeError("Invalid time value");
const networkFailure = () => new TypeError("Failed to fetch");

describe("isRecoverableError", () => {
  it.each([
    [
      "a webpack chunk",
      Object.assign(new Error("Loading chunk 42 failed."), { name: "ChunkLoadError" }),
    ],
    ["a Vite chunk", new TypeError("Failed to fetch dynamically imported module: /a.js")],
    ["a Safari module", new TypeError("Importing a module script failed.")],
    ["a V8 property read", new TypeError("Cannot read properties of undefined (reading 'plan')")],
    ["an old V8 property read", new TypeError("Cannot read property 'plan' of undefined")],
    ["a Safari property read", new TypeError("undefined is not an object (evaluating 'a.plan')")],
    ["a Chrome fetch", new TypeError("Failed to fetch")],
    ["a Firefox fetch", new TypeError("NetworkError when attempting to fetch resource.")],
    ["a Safari fetch", new TypeError("Load failed")],
    ["a thrown string", "Network request failed"],
  ])("recognizes %s", (_kind, error) => {
    expect(isRecoverableError(error)).toBe(true);
  });

  it.each([
    ["a range error", crash()],
    ["a read of null", new TypeError("Cannot read properties of null (reading 'plan')")],
    ["a plain object", { message: "nope" }],
    ["null", null],
  ])("does not retry %s", (_kind, error) => {
    expect(isRecoverableError(error)).toBe(false);
  });
});

describe("createErrorRecovery reports", () => {
  it.each([
    ["critical", "app", "critical"],
    ["page", "page", "high"],
    ["dashboard", "section", "medium"],
    ["component", "component", "low"],
  ] as const)(
    "reports a %s error from boundary %s with severity %s",
    (level, boundary, severity) => {
      const { recovery, report } = recoveryFor(level);

      recovery.capture(crash(), "\n    at Plans");

      const [sent] = report.mock.calls[0] ?? [];
      expect(sent).toMatchObject({
        boundary,
        severity,
        message: "Invalid time value",
        componentStack: "\n    at Plans",
        url: window.location.href,
        userAgent: navigator.userAgent,
        occurredAt: NOW.toISOString(),
        metadata: { level, recoverable: false, attempt: 0 },
      });
      expect(sent?.stack).toContain("RangeError: Invalid time value");
      expect(ZClientErrorReport.safeParse(sent).success).toBe(true);
      const reference = (sent?.metadata as { reference?: string } | undefined)?.reference;
      expect(reference).toMatch(
        new RegExp(`^ERR-CLIENT_${level.toUpperCase()}-20261121-[A-Z2-9]{6}$`),
      );
      expect(recovery.getSnapshot().errorId).toBe(reference);
    },
  );

  it("sends a report the contract accepts for odd errors", () => {
    const { recovery, report } = recoveryFor("component");
    recovery.capture(new Error(""));
    recovery.retry();
    recovery.capture(undefined);
    recovery.retry();
    recovery.capture(new Error("x".repeat(5000)));

    const sent = report.mock.calls.map(([payload]) => payload);
    expect(sent.map((payload) => payload.message.length)).toEqual([5, 9, 2000]);
    for (const payload of sent) expect(ZClientErrorReport.safeParse(payload).success).toBe(true);
  });

  it("keeps the catalogue code of an API error", () => {
    const { recovery, report } = recoveryFor("page");
    recovery.capture(ApiError.fromCode("API_DATABASE_ERROR", 500));
    expect(report.mock.calls[0]?.[0].errorCode).toBe("API_DATABASE_ERROR");
  });

  it("names the wrapped part", () => {
    const report = vi.fn<(report: TClientErrorReportInput) => unknown>();
    createErrorRecovery({ level: "dashboard", component: "CallLog", report }).capture(crash());
    expect(report.mock.calls[0]?.[0].component).toBe("CallLog");
  });

  it("sends the server's group id with the next report of the same boundary", async () => {
    const report = vi.fn(async (_report: TClientErrorReportInput) => ({
      success: true,
      errorId: "grp_42",
      occurrenceCount: 1,
    }));
    const recovery = createErrorRecovery({ level: "page", report });
    recovery.capture(crash());
    await vi.runAllTimersAsync();
    recovery.retry();
    recovery.capture(crash());

    expect(report.mock.calls[0]?.[0].errorId).toBeUndefined();
    expect(report.mock.calls[1]?.[0].errorId).toBe("grp_42");
  });

  it("gives each error its own id and counts the retries before it", () => {
    const { recovery, report } = recoveryFor("page");
    recovery.capture(crash());
    recovery.retry();
    recovery.capture(crash());

    const [first, second] = report.mock.calls.map(([sent]) => sent?.metadata);
    expect(first?.reference).not.toBe(second?.reference);
    expect(second?.attempt).toBe(1);
  });

  it("keeps working when the report throws or rejects", async () => {
    const throwing = createErrorRecovery({
      level: "page",
      report: () => {
        throw new Error("offline");
      },
    });
    const rejecting = createErrorRecovery({
      level: "page",
      report: () => Promise.reject(new Error("offline")),
    });

    expect(() => throwing.capture(crash())).not.toThrow();
    rejecting.capture(crash());
    await vi.runAllTimersAsync();
    expect(throwing.getSnapshot().status).toBe("failed");
    expect(rejecting.getSnapshot().status).toBe("failed");
  });
});

describe("createErrorRecovery retries", () => {
  it("waits for the visitor on an error a retry does not fix", () => {
    const { recovery, onRetry } = recoveryFor("page");
    recovery.capture(crash());

    vi.advanceTimersByTime(60_000);
    expect(recovery.getSnapshot()).toMatchObject({ status: "failed", attempts: 0 });

    recovery.retry();
    expect(recovery.getSnapshot()).toMatchObject({ status: "idle", attempts: 1, generation: 1 });
    expect(onRetry).toHaveBeenCalledWith({ attempt: 1, automatic: false });
  });

  it("ignores retry while the children are rendering", () => {
    const { recovery } = recoveryFor("page");
    recovery.retry();
    expect(recovery.getSnapshot()).toMatchObject({ attempts: 0, generation: 0 });
  });

  it("retries a recoverable error automatically after exactly 3 s", () => {
    const { recovery, onRetry } = recoveryFor("component");
    recovery.capture(networkFailure());
    expect(recovery.getSnapshot()).toMatchObject({ status: "recovering", recoverable: true });

    vi.advanceTimersByTime(2999);
    expect(recovery.getSnapshot().status).toBe("recovering");
    vi.advanceTimersByTime(1);
    expect(recovery.getSnapshot()).toMatchObject({ status: "idle", attempts: 1, generation: 1 });
    expect(onRetry).toHaveBeenCalledWith({ attempt: 1, automatic: true });
  });

  it("stops retrying a recoverable error after 3 attempts", () => {
    const { recovery } = recoveryFor("critical");
    for (let attempt = 0; attempt < 3; attempt += 1) {
      recovery.capture(networkFailure());
      vi.advanceTimersByTime(3000);
    }
    recovery.capture(networkFailure());
    vi.advanceTimersByTime(60_000);

    expect(recovery.getSnapshot()).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("retries any dashboard error twice, 2 s apart, then waits for the visitor", () => {
    const { recovery, onRetry } = recoveryFor("dashboard");
    recovery.capture(crash());
    expect(recovery.getSnapshot().status).toBe("recovering");

    vi.advanceTimersByTime(1999);
    expect(onRetry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onRetry).toHaveBeenLastCalledWith({ attempt: 1, automatic: true });

    recovery.capture(crash());
    vi.advanceTimersByTime(2000);
    expect(onRetry).toHaveBeenLastCalledWith({ attempt: 2, automatic: true });

    recovery.capture(crash());
    expect(recovery.getSnapshot()).toMatchObject({ status: "failed", automaticRetries: 2 });
    vi.advanceTimersByTime(60_000);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it("lets a manual retry cancel the scheduled one", () => {
    const { recovery, onRetry } = recoveryFor("dashboard");
    recovery.capture(crash());
    recovery.retry();
    vi.advanceTimersByTime(10_000);

    expect(onRetry).toHaveBeenCalledExactlyOnceWith({ attempt: 1, automatic: false });
  });

  it("forgets the error and the attempts on reset", () => {
    const { recovery } = recoveryFor("component");
    recovery.capture(networkFailure());
    recovery.reset();
    vi.advanceTimersByTime(10_000);

    expect(recovery.getSnapshot()).toMatchObject({
      status: "idle",
      attempts: 0,
      errorId: undefined,
      generation: 1,
    });
  });

  it("cancels a scheduled retry when disposed", () => {
    const { recovery, onRetry } = recoveryFor("component");
    recovery.capture(networkFailure());
    recovery.dispose();
    vi.advanceTimersByTime(10_000);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
