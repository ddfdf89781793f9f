import { useRouteQuery } from "@ringline/api-client/react";
import { Badge, Card, CardContent } from "@ringline/react-widgets";
import { useSearchParams } from "react-router";
import { QueryView } from "../../components/query-view.js";
import { formatDate } from "../../shared/format.js";
import { priceLabel } from "../../shared/plan-format.js";
import { statusLabel } from "../dashboard/status-label.js";
import { ContinueToPayment } from "./continue-to-payment.js";

const PLAN_NAMES: Record<string, string> = {
  starter: "Starter",
  growth: "Growth",
  unlimited: "Unlimited",
};

/**
 * /order-confirmation?order=…: the order placed on /order, and the way to pay it. (Coming
 * back from the payment provider, `?session_id=…`, the route's loader confirms the payment
 * and goes on to onboarding before this page shows.)
 */
export function OrderConfirmationPage() {
  const [search] = useSearchParams();
  const id = search.get("order") ?? "";
  const order = useRouteQuery("getOrder", { id });
  return (
    <div className="checkout-narrow">
      <header className="checkout-heading">
        <h1>Order received</h1>
        <p className="muted">Thank you! Start your 7-day free trial to put your order to work.</p>
      </header>
      <Card as="section" aria-label="Your order">
        <CardContent>
          <QueryView query={order} loadingLabel="Loading your order…">
            {(placed) => (
              <>
                <dl className="detail-list">
                  <dt>Order</dt>
                  <dd>{placed.id.slice(0, 8).toUpperCase()}</dd>
                  <dt>Placed</dt>
                  <dd>{formatDate(placed.createdAt)}</dd>
                  <dt>Plan</dt>
                  <dd>
                    {PLAN_NAMES[placed.selectedPlan] ?? placed.selectedPlan},{" "}
                    {priceLabel(placed.amount, placed.paymentPeriod)}
                  </dd>
                  <dt>Premium setup</dt>
                  <dd>{placed.includeSetup ? "Included" : "Not included"}</dd>
                  <dt>Status</dt>
                  <dd>
                    <Badge variant={placed.orderStatus === "paid" ? "success" : "warning"}>
                      {statusLabel(placed.orderStatus)}
                    </Badge>
                  </dd>
                </dl>
                {placed.orderStatus === "paid" ? (
                  <p>This order is paid.</p>
                ) : (
                  <ContinueToPayment
                    input={{
                      plan: placed.selectedPlan,
                      billing: placed.paymentPeriod,
                      premiumSetup: placed.includeSetup,
                      orderId: placed.id,
                    }}
                  />
                )}
              </>
            )}
          </QueryView>
        </CardContent>
      </Card>
    </div>
  );
}
