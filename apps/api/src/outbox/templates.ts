import { escapeHtml } from "../core/html.js";

/** The e-mails the product sends, as plain text and HTML. */
export type EmailType =
  | "verify-email"
  | "reset-password"
  | "welcome"
  | "confirm-email-change"
  | "trial-ending"
  | "payment-failed"
  | "subscription-receipt"
  | "checkout-follow-up"
  | "web-design-confirmation"
  | "web-design-order"
  | "call-transcript"
  | "webhook-disabled";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** A message's text and HTML: a title, paragraphs, an optional button link, the signature. */
export function layout(
  title: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): { text: string; html: string } {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), "— Ringline"].join(
    "\n\n",
  );
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="background:#2563eb;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(link.href)}</p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("")}${button}<p>— Ringline</p></body></html>`;
  return { text, html };
}

/** Verify the address given at sign-up. */
export function verifyEmailTemplate(input: { firstName: string; link: string }): RenderedEmail {
  return {
    subject: "Verify your email address",
    ...layout(
      "Verify your email address",
      [
        `Hi ${input.firstName},`,
        "Please confirm this is your email address. The link works for 24 hours.",
      ],
      { href: input.link, label: "Verify email address" },
    ),
  };
}

/** A link to choose a new password. */
export function resetPasswordTemplate(input: { firstName: string; link: string }): RenderedEmail {
  return {
    subject: "Reset your Ringline password",
    ...layout(
      "Reset your password",
      [
        `Hi ${input.firstName},`,
        "Someone asked to reset the password of your Ringline account. The link works once, for one hour.",
        "If it was not you, ignore this message: your password stays as it is.",
      ],
      { href: input.link, label: "Choose a new password" },
    ),
  };
}

/** Confirm a new address after an e-mail change. */
export function confirmEmailChangeTemplate(input: {
  firstName: string;
  link: string;
}): RenderedEmail {
  return {
    subject: "Confirm your new email address",
    ...layout(
      "Confirm your new email address",
      [
        `Hi ${input.firstName},`,
        "Please confirm that you want to use this address for your Ringline account. The link works for 24 hours.",
      ],
      { href: input.link, label: "Confirm new address" },
    ),
  };
}

/** Sent once the account exists. */
export function welcomeTemplate(input: { firstName: string; dashboardUrl: string }): RenderedEmail {
  return {
    subject: "Welcome to Ringline",
    ...layout(
      "Welcome to Ringline",
      [
        `Hi ${input.firstName},`,
        "Your account is ready. Set up your AI receptionist in a few minutes and never miss a call again.",
      ],
      { href: input.dashboardUrl, label: "Open your dashboard" },
    ),
  };
}

/** A webhook endpoint turned off after its deliveries failed for days. */
export function webhookDisabledTemplate(input: {
  firstName: string;
  url: string;
  failingSince: string;
  lastError: string | null;
  link: string;
}): RenderedEmail {
  return {
    subject: "A Ringline webhook was turned off",
    ...layout(
      "Your webhook was turned off",
      [
        `Hi ${input.firstName},`,
        `Ringline could not deliver events to ${input.url} since ${input.failingSince}, so we turned this webhook off and stopped sending to it.`,
        ...(input.lastError ? [`The last attempt got: ${input.lastError}.`] : []),
        "Check that the address still works (your automation tool may have changed it), then turn the webhook on again from your dashboard. The events that did not arrive are in its delivery log, where you can send them again.",
      ],
      { href: input.link, label: "Open your webhooks" },
    ),
  };
}
