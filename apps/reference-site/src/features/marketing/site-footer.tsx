import { Link } from "react-router";
import { BrandLink } from "../../components/brand-link.js";
import { PhoneIcon } from "../../components/icons.js";
import { COMPANY_CONTACT, COMPANY_EMAIL } from "./navigation.js";

const COLUMNS = [
  {
    title: "Product",
    links: [
      { label: "Features", to: "/#features" },
      { label: "Pricing", to: "/#pricing" },
      { label: "Demo", to: "/#demo" },
      { label: "Web Design", to: "/web-design-services" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Blog", to: "/blog" },
      { label: "FAQ", to: "/faq" },
      { label: "Call Forwarding Guide", to: "/call-forwarding-guide" },
      { label: "Live Demo", to: "/demo" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Help Center", to: "/support#help-center" },
      { label: "Contact Us", to: "/support" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Terms of Service", to: "/terms-of-service" },
    ],
  },
] as const;

/** The public pages' footer: Product, Resources and Support links, the phone, compliance. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-grid">
        <div className="site-footer-about">
          <BrandLink />
          <p>
            The AI receptionist that answers every call, qualifies every lead and books the
            appointment, 24/7.
          </p>
          {COMPANY_CONTACT.phone && (
            <p>
              <a className="footer-phone" href={COMPANY_CONTACT.phone.href}>
                <PhoneIcon />
                {COMPANY_CONTACT.phone.display}
              </a>
            </p>
          )}
          <p>
            <a href={`mailto:${COMPANY_EMAIL.support}`}>{COMPANY_EMAIL.support}</a>
          </p>
          {COMPANY_CONTACT.address && <address>{COMPANY_CONTACT.address}</address>}
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className="site-footer-column">
            <h2 className="site-footer-title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer-bottom">
        <p>© {new Date().getFullYear()} Ringline, Inc. All rights reserved.</p>
      </div>
    </footer>
  );
}
