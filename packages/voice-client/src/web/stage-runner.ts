// How one named start stage runs (spec 4.2): it reports started, then completed or failed
// with its duration on `call-start-progress`, honours the start's `AbortSignal`, and wraps
// a failure with the stage and the `error` type it stands for.

import { serializeError } from "./errors.js";
import type { CallStartProgressEvent, WebCallErrorType, WebCallStage } from "./events.js";

/**
 * The time as the call's events carry it.
 *
 * @example
 * ```ts
 * timestamp(); // "2026-11-24T13:49:00.000Z"
 * ```
 */
export function timestamp(): string {
  return new Date().toISOString();
}

/**
 * A stage failed: which one, the `error` event type it maps to, and why.
 *
 * @example
 * ```ts
 * throw new StageFailure("daily-call-join", "daily-call-join-error", new Error("room is full"));
 * ```
 */
export class StageFailure extends Error {
  constructor(
    readonly stage: WebCallStage,
    readonly type: WebCallErrorType,
    override readonly cause: unknown,
  ) {
    super(serializeError(cause).message);
  }
}

/**
 * Where a stage reports: progress events, and the stage now running.
 *
 * @example
 * ```ts
 * const reporter: StageReporter = { progress: (event) => log(event), enter: (stage) => show(stage) };
 * ```
 */
export interface StageReporter {
  progress(event: CallStartProgressEvent): void;
  enter(stage: WebCallStage): void;
}

/**
 * A progress event, with `duration` and `metadata` only when given.
 *
 * @example
 * ```ts
 * progressEvent("validation", "failed", undefined, { reason: "already-started" });
 * ```
 */
export function progressEvent(
  stage: string,
  status: CallStartProgressEvent["status"],
  duration?: number,
  metadata?: Record<string, unknown>,
): CallStartProgressEvent {
  const event: CallStartProgressEvent = { stage, status, timestamp: timestamp() };
  if (duration !== undefined) event.duration = duration;
  if (metadata !== undefined) event.metadata = metadata;
  return event;
}

/**
 * Runs one stage: refuses to start when the start was cancelled, reports it, and throws a
 * {@link StageFailure} when it fails (or is cancelled while running).
 *
 * @example
 * ```ts
 * const answer = await runStage(reporter, signal, "web-call-creation", "start-method-error", () => post());
 * ```
 */
export async function runStage<T>(
  reporter: StageReporter,
  signal: AbortSignal,
  stage: WebCallStage,
  errorType: WebCallErrorType,
  run: () => T | Promise<T>,
  metadata?: Record<string, unknown>,
): Promise<T> {
  signal.throwIfAborted();
  reporter.enter(stage);
  reporter.progress(progressEvent(stage, "started"));
  const startedAt = Date.now();
  try {
    const result = await run();
    signal.throwIfAborted();
    reporter.progress(progressEvent(stage, "completed", Date.now() - startedAt, metadata));
    return result;
  } catch (error) {
    reporter.progress(
      progressEvent(stage, "failed", Date.now() - startedAt, {
        error: serializeError(error).message,
      }),
    );
    throw new StageFailure(stage, errorType, error);
  }
}

/**
 * Waits `ms`, or rejects with the signal's reason when it is aborted first.
 *
 * @example
 * ```ts
 * await sleep(1000, controller.signal);
 * ```
 */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
