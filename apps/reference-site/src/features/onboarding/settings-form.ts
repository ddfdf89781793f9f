import {
  ApiError,
  resolveError,
  type TReceptionistDraft,
  ZBusinessSettings,
  ZPersonaSettings,
  ZWebsiteStepSettings,
} from "@ringline/api-client";
import { useCallback, useState } from "react";

// The receptionist's settings as a form: one draft of every field, checked with the contract's
// own schemas (so onboarding, AI Settings and the server say the same words), errors by field
// path (`appointmentTypes.0.name`).

/** The settings steps and the schema that checks each. */
export const SECTION_SCHEMAS = {
  business: ZBusinessSettings,
  receptionist: ZPersonaSettings,
  // The websites, and what the owner kept of what the crawl found.
  website: ZWebsiteStepSettings,
} as const;

export type SettingsSection = keyof typeof SECTION_SCHEMAS;

/** The fields of one section, from the draft. */
export function sectionOf(section: SettingsSection, draft: TReceptionistDraft) {
  const keys = Object.keys(SECTION_SCHEMAS[section].shape) as Array<keyof TReceptionistDraft>;
  return Object.fromEntries(keys.map((key) => [key, draft[key]]));
}

interface Issue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

/** The first message per field path. */
export function errorsOf(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_root";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A section's problems (empty when it may be sent). */
export function validateSection(
  section: SettingsSection,
  draft: TReceptionistDraft,
): Record<string, string> {
  const result = SECTION_SCHEMAS[section].safeParse(sectionOf(section, draft));
  return result.success ? {} : errorsOf(result.error.issues);
}

/** A failed request in words: the catalogue's title, message and advice. */
export function describeFailure(error: unknown): string {
  const { title, message, suggestion } = resolveError(error);
  return [`${title}: ${message}`, suggestion].filter(Boolean).join(" ");
}

/** The server's field errors of a refused save, if it named any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!ApiError.isInstance(error)) return {};
  const fields = resolveError(error).fieldErrors;
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, messages]) => (messages[0] ? [[key, messages[0]]] : [])),
  );
}

/** The editable draft and its errors. */
export function useSettingsDraft(initial: TReceptionistDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = useCallback(
    <Key extends keyof TReceptionistDraft>(key: Key, value: TReceptionistDraft[Key]) =>
      setDraft((current) => ({ ...current, [key]: value })),
    [],
  );
  return {
    draft,
    errors,
    set,
    setErrors,
    reset: setDraft,
    /** Checks the sections; true when they may be sent. */
    check(...sections: SettingsSection[]): boolean {
      const found = Object.assign(
        {},
        ...sections.map((section) => validateSection(section, draft)),
      );
      setErrors(found);
      return Object.keys(found).length === 0;
    },
  };
}

export type SettingsDraft = ReturnType<typeof useSettingsDraft>;

/** What a section's fields need: the draft, its setter and its errors. */
export interface FieldsProps {
  draft: TReceptionistDraft;
  set: SettingsDraft["set"];
  errors: Record<string, string>;
  /**
   * Onboarding's first pass: only the fields a live receptionist needs are open; the rest are
   * folded (and offered again after go-live, on the dashboard's checklist).
   */
  firstPass?: boolean;
}
