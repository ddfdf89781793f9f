import { Trans, useLingui } from "@lingui/react/macro";
import type { TCheckoutRequestInput } from "@ringline/api-client";
import { Button, LinkButton } from "@ringline/react-widgets";
import { Link } from "react-router";
import { FormAlert } from "../forms/form-alert.js";
import { useStartCheckout } from "./use-start-checkout.js";

/**
 * The button that opens the payment provider's page for `input`, with the failure above it; an
 * account that already pays is sent to Billing instead.
 */
export function ContinueToPayment({
  input,
  fullWidth = true,
}: {
  input: TCheckoutRequestInput;
  fullWidth?: boolean;
}) {
  const checkout = useStartCheckout();
  const { t } = useLingui();
  if (checkout.error?.code === "PAYMENT_ALREADY_SUBSCRIBED") {
    return (
      <>
        <FormAlert message={checkout.error.message} />
        <LinkButton href="/dashboard/billing" linkComponent={Link} fullWidth={fullWidth}>
          <Trans>Go to Billing</Trans>
        </LinkButton>
      </>
    );
  }
  return (
    <>
      <FormAlert message={checkout.error?.message} />
      <Button
        fullWidth={fullWidth}
        size="lg"
        loading={checkout.pending}
        pendingLabel={t`Opening secure payment...`}
        onClick={() => checkout.start(input)}
      >
        <Trans>Continue to payment</Trans>
      </Button>
    </>
  );
}
