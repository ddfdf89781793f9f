import { resolveError, type TSubscription } from "@ringline/api-client";
import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import { Button, Dialog, LinkButton, toast } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatDate } from "../../shared/format.js";
import { goTo } from "../../shared/go-to.js";
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
        title: "Subscription cancelled",
        description: "It stays active until the end of the period you paid for.",
        variant: "success",
      });
    },
  );
  const resume = useBillingMutation(
    () => resuming.run((idempotencyKey) => api.resumeSubscription(undefined, { idempotencyKey })),
    () => {
      toast({
        title: "Subscription kept",
        description: "It renews as before.",
        variant: "success",
      });
    },
  );
  const ends = subscription.currentPeriodEnd
    ? formatDate(subscription.currentPeriodEnd, zone)
    : undefined;
  const changePath = `/upgrade-checkout?plan=${subscription.plan}&billing=${subscription.billing}`;
  return (
    <div className="card-actions">
      <LinkButton href={changePath} linkComponent={Link}>
        Change plan
      </LinkButton>
      <Button
        variant="secondary"
        loading={portal.isPending || portal.isSuccess}
        pendingLabel="Opening..."
        onClick={() => portal.mutate()}
      >
        Update card
      </Button>
      {subscription.cancelAtPeriodEnd ? (
        <Button
          variant="secondary"
          loading={resume.isPending}
          pendingLabel="Saving..."
          onClick={() => resume.mutate()}
        >
          Keep my subscription
        </Button>
      ) : (
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Cancel subscription
        </Button>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your subscription?"
        description={`Your AI receptionist keeps answering until ${ends ?? "the end of this period"}. You will not be charged again.`}
      >
        <div className="card-actions">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep my plan
          </Button>
          <Button
            variant="danger"
            loading={cancel.isPending}
            pendingLabel="Cancelling..."
            onClick={() => cancel.mutate()}
          >
            Cancel at period end
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
