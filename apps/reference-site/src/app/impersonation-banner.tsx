import { useApiClient } from "@ringline/api-client/react/provider";
import { Button } from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import "../styles/impersonation-banner.css";

/**
 * While an administrator acts as a customer, every page says so, and one click ends it and
 * goes back to the customer in the back office.
 */
export function ImpersonationBanner() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [stopping, setStopping] = useState(false);
  const impersonation = api.getImpersonation();
  if (!impersonation) return null;
  return (
    <section className="impersonation-banner" aria-label="Impersonation">
      <p>
        You are acting as <strong>{impersonation.customerName}</strong> (
        {impersonation.customerEmail}).
      </p>
      <Button
        size="sm"
        variant="secondary"
        loading={stopping}
        pendingLabel="Stopping…"
        onClick={async () => {
          setStopping(true);
          try {
            await api.stopImpersonation();
          } catch {
            // The client forgets the impersonation whatever the answer.
          }
          queryClient.clear();
          setStopping(false);
          navigate(`/admin/customers/${impersonation.customerId}`);
        }}
      >
        Stop impersonating
      </Button>
    </section>
  );
}
