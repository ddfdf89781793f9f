import { type ReactNode, useEffect, useState } from "react";

/**
 * Fields onboarding does not need on the first pass, folded under one line that says what is
 * inside (and, for a template's suggestions, that they are filled in already). It opens by
 * itself when a field inside has an error, so a refusal is never hidden.
 */
export function OptionalFields({
  fold,
  summary,
  note,
  startOpen = false,
  hasErrors,
  children,
}: {
  /** Whether to fold them (onboarding's first pass); otherwise the fields show as they are. */
  fold: boolean;
  summary: string;
  note?: ReactNode;
  startOpen?: boolean;
  hasErrors: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(startOpen || hasErrors);
  useEffect(() => {
    if (hasErrors) setOpen(true);
  }, [hasErrors]);
  if (!fold) return <>{children}</>;
  return (
    <details
      className="optional-fields"
      open={open}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{summary}</summary>
      {note && <p className="optional-fields-note">{note}</p>}
      <div className="settings-fields">{children}</div>
    </details>
  );
}

/** Whether any of `keys` (or a field inside one of them: `appointmentTypes.0.name`) has an error. */
export function errorsAmong(errors: Record<string, string>, keys: readonly string[]): boolean {
  return Object.keys(errors).some((name) =>
    keys.some((key) => name === key || name.startsWith(`${key}.`)),
  );
}
