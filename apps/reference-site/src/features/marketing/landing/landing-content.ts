// The landing page's words and figures that are not prices (prices come from the API's
// plans). Quoted texts of the specification are used as written. Words are messages of the
// catalogue (rendered in the page's language); figures, names and places stay as they are.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TIntegrationProvider } from "@ringline/api-client";
import type { IntegrationMarkName } from "./integration-marks.js";

/** A text of the page: a figure as it is written ("38%"), or words to translate. */
export type LandingText = string | MessageDescriptor;

/** `text` in the page's language, with `translate` the `_` of `useLingui()`. */
export function landingText(
  translate: (descriptor: MessageDescriptor) => string,
  text: LandingText,
): string {
  return typeof text === "string" ? text : translate(text);
}

export const HERO = {
  eyebrow: msg`The AI receptionist for real estate`,
  title: msg`Stop losing leads to missed calls.`,
  lead: msg`Ringline answers every call to your business in a natural voice, qualifies the caller, books the showing and texts you the lead, while you stay with the client in front of you.`,
  badges: [msg`Setup in 5 minutes`, msg`No contracts`],
  cta: msg`Start 7-Day Free Trial`,
  ctaSignedIn: msg`View Dashboard`,
  note: msg`Credit card required • Cancel anytime during trial`,
  claims: [
    { figure: "40%", label: msg`more bookings` },
    { figure: "24/7", label: msg`availability` },
    { figure: msg`5-minute`, label: msg`setup` },
  ],
  // Issue #30: every trust claim says where it comes from. The bookings figure is of the same
  // kind as the example stories further down, which are illustrative, and says so.
  claimsNote: msg`More bookings: an illustrative figure, like the example stories below; yours depends on the calls you miss today. 24/7 and the setup time are how Ringline works.`,
} as const;

/** What the example stories and reviews are, said where they are shown. */
export const ILLUSTRATIVE_NOTE = msg`Example stories: the businesses, people and figures are illustrative, not customers' own accounts.`;

// Issue #30: only claims we can back up. "SOC 2 Type II" (no audit report to link) and
// "5000+ businesses" (no source) are gone; the trial and contract terms are the product's own.
export const TRUST_BADGES = [
  { title: msg`7-day free trial`, text: msg`Not charged for 7 days` },
  { title: msg`No contracts`, text: msg`Cancel anytime` },
  { title: msg`30-day money-back`, text: msg`No questions asked` },
  { title: msg`24/7 support`, text: msg`People, not tickets` },
] as const;

export const FEATURES = [
  {
    icon: "clock",
    title: msg`Answers every call, 24/7`,
    text: msg`Nights, weekends, showings and holidays: callers reach a friendly receptionist on the first ring, in English, Spanish and more.`,
  },
  {
    icon: "list",
    title: msg`Qualifies every lead`,
    text: msg`It asks your questions (buying or selling, area, budget, timeline, pre-approval) and writes the answers into the lead.`,
  },
  {
    icon: "calendar",
    title: msg`Books the appointment`,
    text: msg`Showings, listing consultations and callbacks go straight into your calendar while the caller is still on the line.`,
  },
  {
    icon: "message",
    title: msg`Instant text and e-mail alerts`,
    text: msg`The lead, a summary and the caller's number reach your phone seconds after the call, so you can call back warm.`,
  },
  {
    icon: "mic",
    title: msg`Recordings and transcripts`,
    text: msg`Every call is logged in your dashboard with its recording and transcript, and a copy can be e-mailed to you.`,
  },
  {
    icon: "globe",
    title: msg`Knows your business`,
    text: msg`Point it at your website: it learns your listings, services and hours, and answers the way your office would.`,
  },
] as const;

export const GUARANTEES = [
  {
    title: msg`30-day money-back`,
    text: msg`Not happy in your first 30 days? Tell us and we refund every cent of your subscription.`,
  },
  {
    title: msg`6-month guarantee plus $50 refund`,
    text: msg`If Ringline hasn't paid for itself in six months, we refund what you paid and add $50 for your time.`,
  },
  {
    title: msg`95% of calls captured`,
    text: msg`Our performance guarantee: at least 95% of forwarded calls answered and logged, or the month is on us.`,
  },
  {
    title: msg`24/7 support`,
    text: msg`Real people answer by phone, chat and e-mail around the clock, including set-up help.`,
  },
] as const;

