import { Trans, useLingui } from "@lingui/react/macro";
import { intlLocaleOf } from "@ringline/api-client/core";
import { Link } from "react-router";
import { ArticleBody } from "../../components/article-body.js";
import { activeLocale } from "../../shared/i18n/i18n.js";
import "../../styles/content.css";

/** A legal page rendered from its Markdown at build time (`*.md?html`). */
export interface LegalDocument {
  html: string;
  headings: { id: string; text: string }[];
  data: Record<string, string>;
}

/** The English text a translation was made from: the one that governs. */
export interface GoverningVersion {
  /** Its page (`/privacy-policy`), the English site's. */
  href: string;
  /** Its title, in English (`Privacy Policy`). */
  title: string;
}

/** `2026-11-20` → "November 20, 2026" ("20 de noviembre de 2026" on a Spanish page). */
function formatUpdated(isoDate: string): string {
  const format = new Intl.DateTimeFormat(intlLocaleOf(activeLocale()), {
    dateStyle: "long",
    timeZone: "UTC",
  });
  return format.format(new Date(isoDate));
}

/**
 * A legal page: its title, when it last changed, its contents and its text. A translation
 * (`governing` given) opens with a notice that it is one, linking to the English page, which is
 * the one that governs.
 */
export function LegalPage({
  document,
  governing,
}: {
  document: LegalDocument;
  governing?: GoverningVersion | undefined;
}) {
  const { t } = useLingui();
  const updated = document.data.updated;
  const date = updated ? formatUpdated(updated) : "";
  const englishTitle = governing?.title;
  return (
    <article className="legal" aria-labelledby="legal-title">
      <header className="legal-header">
        <p className="eyebrow">
          <Trans>Legal</Trans>
        </p>
        <h1 id="legal-title">{document.data.title}</h1>
        {governing ? (
          <p className="form-notice legal-translation" role="note">
            <Trans>
              This translation is provided for convenience. If it differs from the English version,{" "}
              <a href={governing.href} hrefLang="en" lang="en">
                {englishTitle}
              </a>
              , the English version governs.
            </Trans>
          </p>
        ) : null}
        {updated ? (
          <p className="muted">
            <Trans>
              Last updated <time dateTime={updated}>{date}</time>
            </Trans>
          </p>
        ) : null}
        <p className="legal-summary">{document.data.summary}</p>
      </header>
      <div className="legal-layout">
        <nav className="legal-contents" aria-label={t`Contents`}>
          <h2>
            <Trans>Contents</Trans>
          </h2>
          <ol>
            {document.headings.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ol>
        </nav>
        <ArticleBody html={document.html} />
      </div>
      <p className="legal-footer muted">
        <Trans>
          Questions? <Link to="/support">Contact support</Link>.
        </Trans>
      </p>
    </article>
  );
}
