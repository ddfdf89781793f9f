import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Button } from "@ringline/react-widgets";
import { useEffect, useId, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { BrandLink } from "../../components/brand-link.js";
import { CloseIcon, MenuIcon, PhoneIcon } from "../../components/icons.js";
import { LanguageSwitch } from "../../components/language-switch.js";
import { useVoiceDemo, useVoiceDemoActive } from "../voice/voice-demo-handle.js";
import { AccountIcons, PrimaryAccountAction } from "./header-account.js";
import { HEADER_CONDENSE_AFTER_PX, HEADER_LINKS } from "./navigation.js";
import { useScrollValue } from "./use-scroll.js";
import { useVisitor } from "./visitor.js";

const isCondensed = () => window.scrollY > HEADER_CONDENSE_AFTER_PX;

/**
 * The voice demo from the header: on a page with a demo section it starts (or ends) the call
 * there; elsewhere it starts the call and opens /demo, which shows it.
 */
function DemoCallAction({ onDone }: { onDone?: () => void }) {
  const voiceDemo = useVoiceDemo();
  const active = useVoiceDemoActive(voiceDemo);
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      size="sm"
      data-active={active}
      className="header-demo"
      onClick={() => {
        onDone?.();
        void voiceDemo.toggle();
        const section = document.getElementById("demo");
        if (section) section.scrollIntoView({ block: "start" });
        else if (!active) navigate("/demo");
      }}
    >
      <PhoneIcon />
      {active ? <Trans>End Demo</Trans> : <Trans>Try Demo</Trans>}
    </Button>
  );
}

/**
 * The public pages' header: the brand; Features, Reviews, Blog, FAQ, Support and Pricing; the
 * voice demo; 'GET STARTED' (or 'VIEW DASHBOARD'); the login icon (or the dashboard and logout
 * icons). Denser once the page is scrolled more than 50 px; below the large breakpoint the
 * links move into a menu.
 */
export function SiteHeader() {
  const visitor = useVisitor();
  const condensed = useScrollValue(isCondensed, false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const { _ } = useLingui();

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="site-header" data-condensed={condensed} data-menu-open={menuOpen}>
      <div className="site-header-bar">
        <BrandLink />
        <nav aria-label={_(msg`Main`)} className="header-nav">
          <ul className="header-links">
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{_(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <span className="header-desktop-only">
            <DemoCallAction />
          </span>
          <PrimaryAccountAction visitor={visitor} size="sm" />
          <span className="header-desktop-only header-icons">
            <AccountIcons visitor={visitor} />
          </span>
          <span className="header-desktop-only">
            <LanguageSwitch compact />
          </span>
          <button
            type="button"
            className="header-menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">
              <Trans>Menu</Trans>
            </span>
          </button>
        </div>
      </div>
      <div id={menuId} className="mobile-menu" hidden={!menuOpen}>
        <nav aria-label={_(msg`Main menu`)}>
          <ul className="mobile-menu-links">
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} onClick={() => setMenuOpen(false)}>
                  {_(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mobile-menu-actions">
          <DemoCallAction onDone={() => setMenuOpen(false)} />
          <AccountIcons visitor={visitor} withLabel />
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