export const CASE_STUDIES = [
  {
    title: msg`Harbor Point Realty books 63% more showings`,
    company: "Harbor Point Realty",
    location: "San Diego, CA",
    teamSize: msg`12 agents`,
    challenge: msg`Agents were in showings or driving when buyers called, and 38% of calls went to voicemail. Most of those callers never left a message.`,
    solution: msg`The office line and every agent's cell forward to Ringline when busy or after three rings. Ava, their AI receptionist, qualifies buyers and books showings into each listing agent's calendar.`,
    results: [
      { metric: msg`Missed calls`, before: "38%", after: "2%", improvement: msg`95% fewer` },
      { metric: msg`Showings booked a month`, before: "41", after: "67", improvement: "+63%" },
      {
        metric: msg`Time to first response`,
        before: "3 h 20 min",
        after: msg`Under 1 min`,
        improvement: msg`200× faster`,
      },
    ],
    testimonial: msg`Buyers who call about a listing want an answer now. Ringline gives them one, books the showing and I get a text with everything I need before I'm back in the car.`,
    contact: { name: "Jordan Ellis", role: msg`Listing Agent` },
  },
  {
    title: msg`Summit Peak Properties turns after-hours calls into listings`,
    company: "Summit Peak Properties",
    location: "Denver, CO",
    teamSize: msg`45 agents, 3 offices`,
    challenge: msg`Half of seller inquiries came in the evening or on weekends, when the front desk was closed. Leads went to whichever competitor answered first.`,
    solution: msg`Ringline answers all three offices outside business hours, asks sellers about the property and timeline, and books listing consultations with the agent on duty.`,
    results: [
      {
        metric: msg`After-hours leads captured a month`,
        before: "12",
        after: "96",
        improvement: "8×",
      },
      { metric: msg`Listing consultations booked`, before: "9", after: "23", improvement: "+156%" },
      { metric: msg`Cost per captured lead`, before: "$48", after: "$6", improvement: "−88%" },
    ],
    testimonial: msg`We used to lose the 9 p.m. seller to whoever picked up. Now every one of them gets a consultation on the calendar by morning.`,
    contact: { name: "Maria Santos", role: msg`Managing Broker` },
  },
  {
    title: msg`Lakeside Dental fills its new-patient schedule`,
    company: "Lakeside Dental",
    location: "Austin, TX",
    teamSize: msg`8 staff`,
    challenge: msg`Two front-desk staff juggled patients at the counter and a ringing phone; new patients waited on hold or hung up.`,
    solution: msg`Calls overflow to Ringline when the desk is busy. It answers insurance and hours questions and books new-patient exams into the practice's calendar.`,
    results: [
      { metric: msg`New-patient bookings a month`, before: "52", after: "81", improvement: "+56%" },
      { metric: msg`Calls abandoned on hold`, before: "21%", after: "1%", improvement: "−95%" },
      { metric: msg`Front-desk overtime a week`, before: "9 h", after: "2 h", improvement: "−78%" },
    ],
    testimonial: msg`Our team can finally give the patient in front of them their full attention. Nobody waits on hold any more.`,
    contact: { name: "Dr. Priya Raman", role: msg`Practice Owner` },
  },
] as const;

export const TESTIMONIALS = [
  {
    name: "Jordan Ellis",
    role: msg`Listing Agent`,
    company: "Harbor Point Realty",
    quote: msg`I was skeptical an AI could sound like us. Clients compliment our 'receptionist' and have no idea.`,
    metric: msg`+63% showings booked`,
  },
  {
    name: "Maria Santos",
    role: msg`Managing Broker`,
    company: "Summit Peak Properties",
    quote: msg`It paid for itself in the first week with one listing we would have missed at 9 p.m.`,
    metric: msg`8× after-hours leads`,
  },
  {
    name: "Derek Owens",
    role: msg`Owner`,
    company: "Owens HVAC",
    quote: msg`In July every missed call is a lost install. Ringline books the emergency visits while my techs are on the roof.`,
    metric: msg`31 extra jobs in July`,
  },
  {
    name: "Priya Raman",
    role: msg`Practice Owner`,
    company: "Lakeside Dental",
    quote: msg`Set up on a Friday afternoon, answering patients by Monday. Hold times simply disappeared.`,
    metric: msg`+56% new patients`,
  },
  {
    name: "Tom Becker",
    role: msg`Sales Manager`,
    company: "Becker Auto Group",
    quote: msg`Test drives get booked at midnight now. The transcripts tell my team exactly what each buyer wants.`,
    metric: msg`2.4× test drives booked`,
  },
  {
    name: "Alicia Moreno",
    role: msg`Team Lead`,
    company: "Moreno Home Team",
    quote: msg`Spanish-speaking buyers get answered in Spanish, instantly. That alone changed our pipeline.`,
    metric: msg`+38% bilingual leads`,
  },
] as const;

/**
 * The tools the product connects to (the contract's providers but the demo calendar), with
 * the words and mark the landing page shows. Typed by the provider ids, so a tool added to
 * the contract must be listed here, and nothing is listed that the product does not connect.
 */
export const INTEGRATIONS: Record<
  Exclude<TIntegrationProvider, "local-calendar">,
  { name: string; kind: MessageDescriptor; mark: IntegrationMarkName | { letters: string } }
> = {
  google: { name: "Google Calendar", kind: msg`Showings in your calendar`, mark: "googlecalendar" },
  microsoft: {
    name: "Microsoft 365 / Outlook",
    kind: msg`Showings in your calendar`,
    mark: { letters: "MS" },
  },
  calcom: { name: "Cal.com", kind: msg`Bookings on your Cal.com`, mark: "caldotcom" },
  followupboss: { name: "Follow Up Boss", kind: msg`Leads in your CRM`, mark: { letters: "FB" } },
  gohighlevel: { name: "GoHighLevel", kind: msg`Leads in your CRM`, mark: { letters: "HL" } },
  hubspot: { name: "HubSpot", kind: msg`Leads in your CRM`, mark: "hubspot" },
};

/** The side navigator's stops (the spec's six), with the ids of their sections. */
export const SECTION_STOPS = [
  { id: "home", label: msg`Home` },
  { id: "features", label: msg`Features` },
  { id: "roi", label: msg`ROI Calculator` },
  { id: "pricing", label: msg`Pricing` },
  { id: "testimonials", label: msg`Reviews` },
  { id: "guarantee", label: msg`Guarantee` },
] as const;
