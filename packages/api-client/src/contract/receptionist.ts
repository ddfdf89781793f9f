import * as z from "zod/mini";
import { requiredText } from "./fields.js";
import { ZReceptionistDraft } from "./receptionist-settings.js";
import { ZPage } from "./route.js";

/**
 * The onboarding steps, in order; `complete` once the receptionist is live.
 *
 * @example
 * ```ts
 * ONBOARDING_STEPS.indexOf("website"); // 2
 * ```
 */
export const ONBOARDING_STEPS = [
  "business",
  "receptionist",
  "website",
  "number",
  "forwarding",
] as const;

/** An onboarding step. */
export type TOnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * The steps an owner goes through: the website step only when they named a website (on the
 * business step or there). The API moves owners on by it and the site shows it.
 *
 * @example
 * ```ts
 * onboardingStepsFor([]); // ["business", "receptionist", "number", "forwarding"]
 * ```
 */
export function onboardingStepsFor(websites: readonly string[]): readonly TOnboardingStep[] {
  return websites.length > 0
    ? ONBOARDING_STEPS
    : ONBOARDING_STEPS.filter((step) => step !== "website");
}

/**
 * The steps before and after `step` on the owner's way ({@link onboardingStepsFor}); the website
 * step opened without a website sits between the receptionist and the number.
 *
 * @example
 * ```ts
 * onboardingNeighbours("receptionist", []).next; // "number"
 * ```
 */
export function onboardingNeighbours(
  step: TOnboardingStep,
  websites: readonly string[],
): { previous: TOnboardingStep | undefined; next: TOnboardingStep | undefined } {
  const steps = onboardingStepsFor(websites);
  const index = steps.indexOf(step);
  if (index === -1) return { previous: "receptionist", next: "number" };
  return { previous: steps[index - 1], next: steps[index + 1] };
}

/**
 * Where the platform sync of the receptionist stands: `idle` (nothing made yet), `pending`
 * (a change waits for the sync), `running`, `synced` or `failed` (the `step` and `errorCode`
 * say where; retrying resumes there).
 *
 * @example
 * ```ts
 * if (sync.state === "failed") showError(sync.errorCode);
 * ```
 */
export const ZReceptionistSync = z.object({
  state: z.enum(["idle", "pending", "running", "synced", "failed"]),
  step: z.nullable(z.string()),
  errorCode: z.nullable(z.string()),
  revision: z.number(),
  syncedRevision: z.number(),
  syncedAt: z.nullable(z.string()),
});

/** Where the platform sync stands. */
export type TReceptionistSync = z.infer<typeof ZReceptionistSync>;

/**
 * The receptionist's phone number on the voice platform.
 *
 * @example
 * ```ts
 * const phone: TReceptionistPhone = { number: "+14155550123", areaCode: "415" };
 * ```
 */
export const ZReceptionistPhone = z.object({
  number: z.string(),
  areaCode: z.nullable(z.string()),
});

/** The receptionist's phone number. */
export type TReceptionistPhone = z.infer<typeof ZReceptionistPhone>;

/**
 * Everything about the owner's receptionist: settings, status, number, sync and onboarding.
 *
 * @example
 * ```ts
 * const receptionist = await api.getReceptionist();
 * receptionist.onboardingStep; // "website"
 * ```
 */
export const ZReceptionist = z.object({
  settings: ZReceptionistDraft,
  /** `users.aiStatus`: `inactive` until onboarding completes, then `active`. */
  aiStatus: z.string(),
  onboardingStatus: z.string(),
  /** The step to resume onboarding at. */
  onboardingStep: z.enum([...ONBOARDING_STEPS, "complete"]),
  walkthroughCompleted: z.boolean(),
  assistantId: z.nullable(z.string()),
  phone: z.nullable(ZReceptionistPhone),
  sync: ZReceptionistSync,
  /** The newest version of the settings (0 before the assistant exists). */
  version: z.number(),
});

/** Everything about the owner's receptionist. */
export type TReceptionist = z.infer<typeof ZReceptionist>;

/**
 * `GET /api/receptionist` and every change of it.
 *
 * @example
 * ```ts
 * const { receptionist } = ZReceptionistResponse.parse(body);
 * ```
 */
export const ZReceptionistResponse = z.object({
  success: z.literal(true),
  receptionist: ZReceptionist,
});

/** The receptionist, answered. */
export type TReceptionistResponse = z.infer<typeof ZReceptionistResponse>;

