import type { TForwardingTest } from "@ringline/api-client";
import { Button } from "@ringline/react-widgets";
import { formatPhone } from "../../shared/format.js";
import { useTestCall } from "./forwarding-check.js";
import { describeFailure } from "./settings-form.js";

/** Where the first test call stands, in the owner's words. */
export function firstCallWords(test: TForwardingTest, number: string): string {
  const call = test.call;
  if (test.status === "waiting") {
    return test.placedByRingline
      ? "Simulated: calling your Ringline number from a test cell…"
      : `Waiting for your call to ${number}…`;
  }
  if (test.status === "arrived") return "Your call arrived. Your receptionist is picking up…";
  if (call?.ended) {
    return "That was your receptionist. The call is in your Call Logs, marked as a test: it never counts toward your minutes.";
  }
  return "Your receptionist answered. What is said appears here as it is said.";
}

/**
 * The first test, before any forwarding: the owner calls their Ringline number from their cell
 * and watches the call arrive, the greeting and the conversation as it happens. On the built-in
 * voice platform there is no phone network, so Ringline places the call from a test cell and
 * says that it did.
 */
export function FirstCallCheck({ number }: { number: string }) {
  const { start, test } = useTestCall("cell");
  const shown = formatPhone(number);
  return (
    <section className="forwarding-check first-call" aria-labelledby="first-call-title">
      <h2 id="first-call-title">Call your receptionist from your cell</h2>
      <p className="muted">
        Call <a href={`tel:${number}`}>{shown}</a> now and watch it answer.
      </p>
      <Button
        type="button"
        variant={test?.call?.ended ? "secondary" : "primary"}
        loading={start.isPending}
        pendingLabel="Starting…"
        onClick={() => start.mutate()}
      >
        {test ? "Watch for another call" : "Watch for my call"}
      </Button>
      {start.isError && (
        <p className="form-alert" role="alert">
          {describeFailure(start.error)}
        </p>
      )}
      {test && (
        <div
          className="forwarding-result"
          role="status"
          aria-live="polite"
          data-status={test.call?.ended ? "answered" : "waiting"}
        >
          <p>
            <strong>{firstCallWords(test, shown)}</strong>
          </p>
          {test.placedByRingline && (
            <p className="muted">
              The built-in voice platform has no phone network, so Ringline placed this call for
              you. With your live number, call it from your own phone.
            </p>
          )}
          {test.call && test.call.transcript.length > 0 && (
            <ol className="live-transcript" aria-label="What was said">
              {test.call.transcript.map((line, index) => (
                <li
                  // Lines are only ever added at the end.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the transcript only grows
                  key={index}
                  data-speaker={line.speaker}
                >
                  <span className="live-transcript-speaker">
                    {line.speaker === "receptionist" ? "Receptionist" : "Caller"}
                  </span>
                  {line.text}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
