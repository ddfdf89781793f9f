import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  PREMIUM_SETUP_FEE,
  resolveError,
  type TOrderRequestInput,
  ZOrderRequest,
} from "@ringline/api-client";
import { useApiClient, useMe, useRouteQuery } from "@ringline/api-client/react";
import { Button, Card, CardContent, Checkbox, Field, Select } from "@ringline/react-widgets";
import { Link, useNavigate, useSearchParams } from "react-router";
import { planChoiceOf } from "../../shared/checkout-search.js";
import { formatMoney } from "../../shared/format.js";
import { priceLabel, priceOf } from "../../shared/plan-format.js";
import { FormAlert } from "../forms/form-alert.js";
import { NameFields } from "../forms/person-fields.js";
import { useForm } from "../forms/use-form.js";
import { validatorOf } from "../forms/validate.js";

/** The businesses the specification names: the value the order keeps, and its label. */
const BUSINESS_TYPES = [
  { value: "Real estate agent", label: msg`Real estate agent` },
  { value: "Real estate brokerage", label: msg`Real estate brokerage` },
  { value: "Dental", label: msg`Dental` },
  { value: "HVAC", label: msg`HVAC` },
  { value: "Auto sales", label: msg`Auto sales` },
  { value: "Exteriors", label: msg`Exteriors` },
  { value: "Other", label: msg`Other` },
];

/** The specification's call-volume bands. */
const CALL_VOLUMES = ["1-50", "51-100", "101-200", "201-500", "500+"];

type OrderValues = Required<{
  [Key in keyof TOrderRequestInput]: Exclude<TOrderRequestInput[Key], undefined> extends boolean
    ? boolean
    : string;
}>;

const validate = validatorOf<OrderValues>(ZOrderRequest);

/**
 * /order: the order form, with every field of an order; the terms must be accepted. A placed
 * order is confirmed on /order-confirmation, where it is paid.
 */
export function OrderPage() {
  const api = useApiClient();
  const navigate = useNavigate();
  const me = useMe();
  const plans = useRouteQuery("listPlans");
  const [search] = useSearchParams();
  const choice = planChoiceOf(search);
  const { t, i18n } = useLingui();
  const form = useForm<OrderValues>(
    {
      firstName: me.data?.firstName ?? "",
      lastName: me.data?.lastName ?? "",
      email: me.data?.email ?? "",
      phone: "",
      company: "",
      businessType: "",
      currentPhoneSystem: "",
      monthlyCallVolume: "",
      selectedPlan: choice.plan,
      paymentPeriod: choice.billing,
      includeSetup: false,
      specialRequirements: "",
      agreeToTerms: false,
    },
    validate,
  );
  const submit = form.submit(
    async (values) => {
      const answer = await api.createOrder({
        ...values,
        agreeToTerms: values.agreeToTerms as true,
        selectedPlan: values.selectedPlan as "growth",
        paymentPeriod: values.paymentPeriod as "monthly",
      });
      navigate(`/order-confirmation?order=${answer.data.id}`);
    },
    (error) => resolveError(error).message,
  );
  const billing = form.values.paymentPeriod === "annual" ? "annual" : "monthly";
  const planOptions = (plans.data?.items ?? []).map((plan) => ({
    value: plan.id,
    label: `${plan.name}: ${priceLabel(priceOf(plan, billing), billing)}`,
  }));
  const setupFee = formatMoney(PREMIUM_SETUP_FEE);
  return (
    <div className="checkout-narrow">
      <header className="checkout-heading">
        <h1>
          <Trans>Place your order</Trans>
        </h1>
        <p className="muted">
          <Trans>Tell us about your business; you pay on the next page.</Trans>
        </p>
      </header>
      <Card as="section" aria-label={t`Order form`}>
        <CardContent>
          <form className="auth-form" noValidate onSubmit={submit} aria-busy={form.pending}>
            <FormAlert message={form.failure} />
            <NameFields
              firstName={form.field("firstName")}
              lastName={form.field("lastName")}
              errors={form.errors}
            />
            <div className="form-row">
              <Field label={t`Email`} error={form.errors.email} required>
                <input type="email" autoComplete="email" {...form.field("email")} />
              </Field>
              <Field label={t`Phone`} error={form.errors.phone} required>
                <input type="tel" autoComplete="tel" {...form.field("phone")} />
              </Field>
            </div>
            <Field label={t`Company`} error={form.errors.company} required>
              <input autoComplete="organization" {...form.field("company")} />
            </Field>
            <div className="form-row">
              <Field label={t`Business type`} error={form.errors.businessType} required>
                <Select
                  placeholder={t`Choose your business`}
                  options={BUSINESS_TYPES.map((type) => ({
                    value: type.value,
                    label: i18n._(type.label),
                  }))}
                  {...form.field("businessType")}
                />
              </Field>
              <Field label={t`Monthly call volume`} error={form.errors.monthlyCallVolume}>
                <Select
                  placeholder={t`Choose a range`}
                  options={CALL_VOLUMES.map((band) => ({ value: band, label: t`${band} calls` }))}
                  {...form.field("monthlyCallVolume")}
                />
              </Field>
            </div>
            <Field
              label={t`Current phone system`}
              hint={t`Your carrier or phone service, e.g. Verizon or RingCentral`}
              error={form.errors.currentPhoneSystem}
            >
              <input {...form.field("currentPhoneSystem")} />
            </Field>
            <div className="form-row">
              <Field label={t`Plan`} error={form.errors.selectedPlan} required>
                <Select options={planOptions} {...form.field("selectedPlan")} />
              </Field>
              <Field label={t`Billing`} error={form.errors.paymentPeriod} required>
                <Select
                  options={[
                    { value: "monthly", label: t`Monthly` },
                    { value: "annual", label: t`Annual` },
                  ]}
                  {...form.field("paymentPeriod")}
                />
              </Field>
            </div>
            <Checkbox
              label={t`Include premium setup (${setupFee}, waived with annual billing)`}
              {...form.checkbox("includeSetup")}
            />
            <Field label={t`Special requirements`} error={form.errors.specialRequirements}>
              <textarea rows={3} {...form.field("specialRequirements")} />
            </Field>
            <Checkbox
              label={
                <Trans>
                  I agree to the <Link to="/terms-of-service">terms of service</Link> and the{" "}
                  <Link to="/privacy-policy">privacy policy</Link>
                </Trans>
              }
              required
              error={form.errors.agreeToTerms}
              {...form.checkbox("agreeToTerms")}
            />
            <Button
              type="submit"
              fullWidth
              loading={form.pending}
              pendingLabel={t`Placing order...`}
            >
              <Trans>Place order</Trans>
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
