import { Trans, useLingui } from "@lingui/react/macro";
import { resolveError, ZResetPasswordRequest } from "@ringline/api-client";
import { useApiClient } from "@ringline/api-client/react";
import { Button, toast } from "@ringline/react-widgets";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormAlert } from "../forms/form-alert.js";
import { NewPasswordFields } from "../forms/person-fields.js";
import { useForm } from "../forms/use-form.js";
import { validatorOf } from "../forms/validate.js";
import { inPageLanguage } from "./contract-messages.js";
import { RecoveryCard } from "./recovery-card.js";

const validate = validatorOf<{ token: string; password: string; confirmPassword: string }>(
  ZResetPasswordRequest,
);

/** /reset-password?token=…: a new password with the e-mailed link's token, then sign in. */
export function ResetPasswordPage() {
  const api = useApiClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const { t } = useLingui();
  const form = useForm({ password: "", confirmPassword: "" }, (values) =>
    inPageLanguage(validate({ token, ...values })),
  );
  const submit = form.submit(
    async (values) => {
      const answer = await api.resetPassword({ token, ...values });
      toast({ title: t`Password changed`, description: answer.message, variant: "success" });
      navigate("/login");
    },
    (error) => resolveError(error).message,
  );
  const problem = form.failure ?? form.errors.token;
  return (
    <RecoveryCard
      title={t`Choose a new password`}
      lead={t`Reset links work once and expire after an hour.`}
    >
      <form className="auth-form" noValidate onSubmit={submit} aria-busy={form.pending}>
        <FormAlert message={problem} />
        {problem && (
          <p className="auth-forgot">
            <Link to="/forgot-password">
              <Trans>Request a new link</Trans>
            </Link>
          </p>
        )}
        <NewPasswordFields
          password={form.field("password")}
          confirmPassword={form.field("confirmPassword")}
          errors={form.errors}
          labels={{ password: t`New password`, confirmPassword: t`Confirm password` }}
        />
        <Button type="submit" fullWidth loading={form.pending} pendingLabel={t`Saving...`}>
          <Trans>Set new password</Trans>
        </Button>
      </form>
    </RecoveryCard>
  );
}
