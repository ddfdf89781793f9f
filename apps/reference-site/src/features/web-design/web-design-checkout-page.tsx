import { resolveError } from "@ringline/api-client";
import { useSubmitContact } from "@ringline/api-client/react";
import { Button, Card, CardContent, Field, Select } from "@ringline/react-widgets";
import { Link, useNavigate, useSearchParams } from "react-router";
import { track, useTrackView } from "../analytics/analytics.js";
import { FormAlert } from "../forms/form-alert.js";
import { useForm } from "../forms/use-form.js";
import { packageNamed, WEB_DESIGN_PACKAGES } from "./web-design-content.js";
import { EMPTY_ORDER, orderAsContactRequest, validateOrder } from "./web-design-order.js";
import "../../styles/content.css";

/**
 * /checkout/web-design: order a website. Until the payment adapter takes web-design orders,
 * the order is sent as a consultation request (`POST /api/contact`) and we reply with a
 * fixed-price proposal; then /web-design-success.
 */
export function WebDesignCheckoutPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const submit = useSubmitContact();
  const chosen = packageNamed(search.get("package"))?.id ?? EMPTY_ORDER.package;
  const form = useForm({ ...EMPTY_ORDER, package: chosen }, validateOrder);
  useTrackView("begin_checkout", { item_list_id: "web_design", item_id: chosen });
  const field = form.field;

  return (
    <div className="checkout">
      <header className="checkout-header">
        <p className="eyebrow">Web design services</p>
        <h1>Order your website</h1>
        <p className="lead">
          Tell us about your business. Within 2 business days you get a fixed-price proposal, and
          nothing is charged until you accept it.
        </p>
      </header>
      <Card as="section" className="checkout-card" aria-label="Your order">
        <CardContent>
          <form
            noValidate
            onSubmit={form.submit(
              async (values) => {
                await submit.mutateAsync(orderAsContactRequest(values));
                track("contact_form_submitted", {
                  request_type: "web_design",
                  item_id: values.package,
                });
                navigate(`/web-design-success?package=${values.package}`);
              },
              (error) => resolveError(error).message,
            )}
          >
            <FormAlert message={form.failure} />
            <Field label="Package" error={form.errors.package} required>
              <Select
                {...field("package")}
                options={WEB_DESIGN_PACKAGES.map((offer) => ({
                  value: offer.id,
                  label: offer.name,
                }))}
              />
            </Field>
            <div className="form-grid">
              <Field label="Name" error={form.errors.name} required>
                <input {...field("name")} autoComplete="name" />
              </Field>
              <Field label="Email" error={form.errors.email} required>
                <input {...field("email")} type="email" autoComplete="email" />
              </Field>
              <Field label="Phone" error={form.errors.phone} required>
                <input {...field("phone")} type="tel" autoComplete="tel" />
              </Field>
              <Field label="Company or brokerage" error={form.errors.company} required>
                <input {...field("company")} autoComplete="organization" />
              </Field>
            </div>
            <Field label="Current website (optional)" error={form.errors.website}>
              <input {...field("website")} type="url" inputMode="url" placeholder="https://" />
            </Field>
            <Field
              label="What should the new site do for you? (optional)"
              error={form.errors.goals}
            >
              <textarea {...field("goals")} rows={4} />
            </Field>
            <Button type="submit" size="lg" loading={form.pending} pendingLabel="Sending…">
              Request My Proposal
            </Button>
            <p className="muted checkout-note">
              By sending this you agree to our <Link to="/terms-of-service">Terms of Service</Link>{" "}
              and <Link to="/privacy-policy">Privacy Policy</Link>. We only use your details to
              prepare your proposal.
            </p>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