/**
 * One change of one setting between two versions.
 *
 * @example
 * ```ts
 * const change: TSettingChange = { field: "greetingMessage", before: "Hi", after: "Hello" };
 * ```
 */
export const ZSettingChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

/** One change of one setting. */
export type TSettingChange = z.infer<typeof ZSettingChange>;

/**
 * A saved version of the settings: who saved it, when, and what changed.
 *
 * @example
 * ```ts
 * version.actor; // { type: "owner", name: "Olivia Reyes" }
 * ```
 */
export const ZReceptionistVersion = z.object({
  version: z.number(),
  createdAt: z.string(),
  actor: z.object({
    type: z.enum(["owner", "admin", "system"]),
    name: z.nullable(z.string()),
  }),
  changes: z.array(ZSettingChange),
  revertedFrom: z.nullable(z.number()),
  current: z.boolean(),
});

/** A saved version of the settings. */
export type TReceptionistVersion = z.infer<typeof ZReceptionistVersion>;

/**
 * `GET /api/receptionist/versions`: newest first.
 *
 * @example
 * ```ts
 * const page = await api.listReceptionistVersions({ page: 1 });
 * ```
 */
export const ZReceptionistVersionPage = ZPage(ZReceptionistVersion);

/** A page of versions. */
export type TReceptionistVersionPage = z.infer<typeof ZReceptionistVersionPage>;

/**
 * `POST /api/receptionist/versions/:version/revert`.
 *
 * @example
 * ```ts
 * await api.revertReceptionist({ version: 3 });
 * ```
 */
export const ZRevertReceptionistRequest = z.object({
  // Versions are PostgreSQL integers: a larger number names none, and must not reach a query.
  version: z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)),
});

/**
 * `POST /api/receptionist/number`: a new number from the voice platform in an area code, or an
 * existing Twilio number imported with the account's credentials (never stored).
 *
 * @example
 * ```ts
 * await api.provisionReceptionistNumber({ kind: "provision", areaCode: "415" });
 * ```
 */
export const ZNumberRequest = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("provision"),
    areaCode: z
      .string("Enter a 3-digit area code")
      .check(z.trim(), z.regex(/^[2-9]\d\d$/, "Enter a 3-digit area code")),
  }),
  z.object({
    kind: z.literal("import-twilio"),
    number: z
      .string("Enter the number as +1 followed by 10 digits")
      .check(z.trim(), z.regex(/^\+[1-9]\d{7,14}$/, "Enter the number as + and country code")),
    accountSid: z
      .string("Enter your Twilio account SID")
      .check(z.trim(), z.regex(/^AC[0-9a-fA-F]{32}$/, "Enter your Twilio account SID (AC…)")),
    authToken: requiredText(8, 200, "Enter your Twilio auth token"),
  }),
]);

/** How to get the receptionist's number. */
export type TNumberRequest = z.output<typeof ZNumberRequest>;

/**
 * `GET /api/receptionist/voices/:voiceId/preview`: a short recording of the voice.
 *
 * @example
 * ```ts
 * const preview = await api.getVoicePreview({ voiceId: "sarah" });
 * new Audio(`data:${preview.mimeType};base64,${preview.audioBase64}`).play();
 * ```
 */
export const ZVoicePreviewResponse = z.object({
  success: z.literal(true),
  voiceId: z.string(),
  mimeType: z.string(),
  audioBase64: z.string(),
});

/** A voice preview. */
export type TVoicePreviewResponse = z.infer<typeof ZVoicePreviewResponse>;

/**
 * `GET /api/receptionist/web-call`: what the browser needs to call the owner's own
 * receptionist ("Call my receptionist"); only the public key leaves the server.
 *
 * @example
 * ```ts
 * const { publicKey, assistantId, baseUrl, transport } = await api.getReceptionistWebCall();
 * ```
 */
export const ZReceptionistWebCallResponse = z.object({
  success: z.literal(true),
  publicKey: z.string(),
  assistantId: z.string(),
  baseUrl: z.string(),
  transport: z.enum(["daily", "local"]),
});

/** What a web call to the owner's receptionist needs. */
export type TReceptionistWebCallResponse = z.infer<typeof ZReceptionistWebCallResponse>;

/**
 * One line of a diff between two texts.
 *
 * @example
 * ```ts
 * const line: TDiffLine = { kind: "added", text: "Open Saturdays 10-2" };
 * ```
 */
export const ZDiffLine = z.object({
  kind: z.enum(["same", "added", "removed"]),
  text: z.string(),
});

