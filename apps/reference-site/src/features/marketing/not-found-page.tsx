import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { LinkButton } from "@ringline/react-widgets";
import { Link, useLocation } from "react-router";

const SUGGESTIONS = [
  { label: msg`Home`, to: "/" },
  { label: msg`Blog`, to: "/blog" },
  { label: msg`FAQ`, to: "/faq" },
  { label: msg`Support`, to: "/support" },
] as const;

/** Any path the site has no page for (the server answers it with HTTP 404). */
export function NotFoundPage() {
  const location = useLocation();
  const { _ } = useLingui();
  const path = location.pathname;
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>
          There is no page at <code>{path}</code>. It may have moved, or the link may be mistyped.
        </Trans>
      </p>
      <LinkButton href="/" linkComponent={Link}>
        <Trans>Go to the home page</Trans>
      </LinkButton>
      <nav aria-label={_(msg`Popular pages`)}>
        <ul className="not-found-links">
          {SUGGESTIONS.map((suggestion) => (
            <li key={suggestion.to}>
              <Link to={suggestion.to}>{_(suggestion.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
