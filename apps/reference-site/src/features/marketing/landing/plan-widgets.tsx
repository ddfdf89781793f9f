import { Trans, useLingui } from "@lingui/react/macro";
import { ErrorBoundary, PricingTable, RoiCalculator, Skeleton } from "@ringline/react-widgets";
import type { ReactNode } from "react";
import { activeLocale } from "../../../shared/i18n/i18n.js";
import { usePlans } from "../visitor.js";
import { chooseBilling, choosePlan } from "./plan-interest.js";

// The pricing table and the ROI calculator, a chunk of their own (loaded when their section
// comes near), both priced with the plans of plan_configurations (GET /api/plans): the one
// source of every price, allowance and overage rate the site shows.

/** The plans' three states: placeholders while they load, the failure, then `children`. */
function WithPlans({
  label,
  children,
}: {
  label: string;
  children: (plans: NonNullable<ReturnType<typeof usePlans>["data"]>) => ReactNode;
}) {
  const plans = usePlans();
  if (plans.isPending) {
    return (
      <div className="plans-loading" role="status" aria-label={label}>
        <Skeleton height="20rem" />
        <Skeleton height="20rem" />
        <Skeleton height="20rem" />
      </div>
    );
  }
  if (plans.isError) {
    return (
      <p className="plans-error" role="alert">
        <Trans>Our prices could not be loaded just now. Please refresh the page, or call us.</Trans>
      </p>
    );
  }
  return <>{children(plans.data)}</>;
}

/** The pricing table; customers' buttons lead to their dashboard. */
export function PricingWidget({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui();
  return (
    <ErrorBoundary level="component" component="pricing-table" locale={activeLocale()}>
      <WithPlans label={t`Loading the plans…`}>
        {(plans) => (
          <PricingTable
            plans={plans}
            signedIn={signedIn}
            popularPlanId="growth"
            onBillingChange={chooseBilling}
            locale={activeLocale()}
          />
        )}
      </WithPlans>
    </ErrorBoundary>
  );
}

/** The ROI calculator; its result leads to checkout with the chosen plan. */
export function RoiWidget() {
  const { t } = useLingui();
  return (
    <ErrorBoundary level="component" component="roi-calculator" locale={activeLocale()}>
      <WithPlans label={t`Loading the calculator…`}>
        {(plans) => (
          <RoiCalculator plans={plans} onPlanChange={choosePlan} locale={activeLocale()} />
        )}
      </WithPlans>
    </ErrorBoundary>
  );
}
