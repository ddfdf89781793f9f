import { Trans, useLingui } from "@lingui/react/macro";
import { resolveError, type TSubscription } from "@ringline/api-client";
import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import { Button, Dialog, LinkButton, toast } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatDate } from "../../shared/format.js";
import { goTo } from "../../shared/go-to.js";
import { activeLocale } from "../../shared/i18n/i18n.js";
import { useIdempotentAction } from "../../shared/use-idempotent-action.js";

function useBillingMutation<Answer>(
  run: () => Promise<Answer>,
  onDone: (answer: Answer) => void | Promise<void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      await onDone(answer);
      await queryClient.invalidateQueries({ queryKey: queryKeyOf("getSubscription") });
    },
    onError: (error) => {
      const { title, message } = resolveError(error);
      toast({ title, description: message, variant: "error" });
    },
  });
}

/**
 * What the customer can do with the subscription: change plan, update the card in the
 * provider's portal, cancel at the period's end (after confirming) or keep it after all.
 */
export function BillingActions({ subscription }: { subscription: TSubscription }) {
  const zone = useBusinessTimeZone();
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const cancelling = useIdempotentAction();
  const resuming = useIdempotentAction();
  const portal = useBillingMutation(
    () => api.createPortalSession(),
    (answer) => goTo(answer.url, navigate),
  );
  const cancel = useBillingMutation(
    () => cancelling.run((idempotencyKey) => api.cancelSubscription(undefined, { idempotencyKey })),
    () => {
      setConfirming(false);
      toast({
        title: t`Subscription cancelled`,
        description: t`It stays active until the end of the period you paid for.`,
        variant: "success",
      });
    },
  );
  const resume = useBillingMutation(
    () => resuming.run((idempotencyKey) => api.resumeSubscription(undefined, { idempotencyKey })),
    () => {
      toast({
        title: t`Subscription kept`,
        description: t`It renews as before.`,
        variant: "success",
      });
    },
  );
  const ends = subscription.currentPeriodEnd
    ? formatDate(subscription.currentPeriodEnd, zone)
    : undefined;
  const keepsAnswering = ends
    ? t`Your AI receptionist keeps answering until ${ends}. You will not be charged again.`
    : t`Your AI receptionist keeps answering until the end of this period. You will not be charged again.`;
  const changePath = `/upgrade-checkout?plan=${subscription.plan}&billing=${subscription.billing}`;
  return (
    <div className="card-actions">
      <LinkButton href={changePath} linkComponent={Link}>
        <Trans>Change plan</Trans>
      </LinkButton>
      <Button
        variant="secondary"
        loading={portal.isPending || portal.isSuccess}
        pendingLabel={t`Opening...`}
        onClick={() => portal.mutate()}
      >
        <Trans>Update card</Trans>
      </Button>
      {subscription.cancelAtPeriodEnd ? (
        <Button
          variant="secondary"
          loading={resume.isPending}
          pendingLabel={t`Saving...`}
          onClick={() => resume.mutate()}
        >
          <Trans>Keep my subscription</Trans>
        </Button>
      ) : (
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          <Trans>Cancel subscription</Trans>
        </Button>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Cancel your subscription?`}
        description={keepsAnswering}
        locale={activeLocale()}
      >
        <div className="card-actions">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            <Trans>Keep my plan</Trans>
          </Button>
          <Button
            variant="danger"
            loading={cancel.isPending}
            pendingLabel={t`Cancelling...`}
            onClick={() => cancel.mutate()}
          >
            <Trans>Cancel at period end</Trans>
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