/** One line of a diff. */
export type TDiffLine = z.infer<typeof ZDiffLine>;

/**
 * A page of the owner's website as the receptionist knows it. `text` is what it knows (the
 * owner's edit when there is one); a re-crawl never replaces an edit, it sets
 * `changedSinceEdit` and shows the site's own change in `diff`.
 *
 * @example
 * ```ts
 * page.edited ? page.text : page.crawledText;
 * ```
 */
export const ZWebsitePage = z.object({
  id: z.string(),
  url: z.string(),
  title: z.nullable(z.string()),
  text: z.string(),
  crawledText: z.string(),
  edited: z.boolean(),
  included: z.boolean(),
  lastCrawlStatus: z.enum(["added", "changed", "unchanged", "removed"]),
  changedSinceEdit: z.boolean(),
  /** The crawled text's change in the last crawl (empty unless it changed). */
  diff: z.array(ZDiffLine),
  crawledAt: z.string(),
});

/** A page of the owner's website. */
export type TWebsitePage = z.infer<typeof ZWebsitePage>;

/**
 * A crawl of the owner's website and its progress.
 *
 * @example
 * ```ts
 * `${crawl.pagesCrawled} of ${crawl.pagesCrawled + crawl.pagesQueued} pages`;
 * ```
 */
export const ZWebsiteCrawl = z.object({
  id: z.string(),
  status: z.enum(["running", "done", "failed"]),
  startUrls: z.array(z.string()),
  pagesCrawled: z.number(),
  pagesQueued: z.number(),
  bytesFetched: z.number(),
  /** Pages left out, with why: `robots` (robots.txt), `limit`, `error`, `not-html`. */
  skipped: z.array(z.object({ url: z.string(), reason: z.string() })),
  changes: z.object({
    added: z.number(),
    changed: z.number(),
    unchanged: z.number(),
    removed: z.number(),
  }),
  errorCode: z.nullable(z.string()),
  errorMessage: z.nullable(z.string()),
  /**
   * What a finished crawl found for the settings, for onboarding to offer ("from your
   * website"): the site's own description, its services, its opening hours and its questions
   * with their answers. Null (or empty) where the site did not say.
   */
  found: z.object({
    businessDescription: z.nullable(z.string()),
    keyServices: z.nullable(z.string()),
    businessHours: z.nullable(z.string()),
    commonQuestions: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
});

/** A crawl of the owner's website. */
export type TWebsiteCrawl = z.infer<typeof ZWebsiteCrawl>;

/**
 * `GET /api/receptionist/website`: the latest crawl and the pages.
 *
 * @example
 * ```ts
 * const { crawl, pages } = await api.getWebsiteKnowledge();
 * ```
 */
export const ZWebsiteKnowledgeResponse = z.object({
  success: z.literal(true),
  crawl: z.nullable(ZWebsiteCrawl),
  pages: z.array(ZWebsitePage),
});

/** The website's pages and the latest crawl. */
export type TWebsiteKnowledgeResponse = z.infer<typeof ZWebsiteKnowledgeResponse>;

/**
 * `POST /api/receptionist/website/crawls`: starts a crawl of the saved websites.
 *
 * @example
 * ```ts
 * const { crawl } = await api.startWebsiteCrawl();
 * ```
 */
export const ZWebsiteCrawlResponse = z.object({
  success: z.literal(true),
  crawl: ZWebsiteCrawl,
});

/**
 * `PATCH /api/receptionist/website/pages/:id`: the owner's edit of a page's text (`null`
 * goes back to the crawled text) and whether the receptionist uses the page.
 *
 * @example
 * ```ts
 * await api.updateWebsitePage({ id, text: "We are open Saturdays 10-2." });
 * ```
 */
export const ZUpdateWebsitePageRequest = z.object({
  id: z.string().check(z.uuid("Unknown page")),
  text: z.optional(
    z.nullable(
      z
        .string("Must be text")
        .check(z.trim(), z.maxLength(50_000, "A page's text must be at most 50,000 characters")),
    ),
  ),
  included: z.optional(z.boolean()),
});

/** The owner's edit of a page. */
export type TUpdateWebsitePageRequest = z.output<typeof ZUpdateWebsitePageRequest>;

/**
 * `PATCH /api/receptionist/website/pages/:id`.
 *
 * @example
 * ```ts
 * const { page } = await api.updateWebsitePage({ id, included: false });
 * ```
 */
export const ZWebsitePageResponse = z.object({
  success: z.literal(true),
  page: ZWebsitePage,
});
