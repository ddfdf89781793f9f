import type { ApiClient } from "@ringline/api-client";
import { useEffect, useState } from "react";

type DashboardState =
  | { status: "loading" }
  | { status: "signed-in"; firstName: string }
  | { status: "signed-out" };

/**
 * The owner's dashboard. For now it greets the signed-in owner and leaves the rest to the chat
 * assistant (dashboard mode); call logs, settings and billing come with the dashboard work.
 */
export function DashboardPage({ client }: { client: Pick<ApiClient, "getMe"> }) {
  const [state, setState] = useState<DashboardState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    client.getMe().then(
      (user) => current && setState({ status: "signed-in", firstName: user.firstName }),
      () => current && setState({ status: "signed-out" }),
    );
    return () => {
      current = false;
    };
  }, [client]);

  return (
    <section
      className="section"
      aria-labelledby="dashboard-title"
      aria-busy={state.status === "loading"}
    >
      <p className="eyebrow">Dashboard</p>
      <h1 id="dashboard-title">
        {state.status === "signed-in" ? `Welcome back, ${state.firstName}` : "Your dashboard"}
      </h1>
      {state.status === "loading" && <p role="status">Loading your account…</p>}
      {state.status === "signed-out" && (
        <p role="status">Please sign in to see your calls, minutes and settings.</p>
      )}
      {state.status === "signed-in" && (
        <p className="lead">
          Ask the assistant in the corner about your AI receptionist, your calls and your minutes
          this period.
        </p>
      )}
    </section>
  );
}
