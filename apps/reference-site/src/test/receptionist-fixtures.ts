import type { TReceptionist } from "@ringline/api-client";

/** A receptionist answer for page tests: a new customer unless `overrides` say otherwise. */
export function receptionistAnswer(overrides: Partial<TReceptionist> = {}): TReceptionist {
  return {
    settings: {
      businessName: "",
      businessType: "",
      businessDescription: "",
      targetAudience: "",
      keyServices: "",
      primaryPhone: "",
      businessHours: "9:00 AM - 5:00 PM Monday-Friday",
      timeZone: "",
      aiName: "",
      aiVoice: "",
      greetingMessage: "",
      aiTonePersonality: "",
      aiGoals: [],
      customGoal: "",
      leadQualificationQuestions: [],
      appointmentTypes: [],
      escalationProcedures: "",
      emergencyContact: "",
      commonQuestions: [],
      specialInstructions: "",
      smsTrigger: null,
      customSmsTrigger: "",
      smsMessageContent: "",
      websitesToCrawl: [],
    },
    aiStatus: "inactive",
    onboardingStatus: "signup",
    onboardingStep: "business",
    walkthroughCompleted: false,
    assistantId: null,
    phone: null,
    sync: {
      state: "idle",
      step: null,
      errorCode: null,
      revision: 0,
      syncedRevision: 0,
      syncedAt: null,
    },
    version: 0,
    ...overrides,
  };
}

/** A receptionist that is live, with complete settings and a number. */
export function liveReceptionist(overrides: Partial<TReceptionist> = {}): TReceptionist {
  const base = receptionistAnswer();
  return receptionistAnswer({
    settings: {
      ...base.settings,
      businessName: "Bayside Realty",
      businessType: "real_estate",
      primaryPhone: "+1 415 555 0100",
      timeZone: "America/Los_Angeles",
      aiName: "Ava",
      aiVoice: "sarah",
      greetingMessage: "Thanks for calling Bayside Realty!",
      aiTonePersonality: "Warm and reassuring",
      aiGoals: ["capture_leads"],
    },
    aiStatus: "active",
    onboardingStatus: "complete",
    onboardingStep: "complete",
    walkthroughCompleted: true,
    assistantId: "asst_1",
    phone: { number: "+14155550123", areaCode: "415" },
    sync: {
      state: "synced",
      step: null,
      errorCode: null,
      revision: 1,
      syncedRevision: 1,
      syncedAt: "2026-11-24T10:00:00.000Z",
    },
    version: 1,
    ...overrides,
  });
}

/** A finished crawl of `https://harbor.example` that read two new pages and found nothing. */
export function crawlAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: "crawl-1",
    status: "done",
    startUrls: ["https://harbor.example"],
    pagesCrawled: 2,
    pagesQueued: 0,
    bytesFetched: 4096,
    skipped: [],
    changes: { added: 2, changed: 0, unchanged: 0, removed: 0 },
    errorCode: null,
    errorMessage: null,
    found: {
      businessDescription: null,
      keyServices: null,
      businessHours: null,
      commonQuestions: [],
    },
    startedAt: "2026-11-29T10:00:00.000Z",
    finishedAt: "2026-11-29T10:00:01.000Z",
    ...overrides,
  };
}
