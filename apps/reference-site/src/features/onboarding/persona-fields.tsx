import { AI_GOALS, AI_TONES, SMS_TRIGGERS } from "@ringline/api-client";
import { Checkbox, Field, Select } from "@ringline/react-widgets";
import type { ChangeEvent } from "react";
import { ListEditor } from "./list-editor.js";
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

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Questions, appointments and alerts: 4 questions, 2 appointment types, 3 common questions, a text alert". */
function moreSummary(draft: FieldsProps["draft"]): string {
  const parts = [
    count(draft.leadQualificationQuestions.length, "question", "questions"),
    count(draft.appointmentTypes.length, "appointment type", "appointment types"),
    count(draft.commonQuestions.length, "common question", "common questions"),
    draft.smsTrigger ? "a text alert" : "no text alert",
  ];
  return `Questions, appointments and alerts: ${parts.join(", ")}`;
}

/** Step 2: the receptionist's name, voice, greeting, tone, goals and instructions. */
export function PersonaFields({ draft, set, errors, firstPass = false }: FieldsProps) {
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
      <Field label="A goal of your own" error={errors.customGoal}>
        <input {...text("customGoal")} />
      </Field>
      <ListEditor
        legend="Lead-qualification questions"
        hint="Asked one at a time, when they fit the conversation."
        items={draft.leadQualificationQuestions}
        onChange={(items) => set("leadQualificationQuestions", items)}
        newItem={() => ""}
        addLabel="Add a question"
        itemLabel="question"
        max={15}
        renderItem={(question, index, update) => (
          <Field
            label={`Question ${index + 1}`}
            error={errors[`leadQualificationQuestions.${index}`]}
          >
            <input value={question} onChange={(event) => update(event.target.value)} />
          </Field>
        )}
      />
      <ListEditor
        legend="Appointment types"
        items={draft.appointmentTypes}
        onChange={(items) => set("appointmentTypes", items)}
        newItem={() => ({ name: "", minutes: 30 })}
        addLabel="Add an appointment type"
        itemLabel="appointment type"
        max={10}
        renderItem={(type, index, update) => (
          <div className="form-row">
            <Field label="Name" error={errors[`appointmentTypes.${index}.name`]}>
              <input
                value={type.name}
                onChange={(event) => update({ ...type, name: event.target.value })}
              />
            </Field>
            <Field label="Length (minutes)" error={errors[`appointmentTypes.${index}.minutes`]}>
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
        label="Escalation procedure"
        hint="When a person must take over, and how."
        error={errors.escalationProcedures}
      >
        <textarea {...text("escalationProcedures")} rows={2} />
      </Field>
      <Field
        label="Emergency contact"
        hint="Name and phone number."
        error={errors.emergencyContact}
      >
        <input {...text("emergencyContact")} />
      </Field>
      <ListEditor
        legend="Common questions"
        items={draft.commonQuestions}
        onChange={(items) => set("commonQuestions", items)}
        newItem={() => ({ question: "", answer: "" })}
        addLabel="Add a question and answer"
        itemLabel="common question"
        max={20}
        error={errors.commonQuestions}
        renderItem={(entry, index, update) => (
          <>
            <Field label="Question" error={errors[`commonQuestions.${index}.question`]}>
              <input
                value={entry.question}
                onChange={(event) => update({ ...entry, question: event.target.value })}
              />
            </Field>
            <Field label="Answer" error={errors[`commonQuestions.${index}.answer`]}>
              <textarea
                rows={2}
                value={entry.answer}
                onChange={(event) => update({ ...entry, answer: event.target.value })}
              />
            </Field>
          </>
        )}
      />
      <Field label="Special instructions" error={errors.specialInstructions}>
        <textarea {...text("specialInstructions")} rows={3} />
      </Field>
      <div className="form-row">
        <Field label="Text me when" error={errors.smsTrigger}>
          <Select
            name="smsTrigger"
            value={draft.smsTrigger ?? ""}
            options={[
              { value: "", label: "Never" },
              ...SMS_TRIGGERS.map((trigger) => ({ value: trigger.id, label: trigger.label })),
            ]}
            onChange={(event) => set("smsTrigger", event.target.value || null)}
          />
        </Field>
        {draft.smsTrigger === "custom" && (
          <Field label="Your rule" error={errors.customSmsTrigger} required>
            <input {...text("customSmsTrigger")} />
          </Field>
        )}
      </div>
      {draft.smsTrigger && (
        <Field label="Text message" hint="What the alert says." error={errors.smsMessageContent}>
          <textarea {...text("smsMessageContent")} rows={2} maxLength={1600} />
        </Field>
      )}
    </>
  );
  return (
    <div className="settings-fields">
      <div className="form-row">
        <Field label="Receptionist's name" error={errors.aiName} required>
          <input {...text("aiName")} maxLength={100} />
        </Field>
        <Field label="Tone and personality" error={errors.aiTonePersonality} required>
          <Select
            name="aiTonePersonality"
            value={draft.aiTonePersonality}
            placeholder="Choose a tone"
            options={tones.map((tone) => ({ value: tone, label: tone }))}
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
        label="Greeting"
        hint="The first thing callers hear."
        error={errors.greetingMessage}
        required
      >
        <textarea {...text("greetingMessage")} rows={2} maxLength={1000} />
      </Field>
      <fieldset className="goal-list">
        <legend>
          Goals <span aria-hidden="true">*</span>
        </legend>
        {AI_GOALS.map((goal) => (
          <Checkbox
            key={goal.id}
            label={goal.label}
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
        summary={moreSummary(draft)}
        note="Filled in for your kind of business where we could. Check them now or after you go live, in AI Settings."
        hasErrors={errorsAmong(errors, MORE_KEYS)}
      >
        {more}
      </OptionalFields>
    </div>
  );
}
