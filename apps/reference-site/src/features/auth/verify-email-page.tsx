import { Trans, useLingui } from "@lingui/react/macro";
import { resolveError, ZVerifyEmailRequest } from "@ringline/api-client";
import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import { Button, LinkButton } from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../forms/form-alert.js";
import { validatorOf } from "../forms/validate.js";
import { contractMessage } from "./contract-messages.js";
import { RecoveryCard, RecoveryDone } from "./recovery-card.js";

const validate = validatorOf<{ token: string }>(ZVerifyEmailRequest);

/**
 * /verify-email?token=…: confirms a sign-up address or a new address after a change. It asks
 * for a click rather than confirming on load, so that mail scanners opening the link do not
 * use up its single use.
 */
export function VerifyEmailPage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const { t } = useLingui();
  const problem = validate({ token }).token;
  const missing = problem === undefined ? undefined : contractMessage(problem);
  const verify = useMutation({
    mutationFn: () => api.verifyEmail({ token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf("getMe") }),
  });
  return (
    <RecoveryCard
      title={t`Confirm your email address`}
      lead={t`One click confirms that this address is yours.`}
    >
      {verify.isSuccess ? (
        <>
          <RecoveryDone>{verify.data.message}</RecoveryDone>
          <LinkButton href="/dashboard" linkComponent={Link} fullWidth>
            <Trans>Go to your dashboard</Trans>
          </LinkButton>
        </>
      ) : (
        <div className="auth-form">
          <FormAlert
            message={missing ?? (verify.isError ? resolveError(verify.error).message : undefined)}
          />
          <Button
            fullWidth
            loading={verify.isPending}
            pendingLabel={t`Confirming...`}
            aria-disabled={missing ? true : undefined}
            onClick={() => verify.mutate()}
          >
            <Trans>Confirm email address</Trans>
          </Button>
        </div>
      )}
    </RecoveryCard>
  );
}
