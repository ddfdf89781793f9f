import { Link } from "react-router";
import { useContactDialog } from "../contact-context.js";

export function SiteHeader() {
  const contact = useContactDialog();
  return (
    <header className="site-header">
      <Link to="/" className="brand" aria-label="Ringline home">
        <span className="brand-mark" aria-hidden="true">
          R
        </span>
        Ringline
      </Link>
      <nav aria-label="Main" className="header-actions">
        <button type="button" className="button button-ghost" onClick={() => contact.open("demo")}>
          Book a Demo
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => contact.open("consultation")}
        >
          Get Started
        </button>
      </nav>
    </header>
  );
}
