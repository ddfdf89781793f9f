import { Trans, useLingui } from "@lingui/react/macro";
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
  const { t } = useLingui();
  const planName = subscription?.planName;
  return (
    <div className="checkout-narrow">
      <header className="checkout-heading">
        <h1>
          <Trans>Change your plan</Trans>
        </h1>
        <p className="muted">
          <Trans>The difference is prorated for the rest of your billing period.</Trans>
        </p>
      </header>
      {search.get("from") === "checkout" && subscription && (
        <p className="checkout-note" role="status">
          {subscription.status === "trialing" ? (
            <Trans>
              You already have the {planName} plan in its free trial, so there is no new trial to
              start. Change your plan here, or manage it in{" "}
              <Link to="/dashboard/billing">Billing</Link>.
            </Trans>
          ) : (
            <Trans>
              You already have the {planName} plan, so there is no new trial to start. Change your
              plan here, or manage it in <Link to="/dashboard/billing">Billing</Link>.
            </Trans>
          )}
        </p>
      )}
      <QueryView query={overview} loadingLabel={t`Loading your subscription…`}>
        {(data) =>
          data.subscription && current ? (
            <Card as="section" aria-label={t`New plan`}>
              <CardContent>
                <QueryView query={plans} loadingLabel={t`Loading plans…`}>
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
                    <Trans>This is your plan now. Choose another plan or billing period.</Trans>
                  </p>
                ) : (
                  <ChangePreview choice={choice} />
                )}
              </CardContent>
            </Card>
          ) : (
            <Card as="section" aria-label={t`No subscription`}>
              <CardContent>
                <p>
                  <Trans>You do not have a subscription to change yet.</Trans>
                </p>
                <LinkButton href="/checkout" linkComponent={Link}>
                  <Trans>Start your free trial</Trans>
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
  const { t } = useLingui();
  const planChange = useIdempotentAction();
  const change = useMutation({
    mutationFn: () =>
      planChange.run((idempotencyKey) => api.changePlan(choice, { idempotencyKey })),
    onSuccess: async (answer) => {
      const newPlan = answer.subscription.planName;
      await Promise.all(
        ["getSubscription", "listInvoices", "getProfile", "getMe"].map((name) =>
          queryClient.invalidateQueries({ queryKey: queryKeyOf(name as "getMe") }),
        ),
      );
      toast({
        title: t`Plan changed`,
        description: t`You are now on the ${newPlan} plan.`,
        variant: "success",
      });
      navigate("/dashboard/billing");
    },
  });
  if (preview.isPending) {
    return (
      <div role="status" aria-label={t`Working out the cost…`} aria-busy="true">
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
          <Trans>Keep my plan</Trans>
        </LinkButton>
        <Button
          loading={change.isPending}
          pendingLabel={t`Changing plan...`}
          onClick={() => change.mutate()}
        >
          <Trans>Confirm change</Trans>
        </Button>
      </div>
    </div>
  );
}

/** What a change costs today and next, in words. */
export function PreviewLines({ preview }: { preview: TPlanChangePreview }) {
  const { t } = useLingui();
  const date = preview.nextBillingDate ? formatDate(preview.nextBillingDate) : undefined;
  const amount = formatMoney(preview.newAmount);
  return (
    <dl className="summary-lines" aria-label={t`Cost of the change`}>
      <dt>
        <Trans>New plan</Trans>
      </dt>
      <dd>
        {preview.planName}, {priceLabel(preview.newAmount, preview.billing)}
      </dd>
      {preview.credit > 0 && (
        <>
          <dt>
            <Trans>Credit for unused time</Trans>
          </dt>
          <dd>{formatMoney(preview.credit)}</dd>
        </>
      )}
      <dt className="summary-total">
        <Trans>Due today</Trans>
      </dt>
      <dd className="summary-total">{formatMoney(preview.amountDueNow)}</dd>
      {date && (
        <>
          <dt>{preview.trialing ? <Trans>First payment</Trans> : <Trans>Next payment</Trans>}</dt>
          <dd>
            <Trans>
              {amount} on {date}
            </Trans>
          </dd>
        </>
      )}
    </dl>
  );
}
