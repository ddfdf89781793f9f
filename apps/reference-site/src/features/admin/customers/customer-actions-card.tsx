import type { TAdminCustomerDetailResponse } from "@ringline/api-client";
import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Select,
} from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { PLAN_OPTIONS } from "../customer-labels.js";
import { useAdminAction } from "../use-admin-action.js";

type Customer = TAdminCustomerDetailResponse["customer"];

const PLANS = PLAN_OPTIONS.filter((option) => option.value !== "");

/**
 * What an administrator can do for a customer: act as them, suspend or reactivate, change
 * the plan, reset the usage, send the verification e-mail again. A read-only role sees why
 * the buttons are off.
 */
export function CustomerActionsCard({
  customer,
  readOnly,
}: {
  customer: Customer;
  readOnly: boolean;
}) {
  const api = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [plan, setPlan] = useState(customer.plan ?? "growth");
  const customerId = customer.id;
  const impersonate = useAdminAction(async () => {
    await api.startImpersonation({ customerId, reason: "Back office" });
    queryClient.removeQueries({ queryKey: queryKeyOf("getMe") });
    navigate("/dashboard");
    return { message: `You are acting as ${customer.name}.` };
  }, "Impersonation started");
  const suspend = useAdminAction(() => api.suspendAdminCustomer({ customerId }), "Suspended");
  const reactivate = useAdminAction(
    () => api.reactivateAdminCustomer({ customerId }),
    "Reactivated",
  );
  const changePlan = useAdminAction(
    () =>
      api.changeAdminCustomerPlan({
        customerId,
        plan: plan as "starter" | "growth" | "unlimited",
        billing: "monthly",
      }),
    "Plan changed",
  );
  const resetUsage = useAdminAction(
    () => api.resetAdminCustomerUsage({ customerId }),
    "Usage reset",
  );
  const resendVerification = useAdminAction(
    () => api.resendAdminCustomerEmail({ customerId, kind: "verification" }),
    "E-mail sent",
  );
  const suspended = customer.status === "suspended";
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          Actions
        </CardTitle>
        <CardDescription>
          {readOnly
            ? "Your role can read customers but not change them."
            : "Every action is written to the audit log."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="card-actions">
          <Button
            disabled={readOnly || !customer.userId}
            loading={impersonate.isPending}
            pendingLabel="Starting…"
            onClick={() => impersonate.mutate(undefined)}
          >
            Impersonate
          </Button>
          {suspended ? (
            <Button
              variant="secondary"
              disabled={readOnly}
              loading={reactivate.isPending}
              pendingLabel="Saving…"
              onClick={() => reactivate.mutate(undefined)}
            >
              Reactivate
            </Button>
          ) : (
            <Button
              variant="danger"
              disabled={readOnly}
              loading={suspend.isPending}
              pendingLabel="Saving…"
              onClick={() => suspend.mutate(undefined)}
            >
              Suspend
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={readOnly || !customer.userId}
            loading={resetUsage.isPending}
            pendingLabel="Saving…"
            onClick={() => resetUsage.mutate(undefined)}
          >
            Reset usage
          </Button>
          <Button
            variant="secondary"
            disabled={readOnly || !customer.userId || customer.emailVerified === true}
            loading={resendVerification.isPending}
            pendingLabel="Sending…"
            onClick={() => resendVerification.mutate(undefined)}
          >
            Resend verification e-mail
          </Button>
        </div>
        <form
          className="admin-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            changePlan.mutate(undefined);
          }}
        >
          <Field label="Plan">
            <Select
              name="plan"
              options={PLANS}
              value={plan}
              onChange={(event) => setPlan(event.target.value)}
            />
          </Field>
          <Button
            type="submit"
            variant="secondary"
            disabled={readOnly || !customer.userId}
            loading={changePlan.isPending}
            pendingLabel="Changing…"
          >
            Change plan
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
