import { LinkButton } from "@ringline/react-widgets";
import { Link, useSearchParams } from "react-router";
import { CheckIcon } from "../../components/icons.js";
import { packageNamed } from "./web-design-content.js";
import "../../styles/content.css";

/** /web-design-success: the order arrived; what happens next. */
export function WebDesignSuccessPage() {
  const [search] = useSearchParams();
  const offer = packageNamed(search.get("package"));
  return (
    <section className="success" aria-labelledby="success-title">
      <span className="success-icon">
        <CheckIcon />
      </span>
      <h1 id="success-title">Thank you: your request is in</h1>
      <p className="lead">
        {offer ? `We have your ${offer.name} order.` : "We have your order."} A web designer will
        call you within one business day to talk about your market and your brand, and your
        fixed-price proposal follows within 2 business days.
      </p>
      <ol className="numbered-steps">
        <li>
          <strong>Check your inbox</strong> for the confirmation we just sent.
        </li>
        <li>
          <strong>Gather what you have:</strong> your logo, photos, reviews and the sites you like.
        </li>
        <li>
          <strong>Meanwhile, answer every call:</strong> start your AI receptionist so the leads
          your new site brings are never missed.
        </li>
      </ol>
      <div className="cta-actions">
        <LinkButton href="/signup" linkComponent={Link}>
          Start 7-Day Free Trial
        </LinkButton>
        <LinkButton href="/" linkComponent={Link} variant="secondary">
          Back to Home
        </LinkButton>
      </div>
    </section>
  );
}
