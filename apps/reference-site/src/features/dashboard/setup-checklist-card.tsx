import { setupChecklist, type TReceptionist } from "@ringline/api-client";
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

function Checklist({
  receptionist,
  calendarConnected,
  onHide,
}: {
  receptionist: TReceptionist;
  calendarConnected: boolean;
  onHide: () => void;
}) {
  const items = setupChecklist(receptionist.settings, { calendarConnected });
  const done = items.filter((item) => item.done).length;
  if (done === items.length) return null;
  const name = receptionist.settings.aiName.trim() || "your receptionist";
  return (
    <Card as="section" aria-labelledby="checklist-title" className="setup-checklist">
      <CardHeader>
        <CardTitle as="h2" id="checklist-title">
          Make {name} better
        </CardTitle>
        <CardDescription>
          {done} of {items.length} done. Each takes a minute, and {name} answers better for it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <progress
          className="setup-checklist-progress"
          max={items.length}
          value={done}
          aria-label={`${done} of ${items.length} done`}
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
                    <span>{item.title}</span> <Badge variant="success">Done</Badge>
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
          Hide this list
        </Button>
      </CardContent>
    </Card>
  );
}
