// The landing page's words and figures that are not prices (prices come from the API's
// plans). Quoted texts of the specification are used as written.

import type { TIntegrationProvider } from "@ringline/api-client";
import type { IntegrationMarkName } from "./integration-marks.js";

export const HERO = {
  eyebrow: "The AI receptionist for real estate",
  title: "Stop losing leads to missed calls.",
  lead: "Ringline answers every call to your business in a natural voice, qualifies the caller, books the showing and texts you the lead, while you stay with the client in front of you.",
  badges: ["Setup in 5 minutes", "No contracts"],
  cta: "Start 7-Day Free Trial",
  ctaSignedIn: "View Dashboard",
  note: "Credit card required • Cancel anytime during trial",
  claims: [
    { figure: "40%", label: "more bookings" },
    { figure: "24/7", label: "availability" },
    { figure: "5-minute", label: "setup" },
  ],
  // Issue #30: every trust claim says where it comes from. The bookings figure is of the same
  // kind as the example stories further down, which are illustrative, and says so.
  claimsNote:
    "More bookings: an illustrative figure, like the example stories below; yours depends on the calls you miss today. 24/7 and the setup time are how Ringline works.",
} as const;

/** What the example stories and reviews are, said where they are shown. */
export const ILLUSTRATIVE_NOTE =
  "Example stories: the businesses, people and figures are illustrative, not customers' own accounts.";

// Issue #30: only claims we can back up. "SOC 2 Type II" (no audit report to link) and
// "5000+ businesses" (no source) are gone; the trial and contract terms are the product's own.
export const TRUST_BADGES = [
  { title: "7-day free trial", text: "Not charged for 7 days" },
  { title: "No contracts", text: "Cancel anytime" },
  { title: "30-day money-back", text: "No questions asked" },
  { title: "24/7 support", text: "People, not tickets" },
] as const;

export const FEATURES = [
  {
    icon: "clock",
    title: "Answers every call, 24/7",
    text: "Nights, weekends, showings and holidays: callers reach a friendly receptionist on the first ring, in English, Spanish and more.",
  },
  {
    icon: "list",
    title: "Qualifies every lead",
    text: "It asks your questions (buying or selling, area, budget, timeline, pre-approval) and writes the answers into the lead.",
  },
  {
    icon: "calendar",
    title: "Books the appointment",
    text: "Showings, listing consultations and callbacks go straight into your calendar while the caller is still on the line.",
  },
  {
    icon: "message",
    title: "Instant text and e-mail alerts",
    text: "The lead, a summary and the caller's number reach your phone seconds after the call, so you can call back warm.",
  },
  {
    icon: "mic",
    title: "Recordings and transcripts",
    text: "Every call is logged in your dashboard with its recording and transcript, and a copy can be e-mailed to you.",
  },
  {
    icon: "globe",
    title: "Knows your business",
    text: "Point it at your website: it learns your listings, services and hours, and answers the way your office would.",
  },
] as const;

export const GUARANTEES = [
  {
    title: "30-day money-back",
    text: "Not happy in your first 30 days? Tell us and we refund every cent of your subscription.",
  },
  {
    title: "6-month guarantee plus $50 refund",
    text: "If Ringline hasn't paid for itself in six months, we refund what you paid and add $50 for your time.",
  },
  {
    title: "95% of calls captured",
    text: "Our performance guarantee: at least 95% of forwarded calls answered and logged, or the month is on us.",
  },
  {
    title: "24/7 support",
    text: "Real people answer by phone, chat and e-mail around the clock, including set-up help.",
  },
] as const;

