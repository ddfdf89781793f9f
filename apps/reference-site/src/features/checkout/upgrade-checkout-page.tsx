import { resolveError, type TPlanChangePreview } from "@ringline/api-client";
import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Button, Card, CardContent, LinkButton, Skeleton, toast } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { QueryView } from "../../components/query-view.js";
import type { PlanChoice, PlanId } from "../../shared/checkout-search.js";
import { formatDate, formatMoney } from "../../shared/format.js";
import { priceLabel } from "../../shared/plan-format.js";
import { useIdempotentAction } from "../../shared/use-idempotent-action.js";
import { FormAlert } from "../forms/form-alert.js";
import { useChoiceInUrl } from "./checkout-page.js";
import { PlanPicker } from "./plan-picker.js";

/**
 * /upgrade-checkout: change plan or billing period. The prorated cost is shown, from the
 * provider, before the change is confirmed.
 */
export function UpgradeCheckoutPage() {
  const overview = useRouteQuery("getSubscription");
  const plans = useRouteQuery("listPlans");
  const subscription = overview.data?.subscription;
  const current: PlanChoice | undefined = subscription
    ? { plan: subscription.plan as PlanId, billing: subscription.billing }
    : undefined;
  const { choice, setChoice, search } = useChoiceInUrl(current?.plan);
  return (
    <div className="checkout-narrow">
      <header className="checkout-heading">
        <h1>Change your plan</h1>
        <p className="muted">The difference is prorated for the rest of your billing period.</p>
      </header>
      {search.get("from") === "checkout" && subscription && (
        <p className="checkout-note" role="status">
          You already have the {subscription.planName} plan
          {subscription.status === "trialing" ? " in its free trial" : ""}, so there is no new trial
          to start. Change your plan here, or manage it in{" "}
          <Link to="/dashboard/billing">Billing</Link>.
        </p>
      )}
      <QueryView query={overview} loadingLabel="Loading your subscription…">
        {(data) =>
          data.subscription && current ? (
            <Card as="section" aria-label="New plan">
              <CardContent>
                <QueryView query={plans} loadingLabel="Loading plans…">
                  {({ items }) => (
                    <PlanPicker
                      plans={items}
                      choice={choice}
                      onChange={setChoice}
                      current={current}
                    />
                  )}
                </QueryView>
                {choice.plan === current.plan && choice.billing === current.billing ? (
                  <p className="muted">
                    This is your plan now. Choose another plan or billing period.
                  </p>
                ) : (
                  <ChangePreview choice={choice} />
                )}
              </CardContent>
            </Card>
          ) : (
            <Card as="section" aria-label="No subscription">
              <CardContent>
                <p>You do not have a subscription to change yet.</p>
                <LinkButton href="/checkout" linkComponent={Link}>
                  Start your free trial
                </LinkButton>
              </CardContent>
            </Card>
          )
        }
      </QueryView>
    </div>
  );
}

function ChangePreview({ choice }: { choice: PlanChoice }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const preview = useRouteQuery("previewPlanChange", choice);
  const planChange = useIdempotentAction();
  const change = useMutation({
    mutationFn: () =>
      planChange.run((idempotencyKey) => api.changePlan(choice, { idempotencyKey })),
    onSuccess: async (answer) => {
      await Promise.all(
        ["getSubscription", "listInvoices", "getProfile", "getMe"].map((name) =>
          queryClient.invalidateQueries({ queryKey: queryKeyOf(name as "getMe") }),
        ),
      );
      toast({
        title: "Plan changed",
        description: `You are now on the ${answer.subscription.planName} plan.`,
        variant: "success",
      });
      navigate("/dashboard/billing");
    },
  });
  if (preview.isPending) {
    return (
      <div role="status" aria-label="Working out the cost…" aria-busy="true">
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </div>
    );
  }
  if (preview.isError) return <p role="alert">{resolveError(preview.error).message}</p>;
  return (
    <div className="change-preview">
      <PreviewLines preview={preview.data.preview} />
      <FormAlert message={change.isError ? resolveError(change.error).message : undefined} />
      <div className="funnel-actions">
        <LinkButton href="/dashboard/billing" linkComponent={Link} variant="secondary">
          Keep my plan
        </LinkButton>
        <Button
          loading={change.isPending}
          pendingLabel="Changing plan..."
          onClick={() => change.mutate()}
        >
          Confirm change
        </Button>
      </div>
    </div>
  );
}

/** What a change costs today and next, in words. */
export function PreviewLines({ preview }: { preview: TPlanChangePreview }) {
  const next = preview.nextBillingDate ? formatDate(preview.nextBillingDate) : undefined;
  return (
    <dl className="summary-lines" aria-label="Cost of the change">
      <dt>New plan</dt>
      <dd>
        {preview.planName}, {priceLabel(preview.newAmount, preview.billing)}
      </dd>
      {preview.credit > 0 && (
        <>
          <dt>Credit for unused time</dt>
          <dd>{formatMoney(preview.credit)}</dd>
        </>
      )}
      <dt className="summary-total">Due today</dt>
      <dd className="summary-total">{formatMoney(preview.amountDueNow)}</dd>
      {next && (
        <>
          <dt>{preview.trialing ? "First payment" : "Next payment"}</dt>
          <dd>
            {formatMoney(preview.newAmount)} on {next}
          </dd>
        </>
      )}
    </dl>
  );
}
