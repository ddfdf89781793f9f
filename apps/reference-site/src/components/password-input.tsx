import { Trans, useLingui } from "@lingui/react/macro";
import { type InputHTMLAttributes, useState } from "react";

/**
 * A password input with a show/hide toggle. `Field` gives the input its id and ARIA wiring
 * through the props it passes down, which this forwards to the input; the input takes the
 * design system's field look.
 */
export function PasswordInput({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const [shown, setShown] = useState(false);
  const { t } = useLingui();
  return (
    <span className="password-input">
      <input
        {...props}
        className={["rl-field__input", className].filter(Boolean).join(" ")}
        type={shown ? "text" : "password"}
      />
      <button
        type="button"
        className="password-toggle"
        aria-pressed={shown}
        aria-label={shown ? t`Hide password` : t`Show password`}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
      </button>
    </span>
  );
}
