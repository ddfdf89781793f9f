import { layout, type RenderedEmail } from "./templates.js";

const MONEY = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** Two days before a free trial ends and the first payment is taken. */
export function trialEndingTemplate(input: {
  firstName: string;
  planName: string;
  amount: number;
  trialEnd: Date;
  billingUrl: string;
}): RenderedEmail {
  return {
    subject: "Your Ringline free trial ends in 2 days",
    ...layout(
      "Your free trial ends in 2 days",
      [
        `Hi ${input.firstName},`,
        `Your 7-day free trial of the ${input.planName} plan ends on ${DAY.format(input.trialEnd)}. From then on your card is charged ${MONEY.format(input.amount)} per billing period.`,
        "Nothing to do if you want to keep your AI receptionist. To change plans or cancel before you are charged, open Billing in your dashboard.",
      ],
      { href: input.billingUrl, label: "Manage billing" },
    ),
  };
}

/**
 * The receipt of a confirmed checkout: the plan, when the free trial ends, when the first
 * charge is taken and how much, and how to cancel.
 */
export function subscriptionReceiptTemplate(input: {
  firstName: string;
  planName: string;
  amount: number;
  billing: "monthly" | "annual";
  /** The trial's end, which is also the first charge's date; null without a trial. */
  trialEnd: Date | null;
  /** When the first charge is (was) taken. */
  firstCharge: Date;
  billingUrl: string;
}): RenderedEmail {
  const period = input.billing === "annual" ? "year" : "month";
  const charge = `${MONEY.format(input.amount)} per ${period}`;
  return {
    subject: `Your Ringline receipt: ${input.planName} plan`,
    ...layout(
      "Thank you, your plan is confirmed",
      [
        `Hi ${input.firstName},`,
        `Plan: ${input.planName}, ${charge}.`,
        input.trialEnd
          ? `Free trial ends: ${DAY.format(input.trialEnd)}. Nothing is charged before then.`
          : "Free trial: none on this plan.",
        `First charge: ${MONEY.format(input.amount)} on ${DAY.format(input.firstCharge)}, then ${charge} until you cancel.`,
        input.trialEnd
          ? "To cancel, open Billing in your dashboard and choose Cancel subscription. Cancel before the trial ends and you are not charged."
          : "To cancel, open Billing in your dashboard and choose Cancel subscription. Your plan stays active until the end of the period you paid for.",
      ],
      { href: input.billingUrl, label: "Manage billing" },
    ),
  };
}

/** A subscription payment the card did not cover. */
export function paymentFailedTemplate(input: {
  firstName: string;
  amount: number;
  billingUrl: string;
}): RenderedEmail {
  return {
    subject: "Your Ringline payment failed",
    ...layout(
      "Your payment failed",
      [
        `Hi ${input.firstName},`,
        `We could not collect ${MONEY.format(input.amount)} for your Ringline subscription. We will try again in a few days.`,
        "To keep your AI receptionist answering, update your card in Billing.",
      ],
      { href: input.billingUrl, label: "Update your card" },
    ),
  };
}

/** To someone who signed up but never finished checkout. */
export function checkoutFollowUpTemplate(input: {
  firstName: string;
  checkoutUrl: string;
}): RenderedEmail {
  return {
    subject: "Your AI receptionist is one step away",
    ...layout(
      "Finish setting up Ringline",
      [
        `Hi ${input.firstName},`,
        "You created your Ringline account but have not started your free trial yet. It takes a minute: pick a plan, add a card, and you are not charged for 7 days.",
        "Your AI receptionist answers every call 24/7, captures leads and books appointments.",
      ],
      { href: input.checkoutUrl, label: "Start your 7-day free trial" },
    ),
  };
}
