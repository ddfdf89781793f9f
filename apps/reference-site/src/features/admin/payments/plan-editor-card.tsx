import {
  resolveError,
  type TAdminPlanConfiguration,
  type TUpdateAdminPlanRequest,
} from "@ringline/api-client";
import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Badge, Button, Checkbox, Dialog, Field } from "@ringline/react-widgets";
import { useState } from "react";
import { TableCard } from "../../../components/paged-table-card.js";
import { tableStateOf } from "../../../components/table-state.js";
import { formatMoney } from "../../../shared/format.js";
import { useAdminAction } from "../use-admin-action.js";

/** The editor's fields as typed: numbers stay text until they are sent. */
interface PlanForm {
  name: string;
  monthlyPrice: string;
  annualPrice: string;
  minutesIncluded: string;
  overageRatePerMinute: string;
  hasSmsNotifications: boolean;
  hasAdvancedAnalytics: boolean;
  hasPrioritySupport: boolean;
  isActive: boolean;
}

const FEATURES = [
  ["hasSmsNotifications", "SMS notifications"],
  ["hasAdvancedAnalytics", "Advanced analytics"],
  ["hasPrioritySupport", "Priority support"],
] as const;

function formOf(plan: TAdminPlanConfiguration): PlanForm {
  return {
    name: plan.name,
    monthlyPrice: String(plan.monthlyPrice),
    annualPrice: String(plan.annualPrice),
    minutesIncluded: plan.minutesIncluded === null ? "" : String(plan.minutesIncluded),
    overageRatePerMinute:
      plan.overageRatePerMinute === null ? "" : String(plan.overageRatePerMinute),
    hasSmsNotifications: plan.hasSmsNotifications,
    hasAdvancedAnalytics: plan.hasAdvancedAnalytics,
    hasPrioritySupport: plan.hasPrioritySupport,
    isActive: plan.isActive,
  };
}

/** Empty is "none" (unlimited minutes, no overage); anything else is a number. */
const optionalNumber = (text: string) => (text.trim() === "" ? null : Number(text));

function requestOf(planId: string, form: PlanForm): TUpdateAdminPlanRequest {
  return {
    planId,
    name: form.name,
    monthlyPrice: Number(form.monthlyPrice),
    annualPrice: Number(form.annualPrice),
    minutesIncluded: optionalNumber(form.minutesIncluded),
    overageRatePerMinute: optionalNumber(form.overageRatePerMinute),
    hasSmsNotifications: form.hasSmsNotifications,
    hasAdvancedAnalytics: form.hasAdvancedAnalytics,
    hasPrioritySupport: form.hasPrioritySupport,
    isActive: form.isActive,
  };
}