export const CASE_STUDIES = [
  {
    title: "Harbor Point Realty books 63% more showings",
    company: "Harbor Point Realty",
    location: "San Diego, CA",
    teamSize: "12 agents",
    challenge:
      "Agents were in showings or driving when buyers called, and 38% of calls went to voicemail. Most of those callers never left a message.",
    solution:
      "The office line and every agent's cell forward to Ringline when busy or after three rings. Ava, their AI receptionist, qualifies buyers and books showings into each listing agent's calendar.",
    results: [
      { metric: "Missed calls", before: "38%", after: "2%", improvement: "95% fewer" },
      { metric: "Showings booked a month", before: "41", after: "67", improvement: "+63%" },
      {
        metric: "Time to first response",
        before: "3 h 20 min",
        after: "Under 1 min",
        improvement: "200× faster",
      },
    ],
    testimonial:
      "Buyers who call about a listing want an answer now. Ringline gives them one, books the showing and I get a text with everything I need before I'm back in the car.",
    contact: "Jordan Ellis, Listing Agent",
  },
  {
    title: "Summit Peak Properties turns after-hours calls into listings",
    company: "Summit Peak Properties",
    location: "Denver, CO",
    teamSize: "45 agents, 3 offices",
    challenge:
      "Half of seller inquiries came in the evening or on weekends, when the front desk was closed. Leads went to whichever competitor answered first.",
    solution:
      "Ringline answers all three offices outside business hours, asks sellers about the property and timeline, and books listing consultations with the agent on duty.",
    results: [
      {
        metric: "After-hours leads captured a month",
        before: "12",
        after: "96",
        improvement: "8×",
      },
      { metric: "Listing consultations booked", before: "9", after: "23", improvement: "+156%" },
      { metric: "Cost per captured lead", before: "$48", after: "$6", improvement: "−88%" },
    ],
    testimonial:
      "We used to lose the 9 p.m. seller to whoever picked up. Now every one of them gets a consultation on the calendar by morning.",
    contact: "Maria Santos, Managing Broker",
  },
  {
    title: "Lakeside Dental fills its new-patient schedule",
    company: "Lakeside Dental",
    location: "Austin, TX",
    teamSize: "8 staff",
    challenge:
      "Two front-desk staff juggled patients at the counter and a ringing phone; new patients waited on hold or hung up.",
    solution:
      "Calls overflow to Ringline when the desk is busy. It answers insurance and hours questions and books new-patient exams into the practice's calendar.",
    results: [
      { metric: "New-patient bookings a month", before: "52", after: "81", improvement: "+56%" },
      { metric: "Calls abandoned on hold", before: "21%", after: "1%", improvement: "−95%" },
      { metric: "Front-desk overtime a week", before: "9 h", after: "2 h", improvement: "−78%" },
    ],
    testimonial:
      "Our team can finally give the patient in front of them their full attention. Nobody waits on hold any more.",
    contact: "Dr. Priya Raman, Practice Owner",
  },
] as const;

export const TESTIMONIALS = [
  {
    name: "Jordan Ellis",
    role: "Listing Agent",
    company: "Harbor Point Realty",
    quote:
      "I was skeptical an AI could sound like us. Clients compliment our 'receptionist' and have no idea.",
    metric: "+63% showings booked",
  },
  {
    name: "Maria Santos",
    role: "Managing Broker",
    company: "Summit Peak Properties",
    quote: "It paid for itself in the first week with one listing we would have missed at 9 p.m.",
    metric: "8× after-hours leads",
  },
  {
    name: "Derek Owens",
    role: "Owner",
    company: "Owens HVAC",
    quote:
      "In July every missed call is a lost install. Ringline books the emergency visits while my techs are on the roof.",
    metric: "31 extra jobs in July",
  },
  {
    name: "Priya Raman",
    role: "Practice Owner",
    company: "Lakeside Dental",
    quote:
      "Set up on a Friday afternoon, answering patients by Monday. Hold times simply disappeared.",
    metric: "+56% new patients",
  },
  {
    name: "Tom Becker",
    role: "Sales Manager",
    company: "Becker Auto Group",
    quote:
      "Test drives get booked at midnight now. The transcripts tell my team exactly what each buyer wants.",
    metric: "2.4× test drives booked",
  },
  {
    name: "Alicia Moreno",
    role: "Team Lead",
    company: "Moreno Home Team",
    quote:
      "Spanish-speaking buyers get answered in Spanish, instantly. That alone changed our pipeline.",
    metric: "+38% bilingual leads",
  },
] as const;

/**
 * The tools the product connects to (the contract's providers but the demo calendar), with
 * the words and mark the landing page shows. Typed by the provider ids, so a tool added to
 * the contract must be listed here, and nothing is listed that the product does not connect.
 */
export const INTEGRATIONS: Record<
  Exclude<TIntegrationProvider, "local-calendar">,
  { name: string; kind: string; mark: IntegrationMarkName | { letters: string } }
> = {
  google: { name: "Google Calendar", kind: "Showings in your calendar", mark: "googlecalendar" },
  microsoft: {
    name: "Microsoft 365 / Outlook",
    kind: "Showings in your calendar",
    mark: { letters: "MS" },
  },
  calcom: { name: "Cal.com", kind: "Bookings on your Cal.com", mark: "caldotcom" },
  followupboss: { name: "Follow Up Boss", kind: "Leads in your CRM", mark: { letters: "FB" } },
  gohighlevel: { name: "GoHighLevel", kind: "Leads in your CRM", mark: { letters: "HL" } },
  hubspot: { name: "HubSpot", kind: "Leads in your CRM", mark: "hubspot" },
};

/** The side navigator's stops (the spec's six), with the ids of their sections. */
export const SECTION_STOPS = [
  { id: "home", label: "Home" },
  { id: "features", label: "Features" },
  { id: "roi", label: "ROI Calculator" },
  { id: "pricing", label: "Pricing" },
  { id: "testimonials", label: "Reviews" },
  { id: "guarantee", label: "Guarantee" },
] as const;
