import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { BrandLink } from "../../components/brand-link.js";
import { PhoneIcon } from "../../components/icons.js";
import { LanguageSwitch } from "../../components/language-switch.js";
import { COMPANY_CONTACT, COMPANY_EMAIL } from "./navigation.js";

const COLUMNS = [
  {
    title: msg`Product`,
    links: [
      { label: msg`Features`, to: "/#features" },
      { label: msg`Pricing`, to: "/#pricing" },
      { label: msg`Demo`, to: "/#demo" },
      { label: msg`Web Design`, to: "/web-design-services" },
    ],
  },
  {
    title: msg`Resources`,
    links: [
      { label: msg`Blog`, to: "/blog" },
      { label: msg`FAQ`, to: "/faq" },
      { label: msg`Call Forwarding Guide`, to: "/call-forwarding-guide" },
      { label: msg`Live Demo`, to: "/demo" },
    ],
  },
  {
    title: msg`Support`,
    links: [
      { label: msg`Help Center`, to: "/support#help-center" },
      { label: msg`Contact Us`, to: "/support" },
      { label: msg`Privacy Policy`, to: "/privacy-policy" },
      { label: msg`Terms of Service`, to: "/terms-of-service" },
    ],
  },
] as const;

/**
 * The public pages' footer: Product, Resources and Support links, the phone, the language
 * switch, compliance.
 */
export function SiteFooter() {
  const { _ } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer-grid">
        <div className="site-footer-about">
          <BrandLink />
          <p>
            <Trans>
              The AI receptionist that answers every call, qualifies every lead and books the
              appointment, 24/7.
            </Trans>
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
          <nav key={column.title.id} aria-label={_(column.title)} className="site-footer-column">
            <h2 className="site-footer-title">{_(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{_(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer-bottom">
        <p>
          <Trans>© {year} Ringline, Inc. All rights reserved.</Trans>
        </p>
        <LanguageSwitch landmark />
      </div>
    </footer>
  );
}
