import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Button } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import "../../styles/walkthrough.css";
import { formatPhone } from "../../shared/format.js";

/** A stop of the tour: what it says and the thing on the page it points at. */
interface Stop {
  title: MessageDescriptor;
  text: (number: string) => MessageDescriptor;
  /** The element the stop is about (a tab, a card); the card sits under it. */
  target: string;
}

const tab = (href: string) => `.dashboard-tabs a[href="${href}"]`;

export const WALKTHROUGH_STOPS: readonly Stop[] = [
  {
    title: msg`Your receptionist is live`,
    text: (number) =>
      msg`Calls forwarded to ${number} are answered around the clock. This list shows what would make your receptionist better.`,
    target: "#checklist-title",
  },
  {
    title: msg`AI Settings`,
    text: () =>
      msg`Change the greeting, voice, goals and what your receptionist knows. Every save is a version you can restore, and you can call your receptionist from there.`,
    target: tab("/dashboard/ai-settings"),
  },
  {
    title: msg`Call Logs`,
    text: () =>
      msg`Every call with its recording, transcript and the leads it captured. New calls appear here by themselves.`,
    target: tab("/dashboard/call-logs"),
  },
  {
    title: msg`Profile and Billing`,
    text: () => msg`Your account here on Profile; your plan, minutes and invoices under Billing.`,
    target: tab("/dashboard/billing"),
  },
];

/** Where the card goes on a wide screen: under its target (over it when there is no room). */
interface Placement {
  top: number;
  left: number;
  arrowLeft: number;
  side: "below" | "above";
}

const GAP = 12;
const EDGE = 16;

/** The target once it is on the page (a tab at once, a card once its page has loaded). */
function useTarget(selector: string): HTMLElement | null {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const find = () => document.querySelector<HTMLElement>(selector);
    const found = find();
    setTarget(found);
    if (found) return;
    const observer = new MutationObserver(() => {
      const appeared = find();
      if (!appeared) return;
      observer.disconnect();
      setTarget(appeared);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selector]);
  return target;
}

/**
 * Marks the stop's target (a ring around it), brings it into view (a tab scrolled into its
 * bar on a phone) and answers where the card goes beside it; `null` without the target on the
 * page, or on a phone, where the card is a sheet at the bottom.
 */
function usePointAt(selector: string, card: React.RefObject<HTMLElement | null>) {
  const target = useTarget(selector);
  const [placement, setPlacement] = useState<Placement | null>(null);
  useLayoutEffect(() => {
    if (!target) {
      setPlacement(null);
      return;
    }
    target.classList.add("tour-target");
    // (jsdom has no scrolling.)
    target.scrollIntoView?.({ block: "nearest", inline: "center" });
    const place = () => {
      const box = target.getBoundingClientRect();
      const width = card.current?.offsetWidth ?? 0;
      const height = card.current?.offsetHeight ?? 0;
      const wide = window.matchMedia?.("(min-width: 40rem)").matches ?? window.innerWidth >= 640;
      if (!wide || width === 0) return setPlacement(null);
      const left = Math.min(
        Math.max(EDGE, box.left + box.width / 2 - width / 2),
        window.innerWidth - width - EDGE,
      );
      const fitsBelow = box.bottom + GAP + height <= window.innerHeight;
      const above = !fitsBelow && box.top - GAP - height >= 0;
      setPlacement({
        top: (above ? box.top - GAP - height : box.bottom + GAP) + window.scrollY,
        left: left + window.scrollX,
        arrowLeft: Math.min(Math.max(box.left + box.width / 2 - left, 24), width - 24),
        side: above ? "above" : "below",
      });
    };
    place();
    window.addEventListener("resize", place);
    return () => {
      target.classList.remove("tour-target");
      window.removeEventListener("resize", place);
    };
  }, [target, card]);
  return placement;
}

/**
 * The dashboard's first-visit walkthrough: once the receptionist is live and until the owner
 * finishes or skips it (`walkthroughCompleted`), four stops, each a card under the thing it
 * is about (the setup checklist, then the tabs), ringed on the page; on a phone the card is a
 * sheet at the bottom and the tab is scrolled into view above it. The page stays usable (the
 * card is not modal); Escape or "Skip tour" ends it. The dashboard layout mounts it.
 */
export function DashboardWalkthrough() {
  const { t } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const receptionist = useRouteQuery("getReceptionist");
  const [stop, setStop] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const done = useMutation({
    mutationFn: () => api.completeWalkthrough(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf("getReceptionist") }),
  });
  const data = receptionist.data;
  if (!data || data.walkthroughCompleted || data.aiStatus !== "active" || dismissed) return null;
  const finish = () => {
    setDismissed(true);
    done.mutate();
  };
  const number = data.phone ? formatPhone(data.phone.number) : t`your Ringline number`;
  return (
    <TourCard
      key={stop}
      stop={stop}
      number={number}
      onBack={() => setStop(stop - 1)}
      onNext={() => (stop === WALKTHROUGH_STOPS.length - 1 ? finish() : setStop(stop + 1))}
      onSkip={finish}
    />
  );
}

function TourCard({
  stop,
  number,
  onBack,
  onNext,
  onSkip,
}: {
  stop: number;
  number: string;
  onBack: () => void;
  onNext: () => void;
  onSkip: () => void;
}) {
  const { i18n } = useLingui();
  const current = WALKTHROUGH_STOPS[stop] ?? (WALKTHROUGH_STOPS[0] as Stop);
  const stopNumber = stop + 1;
  const stopCount = WALKTHROUGH_STOPS.length;
  const last = stop === WALKTHROUGH_STOPS.length - 1;
  const card = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const placement = usePointAt(current.target, card);
  // Each stop takes focus, so a keyboard or screen-reader user hears it and its buttons.
  useEffect(() => {
    card.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={card}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="walkthrough"
      data-side={placement?.side}
      style={
        placement
          ? ({
              top: placement.top,
              left: placement.left,
              "--walkthrough-arrow": `${placement.arrowLeft}px`,
            } as React.CSSProperties)
          : undefined
      }
      onKeyDown={(event) => {
        if (event.key === "Escape") onSkip();
      }}
    >
      <p className="walkthrough-count">
        <Trans>
          {stopNumber} of {stopCount}
        </Trans>
      </p>
      <h2 id={titleId} className="walkthrough-title">
        {i18n._(current.title)}
      </h2>
      <p>{i18n._(current.text(number))}</p>
      <div className="step-actions">
        <Button type="button" variant="ghost" onClick={onSkip}>
          <Trans>Skip tour</Trans>
        </Button>
        <div className="button-row">
          {stop > 0 && (
            <Button type="button" variant="secondary" onClick={onBack}>
              <Trans>Back</Trans>
            </Button>
          )}
          <Button type="button" onClick={onNext}>
            {last ? <Trans>Done</Trans> : <Trans>Next</Trans>}
          </Button>
        </div>
      </div>
    </div>
  );
}
