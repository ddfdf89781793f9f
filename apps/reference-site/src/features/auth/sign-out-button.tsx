import { Trans, useLingui } from "@lingui/react/macro";
import { useApiClient } from "@ringline/api-client/react";
import { Button, type ButtonVariant, toast } from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { SESSION_PATHS, signOut } from "../../shared/session.js";

/**
 * Signs out and goes to /auth (an administrator: to the admin sign-in), whatever the server
 * answered; a failure to tell the server is said in a toast ('Logout failed').
 */
export function SignOutButton({
  variant = "ghost",
  session = "customer",
}: {
  variant?: ButtonVariant;
  session?: "customer" | "admin";
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const { t } = useLingui();
  return (
    <Button
      variant={variant}
      loading={pending}
      pendingLabel={t`Signing out…`}
      onClick={async () => {
        setPending(true);
        const told = await signOut({ api, queryClient }, session);
        navigate(session === "admin" ? SESSION_PATHS.adminLogin : SESSION_PATHS.afterLogout);
        if (!told) {
          toast({
            title: t`Logout failed`,
            description: t`An error occurred during logout. Please try again.`,
            variant: "error",
          });
        }
      }}
    >
      <Trans>Log out</Trans>
    </Button>
  );
}
