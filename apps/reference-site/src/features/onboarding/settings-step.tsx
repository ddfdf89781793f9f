import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  fillFromTemplate,
  onboardingNeighbours,
  type TemplateField,
  type TReceptionist,
  type TReceptionistDraft,
} from "@ringline/api-client";
import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import { Badge, Button } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { FormAlert } from "../forms/form-alert.js";
import { BusinessFields } from "./business-fields.js";
import { CalendarChoice } from "./calendar-choice.js";
import { forgetDraft, keepDraft, keptDraftOver } from "./kept-draft.js";
import { stepPath } from "./onboarding-steps.js";
import { BUSINESS_TYPE_LABELS } from "./option-labels.js";
import { PersonaFields } from "./persona-fields.js";
import {
  describeFailure,
  type SettingsSection,
  sectionOf,
  serverFieldErrors,
  useSettingsDraft,
} from "./settings-form.js";
import { browserTimeZone, offeredTimeZone } from "./time-zone-default.js";
import { FirstWebsiteField, WebsiteFields, websiteAddress } from "./website-fields.js";
import { WebsiteFindings } from "./website-findings.js";
import { followStartedCrawl, WebsiteKnowledge } from "./website-knowledge.js";

const TEXT_ALERT = msg`text alert`;

const SUGGESTION_NAMES: Record<TemplateField, MessageDescriptor> = {
  aiName: msg`name`,
  aiVoice: msg`voice`,
  aiTonePersonality: msg`tone`,
  aiGoals: msg`goals`,
  greetingMessage: msg`greeting`,
  leadQualificationQuestions: msg`qualification questions`,
  appointmentTypes: msg`appointment types`,
  commonQuestions: msg`common questions`,
  smsTrigger: TEXT_ALERT,
  smsMessageContent: TEXT_ALERT,
};

/**
 * What a step starts with: the saved settings, the business step's time zone from the browser
 * when none is saved, the receptionist step's empty fields from the business type's template.
 */
export function startingDraft(
  step: SettingsSection,
  saved: TReceptionistDraft,
  browserZone: string = browserTimeZone(),
): { draft: TReceptionistDraft; suggested: TemplateField[] } {
  if (step === "business" && !saved.timeZone) {
    return { draft: { ...saved, timeZone: offeredTimeZone(browserZone) }, suggested: [] };
  }
  if (step !== "receptionist") return { draft: saved, suggested: [] };
  const { draft, filled } = fillFromTemplate(saved);
  return { draft, suggested: filled };
}

/** The note over suggested fields: which were filled, and that all stay editable. */
function SuggestionNote({
  businessType,
  fields,
}: {
  businessType: string;
  fields: TemplateField[];
}) {
  const { t, i18n } = useLingui();
  if (fields.length === 0) return null;
  const label = BUSINESS_TYPE_LABELS[businessType as keyof typeof BUSINESS_TYPE_LABELS];
  const trade = (label ? i18n._(label) : t`your business`).toLowerCase();
  const names = [...new Set(fields.map((field) => i18n._(SUGGESTION_NAMES[field])))].join(", ");
  return (
    <p className="template-note" data-testid="template-note">
      <Badge variant="info">
        <Trans>Suggested</Trans>
      </Badge>{" "}
      <Trans>
        We filled in the {names} most {trade} businesses use. Edit anything that does not fit.
      </Trans>
    </p>
  );
}

const FIELDS = { business: BusinessFields, receptionist: PersonaFields, website: WebsiteFields };

/**
 * Steps 1 to 3: the fields of one section, saved on Next (the customer resumes at the next
 * step). The website step saves its addresses, then reads the site before Next.
 */
export function SettingsStep({
  step,
  receptionist,
}: {
  step: SettingsSection;
  receptionist: TReceptionist;
}) {
  const { t } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Back from a calendar's sign-in, the receptionist step shows what was typed before it.
  const [{ draft: initial, suggested }] = useState(() =>
    startingDraft(
      step,
      step === "receptionist" ? keptDraftOver(receptionist.settings) : receptionist.settings,
    ),
  );
  useEffect(() => {
    if (step === "receptionist") forgetDraft();
  }, [step]);
  const form = useSettingsDraft(initial);
  const { previous } = onboardingNeighbours(step, receptionist.settings.websitesToCrawl);
  const save = useMutation({
    mutationFn: (then: "next" | "crawl") =>
      api
        .saveOnboardingStep({
          step,
          ...sectionOf(step, form.draft),
          // Website first: the business step may name the site (its crawl starts at once).
          ...(step === "business"
            ? { websitesToCrawl: form.draft.websitesToCrawl.map(websiteAddress).filter(Boolean) }
            : {}),
        } as never)
        .then(async (saved) => {
          queryClient.setQueryData(queryKeyOf("getReceptionist"), saved);
          if (then === "crawl") {
            await api.startWebsiteCrawl();
            await followStartedCrawl(queryClient);
          }
          return { then, websites: saved.settings.websitesToCrawl };
        }),
    onSuccess: ({ then, websites }) => {
      const { next } = onboardingNeighbours(step, websites);
      if (then === "next" && next) navigate(stepPath(next));
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const submit = (then: "next" | "crawl") => (event?: FormEvent) => {
    event?.preventDefault();
    if (form.check(step)) save.mutate(then);
  };
  const Fields = FIELDS[step];
  const saved = receptionist.settings.websitesToCrawl;
  return (
    <form onSubmit={submit("next")} noValidate className="onboarding-form">
      <FormAlert message={save.isError ? describeFailure(save.error) : undefined} />
      {step === "receptionist" && (
        <SuggestionNote businessType={form.draft.businessType} fields={suggested} />
      )}
      <Fields draft={form.draft} set={form.set} errors={form.errors} firstPass />
      {step === "business" && (
        <FirstWebsiteField draft={form.draft} set={form.set} errors={form.errors} />
      )}
      {step === "website" && (
        <>
          <div className="button-row">
            <Button
              type="button"
              variant="secondary"
              disabled={form.draft.websitesToCrawl.length === 0}
              loading={save.isPending && save.variables === "crawl"}
              pendingLabel={t`Saving…`}
              onClick={() => submit("crawl")()}
            >
              <Trans>Save and read my website</Trans>
            </Button>
          </div>
          {saved.length > 0 && (
            <WebsiteKnowledge
              canCrawl
              afterCrawl={(crawl) => (
                <WebsiteFindings
                  crawl={crawl}
                  draft={form.draft}
                  set={form.set}
                  errors={form.errors}
                />
              )}
            />
          )}
        </>
      )}
      {step === "receptionist" && (
        <CalendarChoice
          businessType={form.draft.businessType}
          beforeLeave={() => keepDraft(form.draft)}
        />
      )}
      <div className="step-actions">
        {previous ? (
          <Button type="button" variant="ghost" onClick={() => navigate(stepPath(previous))}>
            <Trans>Back</Trans>
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          loading={save.isPending && save.variables === "next"}
          pendingLabel={t`Saving…`}
        >
          <Trans>Next</Trans>
        </Button>
      </div>
    </form>
  );
}
