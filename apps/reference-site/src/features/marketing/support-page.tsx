import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, LinkButton } from "@ringline/react-widgets";
import { Link } from "react-router";
import { MessageIcon, PhoneIcon, SparkIcon } from "../../components/icons.js";
import { Section } from "../../components/section.js";
import { useTrackView } from "../analytics/analytics.js";
import { useContactDialog } from "./contact-context.js";
import { COMPANY_CONTACT, COMPANY_EMAIL } from "./navigation.js";

const HELP_TOPICS = [
  {
    title: msg`Forward your calls`,
    text: msg`Codes for AT&T, Verizon and T-Mobile, and the steps for Google Voice and RingCentral, with your number filled in.`,
    to: "/call-forwarding-guide",
    action: msg`Open the forwarding guide`,
  },
  {
    title: msg`Plans, trial and billing`,
    text: msg`What each plan includes, how the 7-day trial works, and how to change or cancel.`,
    to: "/faq#pricing-and-billing",
    action: msg`Read the billing answers`,
  },
  {
    title: msg`Teach your receptionist`,
    text: msg`Greeting, voice, qualifying questions, your website and the calendar it books into.`,
    to: "/faq#your-ai-receptionist",
    action: msg`Read the set-up answers`,
  },
  {
    title: msg`Calls, recordings and privacy`,
    text: msg`Where recordings and transcripts live, how long we keep them, and who can hear them.`,
    to: "/faq#privacy-and-security",
    action: msg`Read the privacy answers`,
  },
] as const;

/** Opens the chat assistant (the widget's bubble), which is in support mode on this page. */
function openChat() {
  document.querySelector<HTMLButtonElement>("button.rl-chat__bubble")?.click();
}

/** How to reach support by phone (when the company has a line) and e-mail. */
function CallOrWrite() {
  const phone = COMPANY_CONTACT.phone;
  const supportEmail = COMPANY_EMAIL.support;
  const mailto = `mailto:${supportEmail}`;
  if (!phone) {
    return (
      <Trans>
        Write to <a href={mailto}>{supportEmail}</a>: we answer within four business hours.
      </Trans>
    );
  }
  const phoneDisplay = phone.display;
  return (
    <Trans>
      Phone support 24/7 at <a href={phone.href}>{phoneDisplay}</a>, or write to{" "}
      <a href={mailto}>{supportEmail}</a>: we answer within four business hours.
    </Trans>
  );
}

/**
 * /support: how to reach us (the chat in support mode, phone, e-mail, a call back), the help
 * topics with the forwarding guide, and the FAQ. Sends `support_page_visit`.
 */
export function SupportPage() {
  const contact = useContactDialog();
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  useTrackView("support_page_visit");
  return (
    <>
      <Section
        id="support"
        eyebrow={t`Support`}
        title={t`How can we help?`}
        lead={t`Real people and your AI assistant, around the clock. Most questions are answered in the chat within a minute.`}
        headingLevel={1}
      >
        <ul className="card-grid card-grid--3">
          <li className="site-card">
            <span className="site-card-icon">
              <MessageIcon />
            </span>
            <h2 className="site-card-title">
              <Trans>Chat with us</Trans>
            </h2>
            <p>
              <Trans>
                The assistant in the corner of this page answers set-up, forwarding and billing
                questions, and hands you to a person when it should.
              </Trans>
            </p>
            <Button onClick={openChat}>
              <Trans>Open the chat</Trans>
            </Button>
          </li>
          <li className="site-card">
            <span className="site-card-icon">
              <PhoneIcon />
            </span>
            <h2 className="site-card-title">
              <Trans>Call or e-mail</Trans>
            </h2>
            <p>
              <CallOrWrite />
            </p>
            {COMPANY_CONTACT.address && <address>{COMPANY_CONTACT.address}</address>}
          </li>
          <li className="site-card">
            <span className="site-card-icon">
              <SparkIcon />
            </span>
            <h2 className="site-card-title">
              <Trans>Get set up with us</Trans>
            </h2>
            <p>
              <Trans>
                Book a free setup consultation: we forward your line with you and tune your
                receptionist's script on the call.
              </Trans>
            </p>
            <Button variant="secondary" onClick={() => contact.open("consultation")}>
              <Trans>Request a Setup Call</Trans>
            </Button>
          </li>
        </ul>
      </Section>
      <Section
        id="help-center"
        eyebrow={t`Help Center`}
        title={t`Guides and answers`}
        lead={t`Start with forwarding: it is the one step only you can take on your phone.`}
        tone="surface"
      >
        <ul className="card-grid card-grid--2">
          {HELP_TOPICS.map((topic) => (
            <li key={topic.to} className="site-card">
              <h3>{_(topic.title)}</h3>
              <p>{_(topic.text)}</p>
              <Link className="card-link" to={topic.to}>
                {_(topic.action)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="section-footnote">
          <Trans>
            Can't find it? <Link to="/faq">Search the FAQ</Link> or{" "}
            <Link to="/blog/category/call-forwarding">read our forwarding articles</Link>.
          </Trans>
        </p>
      </Section>
      <Section id="status" title={t`Before you call: check these three things`}>
        <ol className="numbered-steps">
          <li>
            <Trans>
              <strong>Is forwarding on?</strong> Call your business number from another phone. If it
              rings through to voicemail, dial your carrier's code again from the{" "}
              <Link to="/call-forwarding-guide">forwarding guide</Link>.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Is iPhone Live Voicemail off?</strong> Live Voicemail answers before
              forwarding can: turn it off under Settings › Apps › Phone.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Is your receptionist live?</strong> Your dashboard's AI Settings tab says
              whether it answers calls now.
            </Trans>{" "}
            <LinkButton
              href="/dashboard/ai-settings"
              linkComponent={Link}
              variant="ghost"
              size="sm"
            >
              <Trans>Open AI Settings</Trans>
            </LinkButton>
          </li>
        </ol>
      </Section>
    </>
  );
}
