import { Trans, useLingui } from "@lingui/react/macro";
import {
  CHECKLIST_COMMON_QUESTIONS,
  type SetupChecklistItem,
  setupChecklist,
  type TReceptionist,
} from "@ringline/api-client";
import { routeQueryOptions, useApiClient } from "@ringline/api-client/react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@ringline/react-widgets";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { CheckIcon } from "../../components/icons.js";

/** Where "Hide this list" is remembered, per browser. */
export const CHECKLIST_HIDDEN_KEY = "ringline.setupChecklist.hidden";

function hiddenBefore(): boolean {
  try {
    return localStorage.getItem(CHECKLIST_HIDDEN_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * "Make Riley better": what onboarding's first pass left for later (a description, the website,
 * common questions, the calendar, an emergency contact, text alerts), each a link to where it is
 * done, until all are done or the owner hides the list.
 */
export function SetupChecklistCard() {
  const api = useApiClient();
  // Asked for only once the owner is live: a receptionist's first read makes its record.
  const me = useQuery(routeQueryOptions(api, "getMe"));
  const live = me.data?.onboardingStatus === "complete";
  const receptionist = useQuery({ ...routeQueryOptions(api, "getReceptionist"), enabled: live });
  const integrations = useQuery({ ...routeQueryOptions(api, "listIntegrations"), enabled: live });
  const [hidden, setHidden] = useState(hiddenBefore);
  if (hidden || !live || receptionist.data?.onboardingStep !== "complete") return null;
  return (
    <Checklist
      receptionist={receptionist.data}
      calendarConnected={
        integrations.data?.connections.some((item) => item.kind === "calendar") ?? false
      }
      onHide={() => {
        try {
          localStorage.setItem(CHECKLIST_HIDDEN_KEY, "1");
        } catch {}
        setHidden(true);
      }}
    />
  );
}

/**
 * An item's title and why it helps, in the page's language (the contract's texts are English);
 * `name` is the receptionist's.
 */
function useItemTexts(name: string, realEstate: boolean) {
  const { t } = useLingui();
  const minimum = CHECKLIST_COMMON_QUESTIONS;
  const texts: Record<SetupChecklistItem["id"], { title: string; detail: string }> = {
    "add-website": {
      title: realEstate ? t`Add your website and listings page` : t`Add your website`,
      detail: t`${name} reads it and answers callers' questions from it.`,
    },
    "describe-business": {
      title: t`Say what your business does`,
      detail: t`A few sentences ${name} uses to describe you to callers.`,
    },
    "common-questions": {
      title: t`Answer the questions callers ask most`,
      detail: t`At least ${minimum}, so ${name} answers them your way.`,
    },
    "connect-calendar": {
      title: realEstate ? t`Connect your calendar for showings` : t`Connect your calendar`,
      detail: t`${name} then books only the times you are free, straight into it.`,
    },
    "emergency-contact": {
      title: t`Name an emergency contact`,
      detail: t`Who ${name} passes an urgent caller to.`,
    },
    "text-alerts": {
      title: t`Get a text when it matters`,
      detail: t`A text to your phone for new leads, bookings or urgent calls.`,
    },
  };
  return (item: SetupChecklistItem) => texts[item.id];
}

function Checklist({
  receptionist,
  calendarConnected,
  onHide,
}: {
  receptionist: TReceptionist;
  calendarConnected: boolean;
  onHide: () => void;
}) {
  const { t } = useLingui();
  const { settings } = receptionist;
  const name = settings.aiName.trim() || t`your receptionist`;
  const textsOf = useItemTexts(name, settings.businessType === "real_estate");
  const items = setupChecklist(settings, { calendarConnected }).map((item) => ({
    ...item,
    ...textsOf(item),
  }));
  const done = items.filter((item) => item.done).length;
  const total = items.length;
  if (done === total) return null;
  return (
    <Card as="section" aria-labelledby="checklist-title" className="setup-checklist">
      <CardHeader>
        <CardTitle as="h2" id="checklist-title">
          <Trans>Make {name} better</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            {done} of {total} done. Each takes a minute, and {name} answers better for it.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <progress
          className="setup-checklist-progress"
          max={total}
          value={done}
          aria-label={t`${done} of ${total} done`}
        />
        <ul className="setup-checklist-items">
          {items.map((item) => (
            <li key={item.id} data-done={item.done}>
              <span className="setup-checklist-mark" aria-hidden="true">
                {item.done ? <CheckIcon /> : null}
              </span>
              <span className="setup-checklist-text">
                {item.done ? (
                  <>
                    <span>{item.title}</span>{" "}
                    <Badge variant="success">
                      <Trans>Done</Trans>
                    </Badge>
                  </>
                ) : (
                  <Link to={item.href}>{item.title}</Link>
                )}
                <span className="setup-checklist-detail">{item.detail}</span>
              </span>
            </li>
          ))}
        </ul>
        <Button type="button" variant="ghost" size="sm" onClick={onHide}>
          <Trans>Hide this list</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
