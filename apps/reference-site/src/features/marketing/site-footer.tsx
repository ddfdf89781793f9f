import { Link } from "react-router";

/** The marketing footer: where to go next, and who we are. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer-links">
        <Link to="/">Home</Link>
        <Link to="/support">Support</Link>
        <Link to="/faq">FAQ</Link>
        <Link to="/login">Log in</Link>
      </nav>
      <p>© {new Date().getFullYear()} Ringline. Every call answered.</p>
    </footer>
  );
}
