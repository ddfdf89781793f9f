import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TForwardingTest } from "@ringline/api-client";
import { formatPhone } from "../../shared/format.js";
import { i18n } from "../../shared/i18n/i18n.js";
import { TestCallPanel } from "./forwarding-check.js";

/** Where the first test call stands, in the owner's words. */
export function firstCallWords(test: TForwardingTest, number: string): string {
  const call = test.call;
  if (test.status === "waiting") {
    return test.placedByRingline
      ? i18n._(msg`Simulated: calling your Ringline number from a test cell…`)
      : i18n._(msg`Waiting for your call to ${number}…`);
  }
  if (test.status === "arrived") {
    return i18n._(msg`Your call arrived. Your receptionist is picking up…`);
  }
  if (call?.ended) {
    return i18n._(
      msg`That was your receptionist. The call is in your Call Logs, marked as a test: it never counts toward your minutes.`,
    );
  }
  return i18n._(msg`Your receptionist answered. What is said appears here as it is said.`);
}

/**
 * The first test, before any forwarding: the owner calls their Ringline number from their cell
 * and watches the call arrive, the greeting and the conversation as it happens. On the built-in
 * voice platform there is no phone network, so Ringline places the call from a test cell and
 * says that it did.
 */
export function FirstCallCheck({ number }: { number: string }) {
  const { t } = useLingui();
  const shown = formatPhone(number);
  const dial = `tel:${number}`;
  return (
    <TestCallPanel
      kind="cell"
      title={t`Call your receptionist from your cell`}
      intro={
        <Trans>
          Call <a href={dial}>{shown}</a> now and watch it answer.
        </Trans>
      }
      labels={{
        start: t`Watch for my call`,
        again: t`Watch for another call`,
        pending: t`Starting…`,
      }}
      done={(test) => test.call?.ended === true}
      result={(test) => (
        <>
          <p>
            <strong>{firstCallWords(test, shown)}</strong>
          </p>
          {test.placedByRingline && (
            <p className="muted">
              <Trans>
                The built-in voice platform has no phone network, so Ringline placed this call for
                you. With your live number, call it from your own phone.
              </Trans>
            </p>
          )}
          {test.call && test.call.transcript.length > 0 && (
            <ol className="live-transcript" aria-label={t`What was said`}>
              {test.call.transcript.map((line, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the transcript only grows, at its end
                  key={index}
                  data-speaker={line.speaker}
                >
                  <span className="live-transcript-speaker">
                    {line.speaker === "receptionist" ? t`Receptionist` : t`Caller`}
                  </span>
                  {line.text}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    />
  );
}
