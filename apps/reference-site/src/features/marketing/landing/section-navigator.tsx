import { useLingui as useLinguiRuntime } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { useScrollValue } from "../use-scroll.js";
import { SECTION_STOPS } from "./landing-content.js";

/** Sections land this far below the top of the window (under the header). */
export const SECTION_OFFSET_PX = 100;

/** The last stop whose section starts above the offset line. */
function currentStop(): string {
  let current: string = SECTION_STOPS[0].id;
  for (const stop of SECTION_STOPS) {
    const section = document.getElementById(stop.id);
    if (section && section.getBoundingClientRect().top - SECTION_OFFSET_PX <= 1) current = stop.id;
  }
  return current;
}

/** Scrolls so that the section starts 100 px below the top, and moves focus to it. */
export function jumpToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const top = section.getBoundingClientRect().top + window.scrollY - SECTION_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? "auto" : "smooth" });
  section.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
}

/**
 * The landing page's side navigator: Home, Features, ROI Calculator, Pricing, Reviews and
 * Guarantee, the current one marked. Only on large screens (hidden below the large breakpoint
 * in marketing.css), where there is room beside the page.
 */
export function SectionNavigator() {
  const read = useCallback(currentStop, []);
  const current = useScrollValue(read, SECTION_STOPS[0].id);
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  return (
    <nav className="section-navigator" aria-label={t`Page sections`}>
      <ul>
        {SECTION_STOPS.map((stop) => (
          <li key={stop.id}>
            <a
              href={`#${stop.id}`}
              aria-current={stop.id === current ? "location" : undefined}
              onClick={(event) => {
                event.preventDefault();
                jumpToSection(stop.id);
              }}
            >
              <span className="section-navigator-dot" aria-hidden="true" />
              <span className="section-navigator-label">{_(stop.label)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
