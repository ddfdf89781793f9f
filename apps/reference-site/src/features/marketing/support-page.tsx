import { ErrorBoundary, ForwardingGuide } from "@ringline/react-widgets";

/** Help for owners: forwarding set-up, and the chat assistant in support mode. */
export function SupportPage() {
  return (
    <section className="section" aria-labelledby="support-title">
      <p className="eyebrow">Support</p>
      <h1 id="support-title">How can we help?</h1>
      <p className="lead">
        Ask the assistant in the corner of the page anything about set-up, billing or your AI
        receptionist, or follow the forwarding guide for your carrier below.
      </p>
      <ErrorBoundary level="component" component="forwarding-guide">
        <ForwardingGuide />
      </ErrorBoundary>
    </section>
  );
}
