import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Button, Dialog } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import "../../styles/receptionist.css";
import { formatPhone } from "../../shared/format.js";

const STOPS = [
  {
    title: "Your receptionist is live",
    text: (number: string) =>
      `Calls forwarded to ${number} are answered around the clock, in English or Spanish.`,
  },
  {
    title: "AI Settings",
    text: () =>
      "Change the greeting, voice, goals and what your receptionist knows. Every save is a version you can restore, and you can call your receptionist from there.",
  },
  {
    title: "Call Logs",
    text: () => "Every call with its recording, transcript and the leads it captured.",
  },
  {
    title: "Profile and Billing",
    text: () => "Your account, your plan and your invoices.",
  },
] as const;

/**
 * The dashboard's first-visit walkthrough: once the receptionist is live and until the owner
 * finishes or skips it (`walkthroughCompleted`), a short tour of the tabs. The dashboard
 * layout mounts it.
 */
export function DashboardWalkthrough() {
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
  const current = STOPS[stop] ?? STOPS[0];
  const last = stop === STOPS.length - 1;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) finish();
      }}
      title={current.title}
      description={`${stop + 1} of ${STOPS.length}`}
      className="walkthrough"
    >
      <p>{current.text(data.phone ? formatPhone(data.phone.number) : "your Ringline number")}</p>
      <div className="step-actions">
        <Button type="button" variant="ghost" onClick={finish}>
          Skip tour
        </Button>
        <div className="button-row">
          {stop > 0 && (
            <Button type="button" variant="secondary" onClick={() => setStop(stop - 1)}>
              Back
            </Button>
          )}
          <Button type="button" onClick={() => (last ? finish() : setStop(stop + 1))}>
            {last ? "Done" : "Next"}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
