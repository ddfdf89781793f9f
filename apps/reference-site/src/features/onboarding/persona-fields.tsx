import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { AI_GOALS, AI_TONES, SMS_TRIGGERS } from "@ringline/api-client";
import { Checkbox, Field, Select } from "@ringline/react-widgets";
import type { ChangeEvent } from "react";
import { ListEditor } from "./list-editor.js";
import { GOAL_LABELS, SMS_TRIGGER_LABELS, toneLabel } from "./option-labels.js";
import { errorsAmong, OptionalFields } from "./optional-fields.js";
import type { FieldsProps } from "./settings-form.js";
import { VoicePicker } from "./voice-picker.js";

type TextKey =
  | "aiName"
  | "greetingMessage"
  | "customGoal"
  | "escalationProcedures"
  | "emergencyContact"
  | "specialInstructions"
  | "customSmsTrigger"
  | "smsMessageContent";

/** The fields a first pass folds: everything but the name, tone, voice, greeting and goals. */
const MORE_KEYS = [
  "customGoal",
  "leadQualificationQuestions",
  "appointmentTypes",
  "escalationProcedures",
  "emergencyContact",
  "commonQuestions",
  "specialInstructions",
  "smsTrigger",
  "customSmsTrigger",
  "smsMessageContent",
] as const;

/** "Questions, appointments and alerts: 4 questions, 2 appointment types, 3 common questions, a text alert". */
function useMoreSummary(draft: FieldsProps["draft"]): string {
  const { t } = useLingui();
  const questions = draft.leadQualificationQuestions.length;
  const types = draft.appointmentTypes.length;
  const common = draft.commonQuestions.length;
  const parts = [
    t`${plural(questions, { one: "# question", other: "# questions" })}`,
    t`${plural(types, { one: "# appointment type", other: "# appointment types" })}`,
    t`${plural(common, { one: "# common question", other: "# common questions" })}`,
    draft.smsTrigger ? t`a text alert` : t`no text alert`,
  ].join(", ");
  return t`Questions, appointments and alerts: ${parts}`;
}

