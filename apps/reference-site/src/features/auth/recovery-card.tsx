import { Trans } from "@lingui/react/macro";
import { Card, CardContent } from "@ringline/react-widgets";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";

/** The card of the account recovery pages: a title, a line under it, the page, a way back. */
export function RecoveryCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" className="auth-card" aria-labelledby={headingId}>
      <CardContent>
        <h1 id={headingId} className="auth-title">
          {title}
        </h1>
        <p className="auth-lead">{lead}</p>
        {children}
        <p className="auth-back">
          <Link to="/login">
            <Trans>Back to sign in</Trans>
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

/** A sentence that replaces a form once it did its work, read out at once. */
export function RecoveryDone({ children }: { children: ReactNode }) {
  return (
    <p className="form-success" role="status">
      {children}
    </p>
  );
}
