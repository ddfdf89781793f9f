import { localeOfPath, pathWithoutLocale } from "@ringline/api-client/core";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { activeLocale } from "../../shared/i18n/i18n.js";
import { track } from "../analytics/analytics.js";

/** Paths the API answers itself (a browser redirect), never the client router. */
const SERVER_PATHS = /^\/(api\/|auth\/google)/;

/**
 * Plain links on the public pages (the widgets' sign-up and checkout links, the articles'
 * links) go through the client router like its own links, instead of reloading the site; tap
 * to dial and links to other sites are reported (`phone_number_clicked`,
 * `external_link_click`). Clicks with a modifier key, and links to other windows or to the
 * API, are left to the browser.
 */
export function useInternalLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const href = anchor.getAttribute("href") ?? "";
      if (href.startsWith("tel:")) {
        // The widgets' own dial links (the forwarding guide's) report themselves.
        if (anchor.closest(".rl-root")) return;
        track("phone_number_clicked", { number: href.slice(4), page: window.location.pathname });
        return;
      }
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) {
        if (/^https?:$/.test(url.protocol)) track("external_link_click", { url: url.href });
        return;
      }
      if (event.defaultPrevented || anchor.hasAttribute("download")) return;
      if ((anchor.target && anchor.target !== "_self") || SERVER_PATHS.test(url.pathname)) return;
      // The language switch (`hreflang`), and a Spanish page linked from an English one, load
      // that language's site; a plain link stays in the page's language.
      const toSpanish = localeOfPath(url.pathname) === "es" && activeLocale() !== "es";
      if (anchor.hasAttribute("hreflang") || toSpanish) return;
      event.preventDefault();
      // The router adds the page's language to the path (`/signup` → `/es/signup`).
      navigate(`${pathWithoutLocale(url.pathname)}${url.search}${url.hash}`);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