/** Step 2: the receptionist's name, voice, greeting, tone, goals and instructions. */
export function PersonaFields({ draft, set, errors, firstPass = false }: FieldsProps) {
  const { t, i18n } = useLingui();
  const summary = useMoreSummary(draft);
  const text = (key: TextKey) => ({
    name: key,
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.target.value),
  });
  const tones = [...new Set([...AI_TONES, draft.aiTonePersonality].filter(Boolean))];
  const toggleGoal = (goal: string, on: boolean) =>
    set("aiGoals", on ? [...draft.aiGoals, goal] : draft.aiGoals.filter((item) => item !== goal));
  const more = (
    <>
      <Field label={t`A goal of your own`} error={errors.customGoal}>
        <input {...text("customGoal")} />
      </Field>
      <ListEditor
        legend={t`Lead-qualification questions`}
        hint={t`Asked one at a time, when they fit the conversation.`}
        items={draft.leadQualificationQuestions}
        onChange={(items) => set("leadQualificationQuestions", items)}
        newItem={() => ""}
        addLabel={t`Add a question`}
        itemLabel={t`question`}
        max={15}
        renderItem={(question, index, update) => {
          const number = index + 1;
          return (
            <Field
              label={t`Question ${number}`}
              error={errors[`leadQualificationQuestions.${index}`]}
            >
              <input value={question} onChange={(event) => update(event.target.value)} />
            </Field>
          );
        }}
      />
      <ListEditor
        legend={t`Appointment types`}
        items={draft.appointmentTypes}
        onChange={(items) => set("appointmentTypes", items)}
        newItem={() => ({ name: "", minutes: 30 })}
        addLabel={t`Add an appointment type`}
        itemLabel={t`appointment type`}
        max={10}
        renderItem={(type, index, update) => (
          <div className="form-row">
            <Field label={t`Name`} error={errors[`appointmentTypes.${index}.name`]}>
              <input
                value={type.name}
                onChange={(event) => update({ ...type, name: event.target.value })}
              />
            </Field>
            <Field label={t`Length (minutes)`} error={errors[`appointmentTypes.${index}.minutes`]}>
              <input
                type="number"
                min={5}
                max={480}
                step={5}
                value={type.minutes}
                onChange={(event) => update({ ...type, minutes: Number(event.target.value) })}
              />
            </Field>
          </div>
        )}
      />
      <Field
        label={t`Escalation procedure`}
        hint={t`When a person must take over, and how.`}
        error={errors.escalationProcedures}
      >
        <textarea {...text("escalationProcedures")} rows={2} />
      </Field>
      <Field
        label={t`Emergency contact`}
        hint={t`Name and phone number.`}
        error={errors.emergencyContact}
      >
        <input {...text("emergencyContact")} />
      </Field>
      <ListEditor
        legend={t`Common questions`}
        items={draft.commonQuestions}
        onChange={(items) => set("commonQuestions", items)}
        newItem={() => ({ question: "", answer: "" })}
        addLabel={t`Add a question and answer`}
        itemLabel={t`common question`}
        max={20}
        error={errors.commonQuestions}
        renderItem={(entry, index, update) => (
          <>
            <Field label={t`Question`} error={errors[`commonQuestions.${index}.question`]}>
              <input
                value={entry.question}
                onChange={(event) => update({ ...entry, question: event.target.value })}
              />
            </Field>
            <Field label={t`Answer`} error={errors[`commonQuestions.${index}.answer`]}>
              <textarea
                rows={2}
                value={entry.answer}
                onChange={(event) => update({ ...entry, answer: event.target.value })}
              />
            </Field>
          </>
        )}
      />
      <Field label={t`Special instructions`} error={errors.specialInstructions}>
        <textarea {...text("specialInstructions")} rows={3} />
      </Field>
      <div className="form-row">
        <Field label={t`Text me when`} error={errors.smsTrigger}>
          <Select
            name="smsTrigger"
            value={draft.smsTrigger ?? ""}
            options={[
              { value: "", label: t`Never` },
              ...SMS_TRIGGERS.map((trigger) => ({
                value: trigger.id,
                label: i18n._(SMS_TRIGGER_LABELS[trigger.id]),
              })),
            ]}
            onChange={(event) => set("smsTrigger", event.target.value || null)}
          />
        </Field>
        {draft.smsTrigger === "custom" && (
          <Field label={t`Your rule`} error={errors.customSmsTrigger} required>
            <input {...text("customSmsTrigger")} />
          </Field>
        )}
      </div>
      {draft.smsTrigger && (
        <Field
          label={t`Text message`}
          hint={t`What the alert says.`}
          error={errors.smsMessageContent}
        >
          <textarea {...text("smsMessageContent")} rows={2} maxLength={1600} />
        </Field>
      )}
    </>
  );
  return (
    <div className="settings-fields">
      <div className="form-row">
        <Field label={t`Receptionist's name`} error={errors.aiName} required>
          <input {...text("aiName")} maxLength={100} />
        </Field>
        <Field label={t`Tone and personality`} error={errors.aiTonePersonality} required>
          <Select
            name="aiTonePersonality"
            value={draft.aiTonePersonality}
            placeholder={t`Choose a tone`}
            options={tones.map((tone) => ({
              value: tone,
              label: toneLabel(tone, (message) => i18n._(message)),
            }))}
            onChange={(event) => set("aiTonePersonality", event.target.value)}
          />
        </Field>
      </div>
      <VoicePicker
        value={draft.aiVoice}
        onChange={(voice) => set("aiVoice", voice)}
        error={errors.aiVoice}
      />
      <Field
        label={t`Greeting`}
        hint={t`The first thing callers hear.`}
        error={errors.greetingMessage}
        required
      >
        <textarea {...text("greetingMessage")} rows={2} maxLength={1000} />
      </Field>
      <fieldset className="goal-list">
        <legend>
          <Trans>Goals</Trans> <span aria-hidden="true">*</span>
        </legend>
        {AI_GOALS.map((goal) => (
          <Checkbox
            key={goal.id}
            label={i18n._(GOAL_LABELS[goal.id])}
            checked={draft.aiGoals.includes(goal.id)}
            onChange={(event) => toggleGoal(goal.id, event.target.checked)}
          />
        ))}
        {errors.aiGoals && (
          <p className="field-error" role="alert">
            {errors.aiGoals}
          </p>
        )}
      </fieldset>
      <OptionalFields
        fold={firstPass}
        summary={summary}
        note={t`Filled in for your kind of business where we could. Check them now or after you go live, in AI Settings.`}
        hasErrors={errorsAmong(errors, MORE_KEYS)}
      >
        {more}
      </OptionalFields>
    </div>
  );
}
