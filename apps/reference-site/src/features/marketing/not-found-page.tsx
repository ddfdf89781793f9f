import { useEffect } from "react";
import { Link, useLocation } from "react-router";

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    document.title = "Page not found · Ringline";
    return () => {
      document.title = "Ringline · The AI receptionist for real estate";
    };
  }, []);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is no page at <code>{location.pathname}</code>. It may have moved, or the link may be
        mistyped.
      </p>
      <Link to="/" className="button button-primary">
        Go to the home page
      </Link>
    </section>
  );
}
