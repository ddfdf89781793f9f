import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Field } from "@ringline/react-widgets";
import type { ChangeEvent } from "react";
import { PasswordInput } from "../../components/password-input.js";

/** What `useForm`'s `field(name)` gives an input. */
export interface FieldWiring {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** First and last name side by side (stacked on narrow screens), with the contract's errors. */
export function NameFields({
  firstName,
  lastName,
  errors,
}: {
  firstName: FieldWiring;
  lastName: FieldWiring;
  errors: Record<string, string>;
}) {
  const { _ } = useLingui();
  return (
    <div className="form-row">
      <Field label={_(msg`First name`)} error={errors.firstName} required>
        <input autoComplete="given-name" {...firstName} />
      </Field>
      <Field label={_(msg`Last name`)} error={errors.lastName} required>
        <input autoComplete="family-name" {...lastName} />
      </Field>
    </div>
  );
}

/**
 * The specification's password hint, under every field that sets a new password (a message:
 * render it with `_` of `useLingui()`).
 */
export const NEW_PASSWORD_HINT = msg`8+ characters, uppercase, lowercase, and number`;

/** A new password and its confirmation ('Passwords don't match' shows on the second). */
export function NewPasswordFields({
  password,
  confirmPassword,
  errors,
  labels,
}: {
  password: FieldWiring;
  confirmPassword: FieldWiring;
  errors: Record<string, string>;
  labels?: { password: string; confirmPassword: string };
}) {
  const { _ } = useLingui();
  return (
    <>
      <Field
        label={labels?.password ?? _(msg`Password`)}
        hint={_(NEW_PASSWORD_HINT)}
        error={errors.password}
        required
      >
        <PasswordInput autoComplete="new-password" {...password} />
      </Field>
      <Field
        label={labels?.confirmPassword ?? _(msg`Confirm password`)}
        error={errors.confirmPassword}
        required
      >
        <PasswordInput autoComplete="new-password" {...confirmPassword} />
      </Field>
    </>
  );
}
