import { msg } from "@lingui/core/macro";
import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { i18n } from "../shared/i18n/i18n.js";
import type { RouteHandle } from "./lazy-route.js";

export const SITE_NAME = "Ringline";
const DEFAULT_TITLE = msg`Ringline · The AI receptionist for real estate`;
const DEFAULT_DESCRIPTION = msg`Ringline: an AI receptionist that answers every call, captures every lead and books appointments, 24/7.`;
/** The picture link previews show (1200 × 630). */
const SHARE_IMAGE = "/images/ringline-share.png";

/**
 * The deepest route's value of a head text, in the page's language (a function is given the
 * route's data; a message is translated).
 */
function deepest(
  matches: ReturnType<typeof useMatches>,
  key: "title" | "description",
): string | undefined {
  for (const match of [...matches].reverse()) {
    const value = (match.handle as RouteHandle | undefined)?.[key];
    const resolved = typeof value === "function" ? value(match.data) : value;
    if (resolved !== undefined) return typeof resolved === "string" ? resolved : i18n._(resolved);
  }
  return undefined;
}

/** Sets (or adds) `<meta>` / `<link>` in the head by a selector, with its attributes. */
function upsert(selector: string, tag: "meta" | "link", attributes: Record<string, string>) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = document.createElement(tag);
    document.head.append(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

function remove(selector: string) {
  document.head.querySelector(selector)?.remove();
}

/**
 * The page's title, meta description and `noindex`, from the deepest route handles that name
 * them (the prerender writes the first two into the page's HTML).
 *
 * @example
 * ```ts
 * pageHead(router.state.matches).title; // "FAQ · Ringline"
 * ```
 */
export function pageHead(matches: ReturnType<typeof useMatches>): {
  title: string;
  description: string;
  noindex: boolean;
} {
  const title = deepest(matches, "title");
  const noindex = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.noindex)
    .find((value) => value !== undefined);
  return {
    title: title ? `${title} · ${SITE_NAME}` : i18n._(DEFAULT_TITLE),
    description: deepest(matches, "description") ?? i18n._(DEFAULT_DESCRIPTION),
    noindex: noindex === true,
  };
}

/**
 * The document's head for the current page, from the route handles: the title, the meta
 * description, the canonical URL, Open Graph and Twitter cards, and `noindex` for pages that
 * are not for search engines.
 */
export function useDocumentHead(): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { title: fullTitle, description, noindex } = pageHead(matches);
  useEffect(() => {
    const url = `${window.location.origin}${pathname}`;
    document.title = fullTitle;
    upsert('meta[name="description"]', "meta", { name: "description", content: description });
    upsert('link[rel="canonical"]', "link", { rel: "canonical", href: url });
    const properties: Record<string, string> = {
      "og:type": pathname.startsWith("/blog/") ? "article" : "website",
      "og:site_name": SITE_NAME,
      "og:title": fullTitle,
      "og:description": description,
      "og:url": url,
      "og:image": `${window.location.origin}${SHARE_IMAGE}`,
    };
    for (const [property, content] of Object.entries(properties)) {
      upsert(`meta[property="${property}"]`, "meta", { property, content });
    }
    upsert('meta[name="twitter:card"]', "meta", {
      name: "twitter:card",
      content: "summary_large_image",
    });
    if (noindex) upsert('meta[name="robots"]', "meta", { name: "robots", content: "noindex" });
    else remove('meta[name="robots"]');
  }, [fullTitle, description, noindex, pathname]);
}
