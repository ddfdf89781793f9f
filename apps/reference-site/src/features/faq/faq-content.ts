import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TPlan } from "@ringline/api-client";
import { intlLocaleOf } from "@ringline/api-client/core";
import { activeLocale, i18n } from "../../shared/i18n/i18n.js";

/**
 * An answer: a message, or words made from the plans of plan_configurations (prices, minutes)
 * in the page's language.
 */
export type FaqAnswer = MessageDescriptor | ((plans: readonly TPlan[]) => string);

export interface FaqGroup {
  /** The group's anchor on /faq (`/faq#pricing-and-billing`). */
  readonly id: string;
  readonly title: MessageDescriptor;
  readonly items: readonly {
    readonly question: MessageDescriptor;
    readonly answer: FaqAnswer;
  }[];
}

const dollars = (amount: number) =>
  new Intl.NumberFormat(intlLocaleOf(activeLocale()), {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

function planLine(plan: TPlan): string {
  const name = plan.name;
  const monthly = dollars(plan.monthlyPrice);
  const annual = dollars(plan.annualPrice);
  if (plan.minutesIncluded === null) {
    return i18n._(msg`${name} is ${monthly} a month or ${annual} a year, with unlimited minutes`);
  }
  const minutes = plan.minutesIncluded;
  const overage = dollars(plan.overageRatePerMinute ?? 0);
  return i18n._(
    msg`${name} is ${monthly} a month or ${annual} a year, with ${minutes} minutes a month, then ${overage} a minute`,
  );
}

/** Each metered plan's overage rate, "$0.30 on Starter and $0.25 on Pro". */
function overageRates(plans: readonly TPlan[]): string {
  return plans
    .filter((plan) => plan.minutesIncluded !== null)
    .map((plan) => {
      const rate = dollars(plan.overageRatePerMinute ?? 0);
      const name = plan.name;
      return i18n._(msg`${rate} on ${name}`);
    })
    .reduce((list, rate) => (list ? i18n._(msg`${list} and ${rate}`) : rate), "");
}

/** "Pro has no overage at all." */
function noOverage(plan: TPlan): string {
  const name = plan.name;
  return i18n._(msg`${name} has no overage at all.`);
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: "getting-started",
    title: msg`Getting started`,
    items: [
      {
        question: msg`What is Ringline?`,
        answer: msg`Ringline is an AI receptionist for small businesses, built first for real estate agents and brokerages. You forward your business phone to it; it answers every call in a natural voice, 24/7, qualifies the caller, books appointments into your calendar and sends you the lead by text and e-mail.`,
      },
      {
        question: msg`How long does setup take?`,
        answer: msg`About 5 minutes. Sign up, tell the assistant about your business (or point it at your website), choose a voice, then dial one forwarding code on your phone. Your receptionist answers the next call.`,
      },
      {
        question: msg`Do I keep my phone number?`,
        answer: msg`Yes. Nothing changes for your callers: they dial the number they always have, and your carrier forwards the call to your Ringline number. You can forward every call, or only the ones you miss or can't take.`,
      },
      {
        question: msg`Which phones and carriers work with Ringline?`,
        answer: msg`Any phone that can forward calls: AT&T, Verizon, T-Mobile and most other cell carriers, landlines, and VoIP services such as Google Voice and RingCentral. Our call forwarding guide has the codes and steps for each.`,
      },
    ],
  },
  {
    id: "pricing-and-billing",
    title: msg`Pricing and billing`,
    items: [
      {
        question: msg`How much does Ringline cost?`,
        answer: (plans) =>
          `${plans.map(planLine).join(". ")}. ${i18n._(msg`Paying yearly costs less than twelve monthly payments, and every plan includes the AI receptionist, call logs, recordings and transcripts.`)}`,
      },
      {
        question: msg`How does the free trial work?`,
        answer: (plans) => {
          const trialDays = plans[0]?.trialDays ?? 7;
          return i18n._(
            msg`Every plan starts with a ${trialDays}-day free trial. A credit card is required, but you are not charged until the trial ends, and you can cancel anytime during the trial from your dashboard.`,
          );
        },
      },
      {
        question: msg`What happens if I use more minutes than my plan includes?`,
        answer: (plans) => {
          const rates = overageRates(plans);
          const unlimited = plans.find((plan) => plan.minutesIncluded === null);
          return [
            i18n._(
              msg`Calls are never cut off. Minutes past your allowance are billed at the end of the month: ${rates}.`,
            ),
            unlimited ? noOverage(unlimited) : null,
            i18n._(msg`Your dashboard shows the minutes used so far.`),
          ]
            .filter(Boolean)
            .join(" ");
        },
      },
      {
        question: msg`Is there a contract or a setup fee?`,
        answer: msg`No contracts: plans are month to month or yearly, and you can cancel anytime. We waive the $99 setup fee when you book your setup call with us, and the 30-day money-back guarantee covers your first month.`,
      },
      {
        question: msg`What are your guarantees?`,
        answer: msg`A 30-day money-back guarantee; a 6-month guarantee plus $50 refund if Ringline hasn't paid for itself; a performance guarantee of 95% of forwarded calls captured; and 24/7 support.`,
      },
    ],
  },
  {
    id: "your-ai-receptionist",
    title: msg`Your AI receptionist`,
    items: [
      {
        question: msg`Will callers know they are talking to an AI?`,
        answer: msg`The voice is natural and the conversation flows, and most callers simply get what they need. Your receptionist never pretends to be a person if asked, and it can transfer or take a message for you whenever a caller prefers.`,
      },
      {
        question: msg`What does it say, and can I change it?`,
        answer: msg`You choose the greeting, the voice, the questions it asks (buying or selling, area, budget, timeline, pre-approval) and what it books. It learns your listings, services and hours from your website, and you can edit all of it in the AI Settings tab.`,
      },
      {
        question: msg`Which languages does it speak?`,
        answer: msg`English and Spanish out of the box, with French, Portuguese, Mandarin and more available. It answers in the caller's language.`,
      },
      {
        question: msg`Can it book appointments into my calendar?`,
        answer: msg`Yes. It offers the free slots of your Google, Outlook or Cal.com calendar, books the one the caller picks, and sends both of you the confirmation.`,
      },
      {
        question: msg`How do I get the leads?`,
        answer: msg`Seconds after each call you get a text and an e-mail with the caller's name, number, what they want and what was booked. Every call is also in your dashboard with its recording and transcript, and can be sent on to your CRM.`,
      },
    ],
  },
  {
    id: "call-forwarding",
    title: msg`Call forwarding`,
    items: [
      {
        question: msg`How do I forward my calls to Ringline?`,
        answer: msg`Dial your carrier's code with your Ringline number from the phone you want answered: on AT&T and T-Mobile **21*number# forwards all calls; on Verizon it is *72 followed by the number. The call forwarding guide fills your number into every code.`,
      },
      {
        question: msg`Can I forward only the calls I miss?`,
        answer: msg`Yes, with conditional forwarding: on AT&T and T-Mobile **67* (busy), **61* (unanswered) and **62* (unreachable); on Verizon *90 (busy) and *92 (unanswered). You answer when you can and Ringline catches the rest.`,
      },
      {
        question: msg`How do I turn forwarding off?`,
        answer: msg`On AT&T and T-Mobile dial ##21# (or ##67#, ##61#, ##62# for the conditional codes); on Verizon dial *73. Your calls ring only your phone again at once.`,
      },
      {
        question: msg`I use an iPhone. Anything to know?`,
        answer: msg`Yes: turn off Live Voicemail (Settings › Apps › Phone), because it answers unanswered calls before your carrier can forward them.`,
      },
    ],
  },
  {
    id: "privacy-and-security",
    title: msg`Privacy and security`,
    items: [
      {
        question: msg`Are calls recorded?`,
        answer: msg`Calls are recorded and transcribed so you can review them, and your receptionist tells callers at the start of the call. You can turn recording off, and where the law requires every party's consent the announcement is always on.`,
      },
      {
        question: msg`How long do you keep recordings and transcripts?`,
        answer: msg`Recordings for 90 days and transcripts for 12 months by default, unless you delete them sooner or choose a shorter period. Our privacy policy lists everything we keep and for how long.`,
      },
      {
        question: msg`Is my data secure?`,
        answer: msg`Data is encrypted in transit and at rest, access is logged, and we never sell your data or your callers' data.`,
      },
    ],
  },
];

/** An answer's words in the page's language, given the plans (undefined while they load). */
export function answerText(
  answer: FaqAnswer,
  plans: readonly TPlan[] | undefined,
): string | undefined {
  if (typeof answer !== "function") return i18n._(answer);
  return plans ? answer(plans) : undefined;
}
