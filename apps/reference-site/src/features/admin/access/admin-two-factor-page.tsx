import { useNavigate } from "react-router";
import { SESSION_PATHS } from "../../../shared/session.js";
import { SignOutButton } from "../../auth/sign-out-button.js";
import { TwoFactorCard } from "./two-factor-card.js";

/**
 * Where an administrator signed in with a password alone lands: the back office refuses every
 * other request until two-factor sign-in is set up, so this is the one thing to do (or sign out).
 */
export function AdminTwoFactorPage() {
  const navigate = useNavigate();
  return (
    <section className="auth-card" aria-labelledby="admin-two-factor-title">
      <p className="eyebrow">Back office</p>
      <h1 id="admin-two-factor-title" className="auth-title">
        Set up two-factor sign-in
      </h1>
      <p className="muted">
        The back office asks for a code from an authenticator app at every sign-in. Set it up once
        to continue.
      </p>
      <TwoFactorCard onDone={() => navigate(SESSION_PATHS.adminHome, { replace: true })} />
      <SignOutButton session="admin" />
    </section>
  );
}
