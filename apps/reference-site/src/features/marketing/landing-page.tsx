import {
  Button,
  DemoConversationPlayer,
  ErrorBoundary,
  ForwardingGuide,
  PricingTable,
  RoiCalculator,
} from "@ringline/react-widgets";
import { VoiceDemo } from "../voice/voice-demo.js";
import { useContactDialog } from "./contact-context.js";

const FEATURES = [
  {
    title: "Answers every call, 24/7",
    text: "Forward your number and an AI receptionist picks up day and night, in several languages.",
  },
  {
    title: "Qualifies and captures leads",
    text: "It asks your questions, records the answers and texts and e-mails you the lead at once.",
  },
  {
    title: "Books appointments",
    text: "Showings and consultations go straight into your calendar while the caller is on the line.",
  },
];

export function LandingPage() {
  const contact = useContactDialog();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <p className="eyebrow">The AI receptionist for real estate</p>
        <h1 id="hero-title">Never miss another lead.</h1>
        <p className="lead">
          Ringline answers every call to your business, qualifies the caller, captures the lead and
          books the appointment, so you can stay with the client in front of you.
        </p>
        <div className="hero-actions">
          <Button size="lg" onClick={() => contact.open("demo")}>
            Get a Live Demo
          </Button>
          <Button size="lg" variant="secondary" onClick={() => contact.open("consultation")}>
            Talk to Us About Setup
          </Button>
        </div>
      </section>
      <section className="features" aria-labelledby="features-title">
        <h2 id="features-title">What your AI receptionist does</h2>
        <ul className="feature-list">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" id="demo" tabIndex={-1} aria-labelledby="demo-title">
        <h2 id="demo-title">Hear it answer a call</h2>
        <p>Talk to the AI receptionist right here in your browser, or listen to a recorded call.</p>
        <ErrorBoundary level="component" component="voice-demo">
          <VoiceDemo />
        </ErrorBoundary>
        <ErrorBoundary level="component" component="demo-conversation">
          <DemoConversationPlayer />
        </ErrorBoundary>
      </section>
      <section className="section" aria-labelledby="roi-title">
        <h2 id="roi-title">What missed calls cost you</h2>
        <ErrorBoundary level="component" component="roi-calculator">
          <RoiCalculator />
        </ErrorBoundary>
      </section>
      <section className="section" aria-labelledby="pricing-title">
        <h2 id="pricing-title">Simple pricing</h2>
        <ErrorBoundary level="component" component="pricing-table">
          <PricingTable />
        </ErrorBoundary>
      </section>
      <section className="section" aria-labelledby="forwarding-title">
        <h2 id="forwarding-title">Set up in five minutes: forward your calls</h2>
        <ErrorBoundary level="component" component="forwarding-guide">
          <ForwardingGuide />
        </ErrorBoundary>
      </section>
    </>
  );
}
