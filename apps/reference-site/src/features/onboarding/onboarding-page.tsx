import { Trans, useLingui } from "@lingui/react/macro";
import {
  ONBOARDING_STEPS,
  onboardingNeighbours,
  onboardingStepsFor,
  type TOnboardingStep,
  type TReceptionist,
} from "@ringline/api-client";
import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Button, Card, CardContent, Skeleton } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CSSProperties, lazy, Suspense } from "react";
import { useNavigate, useParams } from "react-router";
import { BrandLink } from "../../components/brand-link.js";
import { PurchaseProgress } from "../../components/purchase-progress/index.js";
import { QueryView } from "../../components/query-view.js";
import { formatPhone } from "../../shared/format.js";
import { activeLocale } from "../../shared/i18n/i18n.js";
import { SignOutButton } from "../auth/sign-out-button.js";
import { FormAlert } from "../forms/form-alert.js";
import { areaCodeOf } from "./area-code.js";
import { FirstCallCheck } from "./first-call.js";
import { ForwardingCheck } from "./forwarding-check.js";
import { NumberPicker } from "./number-picker.js";
import { allowedStep, STEP_TITLES, stepPath } from "./onboarding-steps.js";
import { describeFailure } from "./settings-form.js";
import { SettingsStep } from "./settings-step.js";
import "../../styles/app-shell.css";
import "../../styles/receptionist.css";

/** The progress indicator: every step, the current one marked, reached ones linked. */
function OnboardingProgress({
  current,
  reached,
  websites,
}: {
  current: TOnboardingStep;
  reached: TReceptionist["onboardingStep"];
  websites: readonly string[];
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  // The website step is listed once it is on the owner's way (or open).
  const steps = current === "website" ? ONBOARDING_STEPS : onboardingStepsFor(websites);
  const position = steps.indexOf(current);
  const stepNumber = position + 1;
  const stepCount = steps.length;
  return (
    <nav aria-label={t`Onboarding progress`}>
      <p className="onboarding-count">
        <Trans>
          Step {stepNumber} of {stepCount}
        </Trans>
      </p>
      <ol className="onboarding-progress" style={{ "--steps": steps.length } as CSSProperties}>
        {steps.map((step, index) => {
          const open = allowedStep(step, reached) === step;
          const state = step === current ? "current" : index < position ? "done" : "todo";
          return (
            <li key={step} data-state={state}>
              <button
                type="button"
                className="onboarding-progress-step"
                disabled={!open || step === current}
                aria-current={step === current ? "step" : undefined}
                onClick={() => navigate(stepPath(step))}
              >
                <span className="onboarding-progress-dot" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="onboarding-progress-label">{i18n._(STEP_TITLES[step].title)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function NumberStep({ receptionist }: { receptionist: TReceptionist }) {
  const navigate = useNavigate();
  const shown = receptionist.phone ? formatPhone(receptionist.phone.number) : "";
  return (
    <div className="onboarding-form">
      {receptionist.phone && (
        <p className="ringline-number">
          <Trans>
            Your Ringline number: <strong>{shown}</strong>
          </Trans>
        </p>
      )}
      <NumberPicker
        current={receptionist.phone}
        suggestedAreaCode={areaCodeOf(receptionist.settings.primaryPhone)}
        onDone={() => navigate(stepPath("forwarding"))}
      />
      <div className="step-actions">
        <Button
          type="button"
          variant="ghost"
          onClick={() =>
            navigate(
              stepPath(
                onboardingNeighbours("number", receptionist.settings.websitesToCrawl).previous ??
                  "receptionist",
              ),
            )
          }
        >
          <Trans>Back</Trans>
        </Button>
        {receptionist.phone && (
          <Button type="button" onClick={() => navigate(stepPath("forwarding"))}>
            <Trans>Next</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}

/** The carriers' forwarding codes, loaded when the forwarding step is reached. */
const ForwardingGuide = lazy(() => import("./forwarding-guide-part.js"));

function ForwardingStep({ receptionist }: { receptionist: TReceptionist }) {
  const { t } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = useMutation({
    mutationFn: () => api.completeOnboarding(),
    onSuccess: async (live) => {
      queryClient.setQueryData(queryKeyOf("getReceptionist"), live);
      await queryClient.invalidateQueries({ queryKey: queryKeyOf("getProfile") });
      navigate("/dashboard");
    },
  });
  return (
    <div className="onboarding-form">
      {receptionist.phone && <FirstCallCheck number={receptionist.phone.number} />}
      <Suspense fallback={<Skeleton shape="block" height="20rem" />}>
        <ForwardingGuide
          businessNumber={receptionist.phone ? formatPhone(receptionist.phone.number) : undefined}
          locale={activeLocale()}
        />
      </Suspense>
      <ForwardingCheck />
      <FormAlert message={finish.isError ? describeFailure(finish.error) : undefined} />
      <div className="step-actions">
        <Button type="button" variant="ghost" onClick={() => navigate(stepPath("number"))}>
          <Trans>Back</Trans>
        </Button>
        <Button
          type="button"
          loading={finish.isPending}
          pendingLabel={t`Going live…`}
          onClick={() => finish.mutate()}
        >
          <Trans>Finish and go live</Trans>
        </Button>
      </div>
    </div>
  );
}

function StepView({ step, receptionist }: { step: TOnboardingStep; receptionist: TReceptionist }) {
  if (step === "number") return <NumberStep receptionist={receptionist} />;
  if (step === "forwarding") return <ForwardingStep receptionist={receptionist} />;
  return <SettingsStep key={step} step={step} receptionist={receptionist} />;
}

/**
 * Onboarding: five steps from the business to a forwarded line, each saved as it is completed,
 * the step in the URL (`/onboarding/website`), Back and Next, and a progress indicator.
 */
export function OnboardingPage() {
  const { t, i18n } = useLingui();
  const receptionist = useRouteQuery("getReceptionist");
  const { "*": requested = "" } = useParams();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="app-header">
        <BrandLink />
        <SignOutButton />
      </header>
      <main id="main" className="onboarding-main">
        <PurchaseProgress current="setup" />
        <QueryView query={receptionist} loadingLabel={t`Loading your set-up…`}>
          {(data) => {
            const step = allowedStep(requested, data.onboardingStep);
            const { title, lead } = STEP_TITLES[step];
            const { next } = onboardingNeighbours(step, data.settings.websitesToCrawl);
            return (
              <>
                <OnboardingProgress
                  current={step}
                  reached={data.onboardingStep}
                  websites={data.settings.websitesToCrawl}
                />
                <Card as="section" aria-labelledby="step-title" className="onboarding-card">
                  <CardContent>
                    <p className="eyebrow">
                      <Trans>Set up your receptionist</Trans>
                    </p>
                    <h1 id="step-title">{i18n._(title)}</h1>
                    <p className="lead">{i18n._(lead)}</p>
                    <StepView step={step} receptionist={data} />
                    {next === undefined && (
                      <p className="muted">
                        <Trans>You can change all of this later in AI Settings.</Trans>
                      </p>
                    )}
                  </CardContent>
                </Card>
              </>
            );
          }}
        </QueryView>
      </main>
    </div>
  );
}
