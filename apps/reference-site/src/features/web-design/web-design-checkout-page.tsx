import { Trans, useLingui } from "@lingui/react/macro";
import { resolveError, WEB_DESIGN_PRICES } from "@ringline/api-client";
import { useApiClient } from "@ringline/api-client/react";
import { Button, Card, CardContent, Field, Select } from "@ringline/react-widgets";
import { Link, useNavigate, useSearchParams } from "react-router";
import { formatMoney } from "../../shared/format.js";
import { goTo } from "../../shared/go-to.js";
import { track, useTrackView } from "../analytics/analytics.js";
import { FormAlert } from "../forms/form-alert.js";
import { useForm } from "../forms/use-form.js";
import { packageNamed, packagePrice, WEB_DESIGN_PACKAGES } from "./web-design-content.js";
import { EMPTY_ORDER, orderRequest, validateOrder } from "./web-design-order.js";
import "../../styles/content.css";
import { useIdempotentAction } from "../../shared/use-idempotent-action.js";

/**
 * /checkout/web-design: order a website. The order goes to `POST /api/web-design/orders`,
 * which prices the package from the server's own list and answers the payment provider's
 * checkout page; the browser goes there to pay, then comes back to /web-design-success.
 */
export function WebDesignCheckoutPage() {
  const { t } = useLingui();
  const order = useIdempotentAction();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const api = useApiClient();
  const chosen = packageNamed(search.get("package"))?.id ?? EMPTY_ORDER.package;
  const canceled = search.get("canceled") === "1";
  const form = useForm({ ...EMPTY_ORDER, package: chosen }, validateOrder);
  useTrackView("begin_checkout", { item_list_id: "web_design", item_id: chosen });
  const field = form.field;
  const price = packagePrice(form.values.package);

  return (
    <div className="checkout">
      <header className="checkout-header">
        <p className="eyebrow">
          <Trans>Web design services</Trans>
        </p>
        <h1>
          <Trans>Order your website</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Choose your package and tell us about your business, then pay once on the secure payment
            page. A web designer calls you within one business day to start.
          </Trans>
        </p>
      </header>
      {canceled && (
        <p className="form-notice" role="status">
          <Trans>
            Payment canceled: nothing was charged. Your details are below when you are ready.
          </Trans>
        </p>
      )}
      <Card as="section" className="checkout-card" aria-label={t`Your order`}>
        <CardContent>
          <form
            noValidate
            onSubmit={form.submit(
              async (values) => {
                const answer = await order.run((idempotencyKey) =>
                  api.createWebDesignOrder(orderRequest(values), { idempotencyKey }),
                );
                track("begin_checkout", {
                  item_list_id: "web_design",
                  item_id: values.package,
                  value: packagePrice(values.package),
                  currency: "USD",
                });
                goTo(answer.checkoutUrl, navigate);
              },
              (error) => resolveError(error).message,
            )}
          >
            <FormAlert message={form.failure} />
            <Field label={t`Package`} error={form.errors.package} required>
              <Select
                {...field("package")}
                options={WEB_DESIGN_PACKAGES.map((offer) => ({
                  value: offer.id,
                  label: `${offer.name}: ${formatMoney(WEB_DESIGN_PRICES[offer.id].amount)}`,
                }))}
              />
            </Field>
            <div className="form-grid">
              <Field label={t`Name`} error={form.errors.name} required>
                <input {...field("name")} autoComplete="name" />
              </Field>
              <Field label={t`Email`} error={form.errors.email} required>
                <input {...field("email")} type="email" autoComplete="email" />
              </Field>
              <Field label={t`Phone`} error={form.errors.phone} required>
                <input {...field("phone")} type="tel" autoComplete="tel" />
              </Field>
              <Field label={t`Company or brokerage`} error={form.errors.company} required>
                <input {...field("company")} autoComplete="organization" />
              </Field>
            </div>
            <Field label={t`Current website (optional)`} error={form.errors.currentWebsite}>
              <input
                {...field("currentWebsite")}
                type="url"
                inputMode="url"
                placeholder="https://"
              />
            </Field>
            <Field
              label={t`What should the new site do for you? (optional)`}
              error={form.errors.goals}
            >
              <textarea {...field("goals")} rows={4} />
            </Field>
            {price !== undefined && (
              <dl className="order-total">
                <dt>
                  <Trans>Due today, paid once</Trans>
                </dt>
                <dd>{formatMoney(price)}</dd>
              </dl>
            )}
            <Button
              type="submit"
              size="lg"
              loading={form.pending}
              pendingLabel={t`Starting payment…`}
            >
              <Trans>Continue to Payment</Trans>
            </Button>
            <p className="muted checkout-note">
              <Trans>
                By ordering you agree to our <Link to="/terms-of-service">Terms of Service</Link>{" "}
                and <Link to="/privacy-policy">Privacy Policy</Link>. We use your details only for
                your website project.
              </Trans>
            </p>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
