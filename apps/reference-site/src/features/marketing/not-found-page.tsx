import { LinkButton } from "@ringline/react-widgets";
import { Link, useLocation } from "react-router";

const SUGGESTIONS = [
  { label: "Home", to: "/" },
  { label: "Blog", to: "/blog" },
  { label: "FAQ", to: "/faq" },
  { label: "Support", to: "/support" },
] as const;

/** Any path the site has no page for (the server answers it with HTTP 404). */
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
      <nav aria-label="Popular pages">
        <ul className="not-found-links">
          {SUGGESTIONS.map((suggestion) => (
            <li key={suggestion.to}>
              <Link to={suggestion.to}>{suggestion.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
