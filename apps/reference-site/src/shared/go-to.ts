import type { NavigateFunction } from "react-router";

/**
 * Goes to an address a server gave: within the site through the router (the embedded payment
 * provider's pages are the site's own), elsewhere by loading it (Stripe's pages).
 */
export function goTo(url: string, navigate: NavigateFunction): void {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) {
    navigate(`${target.pathname}${target.search}${target.hash}`);
  } else {
    window.location.assign(target.href);
  }
}
