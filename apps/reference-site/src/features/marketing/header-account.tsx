import { Trans, useLingui } from "@lingui/react/macro";
import { useApiClient } from "@ringline/api-client/react/provider";
import { Button, LinkButton, toast } from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { DashboardIcon, LoginIcon, LogoutIcon } from "../../components/icons.js";
import { track } from "../analytics/analytics.js";
import type { Visitor } from "./visitor.js";

/** 'GET STARTED' for visitors (to sign-up), 'VIEW DASHBOARD' for customers. */
export function PrimaryAccountAction({ visitor, size }: { visitor: Visitor; size?: "sm" | "md" }) {
  const signedIn = visitor.status === "customer";
  return (
    <LinkButton
      href={signedIn ? "/dashboard" : "/signup"}
      linkComponent={Link}
      size={size}
      className="header-cta"
      data-account={signedIn ? "customer" : "visitor"}
      onClick={signedIn ? undefined : () => track("sign_up_started", { source: "header" })}
    >
      {signedIn ? <Trans>View Dashboard</Trans> : <Trans>Get Started</Trans>}
    </LinkButton>
  );
}

/** Signs out through the session rules (loaded on press), to /auth; says so when it failed. */
function SignOutIconButton({ withLabel }: { withLabel: boolean }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const { t } = useLingui();
  return (
    <Button
      variant="ghost"
      size="sm"
      className={withLabel ? "header-icon-action" : "header-icon-button"}
      aria-label={withLabel ? undefined : t`Log out`}
      loading={pending}
      onClick={async () => {
        setPending(true);
        const { SESSION_PATHS, signOut } = await import("../../shared/session.js");
        const told = await signOut({ api, queryClient });
        setPending(false);
        navigate(SESSION_PATHS.afterLogout);
        if (!told) {
          toast({
            title: t`Logout failed`,
            description: t`An error occurred during logout. Please try again.`,
            variant: "error",
          });
        }
      }}
    >
      <LogoutIcon />
      {withLabel ? <Trans>Log out</Trans> : null}
    </Button>
  );
}

/**
 * The login icon for visitors; the dashboard icon and the logout icon for customers. With
 * `withLabel` (the mobile menu) the words show beside the icons.
 */
export function AccountIcons({
  visitor,
  withLabel = false,
}: {
  visitor: Visitor;
  withLabel?: boolean;
}) {
  const { t } = useLingui();
  const className = withLabel ? "header-icon-action" : "header-icon-button";
  if (visitor.status !== "customer") {
    return (
      <LinkButton
        href="/login"
        linkComponent={Link}
        variant="ghost"
        size="sm"
        className={className}
        aria-label={withLabel ? undefined : t`Log in`}
      >
        <LoginIcon />
        {withLabel ? <Trans>Log in</Trans> : null}
      </LinkButton>
    );
  }
  return (
    <>
      <LinkButton
        href="/dashboard"
        linkComponent={Link}
        variant="ghost"
        size="sm"
        className={className}
        aria-label={withLabel ? undefined : t`Dashboard`}
      >
        <DashboardIcon />
        {withLabel ? <Trans>Dashboard</Trans> : null}
      </LinkButton>
      <SignOutIconButton withLabel={withLabel} />
    </>
  );
}
