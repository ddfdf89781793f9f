import type { TReceptionistDraft } from "./receptionist-settings.js";

/** One suggestion of the dashboard's checklist after go-live. */
export interface SetupChecklistItem {
  id:
    | "describe-business"
    | "add-website"
    | "common-questions"
    | "emergency-contact"
    | "connect-calendar"
    | "text-alerts";
  /** Whether the owner has done it. */
  done: boolean;
  title: string;
  /** Why it helps, in one sentence. */
  detail: string;
  /** Where in the dashboard it is done. */
  href: string;
}

/** How many common questions make "the questions callers ask most" done. */
export const CHECKLIST_COMMON_QUESTIONS = 3;

/** The settings the checklist reads (a saved receptionist's settings are one). */
interface ChecklistSettings {
  readonly aiName: string;
  readonly businessType: string;
  readonly businessDescription: string;
  readonly websitesToCrawl: readonly string[];
  readonly commonQuestions: readonly unknown[];
  readonly emergencyContact: string;
  readonly smsTrigger: TReceptionistDraft["smsTrigger"] | string | null;
}

/**
 * What onboarding's first pass left for later, as the dashboard offers it after go-live ("Make
 * Riley better"): each item done or not from the saved settings and the connections, in the
 * order that helps callers most.
 *
 * @example
 * ```ts
 * const items = setupChecklist(receptionist.settings, { calendarConnected: false });
 * const left = items.filter((item) => !item.done);
 * ```
 */
export function setupChecklist(
  settings: ChecklistSettings,
  { calendarConnected }: { calendarConnected: boolean },
): SetupChecklistItem[] {
  const name = settings.aiName.trim() || "your receptionist";
  const realEstate = settings.businessType === "real_estate";
  return [
    {
      id: "add-website",
      done: settings.websitesToCrawl.length > 0,
      title: realEstate ? "Add your website and listings page" : "Add your website",
      detail: `${name} reads it and answers callers' questions from it.`,
      href: "/dashboard/ai-settings#settings-website",
    },
    {
      id: "describe-business",
      done: settings.businessDescription.trim() !== "",
      title: "Say what your business does",
      detail: `A few sentences ${name} uses to describe you to callers.`,
      href: "/dashboard/ai-settings#settings-business",
    },
    {
      id: "common-questions",
      done: settings.commonQuestions.length >= CHECKLIST_COMMON_QUESTIONS,
      title: "Answer the questions callers ask most",
      detail: `At least ${CHECKLIST_COMMON_QUESTIONS}, so ${name} answers them your way.`,
      href: "/dashboard/ai-settings#settings-receptionist",
    },
    {
      id: "connect-calendar",
      done: calendarConnected,
      title: realEstate ? "Connect your calendar for showings" : "Connect your calendar",
      detail: `${name} then books only the times you are free, straight into it.`,
      href: "/dashboard/integrations",
    },
    {
      id: "emergency-contact",
      done: settings.emergencyContact.trim() !== "",
      title: "Name an emergency contact",
      detail: `Who ${name} passes an urgent caller to.`,
      href: "/dashboard/ai-settings#settings-receptionist",
    },
    {
      id: "text-alerts",
      done: settings.smsTrigger !== null,
      title: "Get a text when it matters",
      detail: "A text to your phone for new leads, bookings or urgent calls.",
      href: "/dashboard/ai-settings#settings-receptionist",
    },
  ];
}