function PlanDialog({
  plan,
  onClose,
}: {
  plan: TAdminPlanConfiguration | undefined;
  onClose: () => void;
}) {
  const api = useApiClient();
  const [form, setForm] = useState<PlanForm | undefined>();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useAdminAction(
    (input: TUpdateAdminPlanRequest) => api.updateAdminPlan(input),
    "Plan saved",
    ["listAdminPlans", "listPlans"],
  );
  const current = form ?? (plan ? formOf(plan) : undefined);
  const close = () => {
    setForm(undefined);
    setErrors({});
    onClose();
  };
  const text = (name: Exclude<keyof PlanForm, (typeof FEATURES)[number][0] | "isActive">) => ({
    name,
    value: current?.[name] ?? "",
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setForm((previous) => ({ ...(previous ?? (current as PlanForm)), [name]: value }));
    },
  });
  const flag = (name: (typeof FEATURES)[number][0] | "isActive") => ({
    name,
    checked: current?.[name] ?? false,
    onChange: (event: { target: { checked: boolean } }) => {
      const checked = event.target.checked;
      setForm((previous) => ({ ...(previous ?? (current as PlanForm)), [name]: checked }));
    },
  });
  const error = (name: string) => errors[name]?.[0];
  return (
    <Dialog
      open={plan !== undefined}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={plan ? `Edit the ${plan.name} plan` : "Edit a plan"}
      description="Pricing, the chat and checkout use these figures as soon as they are saved."
    >
      <form
        className="admin-dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!plan || !current) return;
          setErrors({});
          save.mutate(requestOf(plan.id, current), {
            onSuccess: close,
            onError: (failure) => setErrors(resolveError(failure).fieldErrors),
          });
        }}
      >
        <Field label="Name" required error={error("name")}>
          <input autoComplete="off" {...text("name")} />
        </Field>
        <Field label="Monthly price (dollars)" required error={error("monthlyPrice")}>
          <input type="number" inputMode="decimal" min="0" step="0.01" {...text("monthlyPrice")} />
        </Field>
        <Field
          label="Annual price (dollars)"
          hint="At most twelve monthly payments."
          required
          error={error("annualPrice")}
        >
          <input type="number" inputMode="decimal" min="0" step="0.01" {...text("annualPrice")} />
        </Field>
        <Field
          label="Minutes included each period"
          hint="Leave empty for unlimited."
          error={error("minutesIncluded")}
        >
          <input type="number" inputMode="numeric" min="1" step="1" {...text("minutesIncluded")} />
        </Field>
        <Field
          label="Overage rate (dollars a minute)"
          hint="Leave empty for no overage (always empty when unlimited)."
          error={error("overageRatePerMinute")}
        >
          <input
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            {...text("overageRatePerMinute")}
          />
        </Field>
        <fieldset className="admin-dialog-form">
          <legend>Features</legend>
          {FEATURES.map(([name, label]) => (
            <Checkbox key={name} label={label} {...flag(name)} />
          ))}
        </fieldset>
        <Checkbox
          label="On sale"
          hint="Off: new customers cannot choose it (refused while it has subscribers)."
          error={error("isActive")}
          {...flag("isActive")}
        />
        <div className="admin-row-actions">
          <Button type="button" variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} pendingLabel="Saving…">
            Save plan
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Every plan configuration, active or not, each edited in a dialog (support only reads). */
export function PlansCard({ readOnly }: { readOnly: boolean }) {
  const plans = useRouteQuery("listAdminPlans");
  const [editing, setEditing] = useState<TAdminPlanConfiguration | undefined>();
  return (
    <TableCard<TAdminPlanConfiguration>
      headingLevel="h2"
      title="Plan configurations"
      description="The one source of every price, allowance and overage rate the product shows."
      caption="Plans with their prices and allowances"
      rowKey="id"
      {...tableStateOf(plans)}
      emptyMessage="No plans."
      columns={[
        {
          key: "name",
          header: "Plan",
          rowHeader: true,
          cell: (plan) => (
            <span className="admin-customer-cell">
              <span>{plan.name}</span>
              <span>
                {plan.isActive ? (
                  <Badge variant="success">On sale</Badge>
                ) : (
                  <Badge variant="neutral">Off</Badge>
                )}
              </span>
            </span>
          ),
        },
        { key: "monthly", header: "Monthly", cell: (plan) => formatMoney(plan.monthlyPrice) },
        { key: "annual", header: "Annual", cell: (plan) => formatMoney(plan.annualPrice) },
        {
          key: "minutes",
          header: "Minutes",
          cell: (plan) => plan.minutesIncluded ?? "Unlimited",
        },
        {
          key: "overage",
          header: "Overage",
          cell: (plan) =>
            plan.overageRatePerMinute === null
              ? "—"
              : `${formatMoney(plan.overageRatePerMinute)}/min`,
        },
        {
          key: "edit",
          header: "Edit",
          align: "end",
          cell: (plan) => (
            <Button
              size="sm"
              variant="secondary"
              disabled={readOnly}
              aria-label={`Edit the ${plan.name} plan`}
              onClick={() => setEditing(plan)}
            >
              Edit
            </Button>
          ),
        },
      ]}
    >
      <PlanDialog plan={editing} onClose={() => setEditing(undefined)} />
    </TableCard>
  );
}
