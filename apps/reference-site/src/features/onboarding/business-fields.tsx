import { useLingui } from "@lingui/react/macro";
import { BUSINESS_TYPES, RECEPTIONIST_TIME_ZONES } from "@ringline/api-client";
import { Field, Select } from "@ringline/react-widgets";
import type { ChangeEvent } from "react";
import { BUSINESS_TYPE_LABELS } from "./option-labels.js";
import { errorsAmong, OptionalFields } from "./optional-fields.js";
import type { FieldsProps } from "./settings-form.js";
import { browserTimeZone, offeredTimeZone } from "./time-zone-default.js";

type TextKey =
  | "businessName"
  | "businessDescription"
  | "targetAudience"
  | "keyServices"
  | "primaryPhone"
  | "businessHours";

/** The fields about the business that a first pass may leave for later. */
const ABOUT_KEYS = ["businessDescription", "targetAudience", "keyServices"] as const;

/** Step 1: the business, its phone, hours and time zone; what it does, for whom, and its services. */
export function BusinessFields({ draft, set, errors, firstPass = false }: FieldsProps) {
  const { t, i18n } = useLingui();
  const text = (key: TextKey) => ({
    name: key,
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.target.value),
  });
  const about = (
    <>
      <Field label={t`What your business does`} error={errors.businessDescription}>
        <textarea {...text("businessDescription")} rows={3} />
      </Field>
      <div className="form-row">
        <Field label={t`Who your customers are`} error={errors.targetAudience}>
          <textarea {...text("targetAudience")} rows={2} />
        </Field>
        <Field label={t`Key services`} error={errors.keyServices}>
          <textarea {...text("keyServices")} rows={2} />
        </Field>
      </div>
    </>
  );
  const zones = [
    ...new Set([...RECEPTIONIST_TIME_ZONES, offeredTimeZone(browserTimeZone()), draft.timeZone]),
  ].filter(Boolean);
  return (
    <div className="settings-fields">
      <Field label={t`Business name`} error={errors.businessName} required>
        <input {...text("businessName")} maxLength={200} autoComplete="organization" />
      </Field>
      <div className="form-row">
        <Field label={t`Business type`} error={errors.businessType} required>
          <Select
            name="businessType"
            value={draft.businessType}
            placeholder={t`Choose one`}
            options={BUSINESS_TYPES.map((type) => ({
              value: type.id,
              label: i18n._(BUSINESS_TYPE_LABELS[type.id]),
            }))}
            onChange={(event) => set("businessType", event.target.value)}
          />
        </Field>
        <Field
          label={t`Main business phone`}
          hint={t`The number your callers dial today.`}
          error={errors.primaryPhone}
          required
        >
          <input {...text("primaryPhone")} type="tel" autoComplete="tel" />
        </Field>
      </div>
      <div className="form-row">
        <Field label={t`Business hours`} error={errors.businessHours} required>
          <input {...text("businessHours")} />
        </Field>
        <Field label={t`Time zone`} error={errors.timeZone} required>
          <Select
            name="timeZone"
            value={draft.timeZone}
            placeholder={t`Choose a time zone`}
            options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }))}
            onChange={(event) => set("timeZone", event.target.value)}
          />
        </Field>
      </div>
      <OptionalFields
        fold={firstPass}
        summary={t`More about your business (optional)`}
        note={t`Your receptionist answers better with it. You can add it now or after you go live.`}
        startOpen={ABOUT_KEYS.some((key) => draft[key].trim() !== "")}
        hasErrors={errorsAmong(errors, ABOUT_KEYS)}
      >
        {about}
      </OptionalFields>
    </div>
  );
}
