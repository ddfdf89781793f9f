import { Button, LinkButton } from "@ringline/react-widgets";
import { Link } from "react-router";
import { MessageIcon, PhoneIcon, SparkIcon } from "../../components/icons.js";
import { Section } from "../../components/section.js";
import { useTrackView } from "../analytics/analytics.js";
import { useContactDialog } from "./contact-context.js";
import { COMPANY_CONTACT, COMPANY_EMAIL } from "./navigation.js";

const HELP_TOPICS = [
  {
    title: "Forward your calls",
    text: "Codes for AT&T, Verizon and T-Mobile, and the steps for Google Voice and RingCentral, with your number filled in.",
    to: "/call-forwarding-guide",
    action: "Open the forwarding guide",
  },
  {
    title: "Plans, trial and billing",
    text: "What each plan includes, how the 7-day trial works, and how to change or cancel.",
    to: "/faq#pricing-and-billing",
    action: "Read the billing answers",
  },
  {
    title: "Teach your receptionist",
    text: "Greeting, voice, qualifying questions, your website and the calendar it books into.",
    to: "/faq#your-ai-receptionist",
    action: "Read the set-up answers",
  },
  {
    title: "Calls, recordings and privacy",
    text: "Where recordings and transcripts live, how long we keep them, and who can hear them.",
    to: "/faq#privacy-and-security",
    action: "Read the privacy answers",
  },
] as const;

/** Opens the chat assistant (the widget's bubble), which is in support mode on this page. */
function openChat() {
  document.querySelector<HTMLButtonElement>("button.rl-chat__bubble")?.click();
}

/**
 * /support: how to reach us (the chat in support mode, phone, e-mail, a call back), the help
 * topics with the forwarding guide, and the FAQ. Sends `support_page_visit`.
 */
export function SupportPage() {
  const contact = useContactDialog();
  useTrackView("support_page_visit");
  return (
    <>
      <Section
        id="support"
        eyebrow="Support"
        title="How can we help?"
        lead="Real people and your AI assistant, around the clock. Most questions are answered in the chat within a minute."
        headingLevel={1}
      >
        <ul className="card-grid card-grid--3">
          <li className="site-card">
            <span className="site-card-icon">
              <MessageIcon />
            </span>
            <h2 className="site-card-title">Chat with us</h2>
            <p>
              The assistant in the corner of this page answers set-up, forwarding and billing
              questions, and hands you to a person when it should.
            </p>
            <Button onClick={openChat}>Open the chat</Button>
          </li>
          <li className="site-card">
            <span className="site-card-icon">
              <PhoneIcon />
            </span>
            <h2 className="site-card-title">Call or e-mail</h2>
            <p>
              {COMPANY_CONTACT.phone ? (
                <>
                  Phone support 24/7 at{" "}
                  <a href={COMPANY_CONTACT.phone.href}>{COMPANY_CONTACT.phone.display}</a>, or write
                  to
                </>
              ) : (
                "Write to"
              )}{" "}
              <a href={`mailto:${COMPANY_EMAIL.support}`}>{COMPANY_EMAIL.support}</a>: we answer
              within four business hours.
            </p>
            {COMPANY_CONTACT.address && <address>{COMPANY_CONTACT.address}</address>}
          </li>
          <li className="site-card">
            <span className="site-card-icon">
              <SparkIcon />
            </span>
            <h2 className="site-card-title">Get set up with us</h2>
            <p>
              Book a free setup consultation: we forward your line with you and tune your
              receptionist's script on the call.
            </p>
            <Button variant="secondary" onClick={() => contact.open("consultation")}>
              Request a Setup Call
            </Button>
          </li>
        </ul>
      </Section>
      <Section
        id="help-center"
        eyebrow="Help Center"
        title="Guides and answers"
        lead="Start with forwarding: it is the one step only you can take on your phone."
        tone="surface"
      >
        <ul className="card-grid card-grid--2">
          {HELP_TOPICS.map((topic) => (
            <li key={topic.title} className="site-card">
              <h3>{topic.title}</h3>
              <p>{topic.text}</p>
              <Link className="card-link" to={topic.to}>
                {topic.action}
              </Link>
            </li>
          ))}
        </ul>
        <p className="section-footnote">
          Can't find it? <Link to="/faq">Search the FAQ</Link> or{" "}
          <Link to="/blog/category/call-forwarding">read our forwarding articles</Link>.
        </p>
      </Section>
      <Section id="status" title="Before you call: check these three things">
        <ol className="numbered-steps">
          <li>
            <strong>Is forwarding on?</strong> Call your business number from another phone. If it
            rings through to voicemail, dial your carrier's code again from the{" "}
            <Link to="/call-forwarding-guide">forwarding guide</Link>.
          </li>
          <li>
            <strong>Is iPhone Live Voicemail off?</strong> Live Voicemail answers before forwarding
            can: turn it off under Settings › Apps › Phone.
          </li>
          <li>
            <strong>Is your receptionist live?</strong> Your dashboard's AI Settings tab says
            whether it answers calls now.{" "}
            <LinkButton
              href="/dashboard/ai-settings"
              linkComponent={Link}
              variant="ghost"
              size="sm"
            >
              Open AI Settings
            </LinkButton>
          </li>
        </ol>
      </Section>
    </>
  );
}
