import { useApiClient } from "@ringline/api-client/react";
import { Button } from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { SESSION_PATHS } from "../../app/session.js";

/** Ends the administrator's session, forgets what was cached, and goes to the admin sign-in. */
export function AdminLogoutButton() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant="ghost"
      loading={leaving}
      pendingLabel="Signing out…"
      onClick={async () => {
        setLeaving(true);
        await api.adminLogout();
        queryClient.clear();
        navigate(SESSION_PATHS.adminLogin);
      }}
    >
      Log out
    </Button>
  );
}
