import type { TReceptionist } from "@ringline/api-client";
import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import { Button } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { FormAlert } from "../forms/form-alert.js";
import { BusinessFields } from "./business-fields.js";
import { CalendarChoice } from "./calendar-choice.js";
import { forgetDraft, keepDraft, keptDraftOver } from "./kept-draft.js";
import { neighbours, stepPath } from "./onboarding-steps.js";
import { PersonaFields } from "./persona-fields.js";
import {
  describeFailure,
  type SettingsSection,
  sectionOf,
  serverFieldErrors,
  useSettingsDraft,
} from "./settings-form.js";
import { WebsiteFields } from "./website-fields.js";
import { WebsiteKnowledge } from "./website-knowledge.js";

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
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Back from a calendar's sign-in, the receptionist step shows what was typed before it.
  const [initial] = useState(() =>
    step === "receptionist" ? keptDraftOver(receptionist.settings) : receptionist.settings,
  );
  useEffect(() => {
    if (step === "receptionist") forgetDraft();
  }, [step]);
  const form = useSettingsDraft(initial);
  const { previous, next } = neighbours(step);
  const save = useMutation({
    mutationFn: (then: "next" | "crawl") =>
      api
        .saveOnboardingStep({ step, ...sectionOf(step, form.draft) } as never)
        .then(async (saved) => {
          queryClient.setQueryData(queryKeyOf("getReceptionist"), saved);
          if (then === "crawl") {
            await api.startWebsiteCrawl();
            await queryClient.invalidateQueries({ queryKey: queryKeyOf("getWebsiteKnowledge") });
          }
          return then;
        }),
    onSuccess: (then) => {
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
      <Fields draft={form.draft} set={form.set} errors={form.errors} />
      {step === "website" && (
        <>
          <div className="button-row">
            <Button
              type="button"
              variant="secondary"
              disabled={form.draft.websitesToCrawl.length === 0}
              loading={save.isPending && save.variables === "crawl"}
              pendingLabel="Saving…"
              onClick={() => submit("crawl")()}
            >
              Save and read my website
            </Button>
          </div>
          {saved.length > 0 && <WebsiteKnowledge canCrawl />}
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
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          loading={save.isPending && save.variables === "next"}
          pendingLabel="Saving…"
        >
          Next
        </Button>
      </div>
    </form>
  );
}
