import { Trans, useLingui } from "@lingui/react/macro";
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
  const { t } = useLingui();
  const impersonation = api.getImpersonation();
  if (!impersonation) return null;
  const { customerName, customerEmail } = impersonation;
  return (
    <section className="impersonation-banner" aria-label={t`Impersonation`}>
      <p>
        <Trans>
          You are acting as <strong>{customerName}</strong> ({customerEmail}).
        </Trans>
      </p>
      <Button
        size="sm"
        variant="secondary"
        loading={stopping}
        pendingLabel={t`Stopping…`}
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
        <Trans>Stop impersonating</Trans>
      </Button>
    </section>
  );
}
