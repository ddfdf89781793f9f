import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TForwardingTest, TTestCallKind } from "@ringline/api-client";
import { routeQueryOptions, useApiClient } from "@ringline/api-client/react";
import { Button } from "@ringline/react-widgets";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { i18n } from "../../shared/i18n/i18n.js";
import { describeFailure } from "./settings-form.js";

const WORDS: Record<TForwardingTest["status"], MessageDescriptor> = {
  waiting: msg`Waiting for a call to arrive at your Ringline number…`,
  arrived: msg`A call arrived at your Ringline number. Your receptionist is picking up…`,
  answered: msg`It works: the call arrived and your receptionist answered.`,
};

/** The same steps when Ringline placed the call itself: nothing was forwarded, so say so. */
const SIMULATED_WORDS: Record<TForwardingTest["status"], MessageDescriptor> = {
  waiting: msg`Simulated: placing a call to your Ringline number as if forwarded from your business line…`,
  arrived: msg`Simulated: the call reached your Ringline number. Your receptionist is picking up…`,
  answered: msg`Simulated: we called your Ringline number as if forwarded from your business line, and your receptionist answered.`,
};

/**
 * What the check says: only a call the owner made through their business line proves the
 * forwarding; a call Ringline placed itself (the built-in voice platform) is a simulation.
 */
export function forwardingWords(test: Pick<TForwardingTest, "status" | "placedByRingline">): {
  headline: string;
  note: string | null;
} {
  if (!test.placedByRingline) return { headline: i18n._(WORDS[test.status]), note: null };
  return {
    headline: i18n._(SIMULATED_WORDS[test.status]),
    note:
      test.status === "answered"
        ? i18n._(
            msg`This checks your receptionist, not your carrier's forwarding: once forwarding is on, call your business line from another phone to be sure.`,
          )
        : null,
  };
}

/** How long a test waits for a call before it stops asking (the test-call window). */
const WATCH_MS = 10 * 60_000;

/**
 * One test call: starts it, then follows it every second until it has ended (or nothing
 * arrived within ten minutes), so the page shows the call arrive and what is said as it is said.
 */
export function useTestCall(kind: TTestCallKind) {
  const api = useApiClient();
  const start = useMutation({ mutationFn: () => api.startForwardingTest({ kind }) });
  const since = start.data?.since;
  const follow = useQuery({
    ...routeQueryOptions(api, "getForwardingTest", { since: since ?? "" }),
    enabled: since !== undefined,
    refetchInterval: (query) =>
      // Measured on this device's clock from the tap: the server's may differ.
      query.state.data?.call?.ended || Date.now() - start.submittedAt > WATCH_MS ? false : 1000,
  });
  return { start, test: follow.data ?? start.data };
}

/**
 * One test call's panel: its heading and intro, the button that starts it (again), what went
 * wrong starting it, and, once started, `result` in a live region that follows the call.
 */
export function TestCallPanel({
  kind,
  title,
  intro,
  labels,
  done,
  result,
}: {
  kind: TTestCallKind;
  title: string;
  intro: ReactNode;
  labels: { start: string; again: string; pending: string };
  /** Whether the test reached its end (the button then turns secondary and says "again"). */
  done: (test: TForwardingTest) => boolean;
  result: (test: TForwardingTest) => ReactNode;
}) {
  const { start, test } = useTestCall(kind);
  const titleId = `test-call-${kind}`;
  return (
    <section className="forwarding-check" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className="muted">{intro}</p>
      <Button
        type="button"
        variant={test && done(test) ? "secondary" : "primary"}
        loading={start.isPending}
        pendingLabel={labels.pending}
        onClick={() => start.mutate()}
      >
        {test ? labels.again : labels.start}
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
          data-status={done(test) ? "answered" : test.status}
        >
          {result(test)}
        </div>
      )}
    </section>
  );
}

/**
 * "Test my forwarding": starts the check, then follows it until the call is answered. On the
 * product's built-in voice platform the call is placed for the owner; on the real network the
 * owner dials their business line from another phone.
 */
export function ForwardingCheck() {
  const { t } = useLingui();
  return (
    <TestCallPanel
      kind="forwarding"
      title={t`Test your forwarding`}
      intro={t`We check that a call to your business line arrives at your Ringline number and that your receptionist answers it.`}
      labels={{ start: t`Test my forwarding`, again: t`Test again`, pending: t`Calling…` }}
      done={(test) => test.status === "answered"}
      result={(test) => {
        const words = forwardingWords(test);
        const from = test.call?.from ?? t`an unknown number`;
        const to = test.call?.to;
        return (
          <>
            {!test.placedByRingline && test.status === "waiting" && (
              <p>
                <Trans>Call your business number from another phone now.</Trans>
              </p>
            )}
            <p>
              <strong>{words.headline}</strong>
            </p>
            {words.note && <p className="muted">{words.note}</p>}
            {test.call && (
              <p className="muted">
                <Trans>
                  From {from} to {to}
                </Trans>
                {test.call.greeting && <> · “{test.call.greeting}”</>}
              </p>
            )}
          </>
        );
      }}
    />
  );
}
