import { LinkButton } from "@ringline/react-widgets";
import { Link, useLocation } from "react-router";

/** Any path the site has no page for. */
export function NotFoundPage() {
  const location = useLocation();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is no page at <code>{location.pathname}</code>. It may have moved, or the link may be
        mistyped.
      </p>
      <LinkButton href="/" linkComponent={Link}>
        Go to the home page
      </LinkButton>
    </section>
  );
}
