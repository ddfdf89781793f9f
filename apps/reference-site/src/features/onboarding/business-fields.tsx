import { BUSINESS_TYPES, RECEPTIONIST_TIME_ZONES } from "@ringline/api-client";
import { Field, Select } from "@ringline/react-widgets";
import type { ChangeEvent } from "react";
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
  const text = (key: TextKey) => ({
    name: key,
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.target.value),
  });
  const about = (
    <>
      <Field label="What your business does" error={errors.businessDescription}>
        <textarea {...text("businessDescription")} rows={3} />
      </Field>
      <div className="form-row">
        <Field label="Who your customers are" error={errors.targetAudience}>
          <textarea {...text("targetAudience")} rows={2} />
        </Field>
        <Field label="Key services" error={errors.keyServices}>
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
      <Field label="Business name" error={errors.businessName} required>
        <input {...text("businessName")} maxLength={200} autoComplete="organization" />
      </Field>
      <div className="form-row">
        <Field label="Business type" error={errors.businessType} required>
          <Select
            name="businessType"
            value={draft.businessType}
            placeholder="Choose one"
            options={BUSINESS_TYPES.map((type) => ({ value: type.id, label: type.label }))}
            onChange={(event) => set("businessType", event.target.value)}
          />
        </Field>
        <Field
          label="Main business phone"
          hint="The number your callers dial today."
          error={errors.primaryPhone}
          required
        >
          <input {...text("primaryPhone")} type="tel" autoComplete="tel" />
        </Field>
      </div>
      <div className="form-row">
        <Field label="Business hours" error={errors.businessHours} required>
          <input {...text("businessHours")} />
        </Field>
        <Field label="Time zone" error={errors.timeZone} required>
          <Select
            name="timeZone"
            value={draft.timeZone}
            placeholder="Choose a time zone"
            options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }))}
            onChange={(event) => set("timeZone", event.target.value)}
          />
        </Field>
      </div>
      <OptionalFields
        fold={firstPass}
        summary="More about your business (optional)"
        note="Your receptionist answers better with it. You can add it now or after you go live."
        startOpen={ABOUT_KEYS.some((key) => draft[key].trim() !== "")}
        hasErrors={errorsAmong(errors, ABOUT_KEYS)}
      >
        {about}
      </OptionalFields>
    </div>
  );
}
