import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { pathInLocale, type TSiteLocale } from "@ringline/api-client/core";
import { useLocation } from "react-router";
import { activeLocale, rememberLocale } from "../shared/i18n/i18n.js";

/** Each language by its own name, as a visitor who reads only it looks for it. */
const LANGUAGES: readonly { locale: TSiteLocale; name: string }[] = [
  { locale: "en", name: "English" },
  { locale: "es", name: "Español" },
];

/**
 * The language switch (header and footer): the same page in the other language, a full load
 * of its `/es/…` (or English) address, the choice remembered for later visits. The page's
 * own language is marked, not linked; `compact` (the header) shows only the other one. Only
 * the footer's is a navigation landmark ("Language"): one landmark of a name per page.
 */
export function LanguageSwitch({
  compact = false,
  landmark = false,
}: {
  compact?: boolean;
  landmark?: boolean;
}) {
  const { _ } = useLingui();
  const location = useLocation();
  const current = activeLocale();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const list = (
    <ul>
      {LANGUAGES.filter(({ locale }) => !compact || locale !== current).map(({ locale, name }) => (
        <li key={locale}>
          {locale === current ? (
            <span lang={locale} aria-current="true">
              {name}
            </span>
          ) : (
            <a
              href={pathInLocale(here, locale)}
              hrefLang={locale}
              lang={locale}
              onClick={() => rememberLocale(locale)}
            >
              {name}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
  return landmark ? (
    <nav className="language-switch" aria-label={_(msg`Language`)}>
      {list}
    </nav>
  ) : (
    <div className="language-switch">{list}</div>
  );
}
