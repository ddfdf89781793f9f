import { Link } from "react-router";
import { ArticleBody } from "../../components/article-body.js";
import "../../styles/content.css";

/** A legal page rendered from its Markdown at build time (`*.md?html`). */
export interface LegalDocument {
  html: string;
  headings: { id: string; text: string }[];
  data: Record<string, string>;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A legal page: its title, when it last changed, its contents and its text. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const updated = document.data.updated;
  return (
    <article className="legal" aria-labelledby="legal-title">
      <header className="legal-header">
        <p className="eyebrow">Legal</p>
        <h1 id="legal-title">{document.data.title}</h1>
        {updated ? (
          <p className="muted">
            Last updated <time dateTime={updated}>{dateFormat.format(new Date(updated))}</time>
          </p>
        ) : null}
        <p className="legal-summary">{document.data.summary}</p>
      </header>
      <div className="legal-layout">
        <nav className="legal-contents" aria-label="Contents">
          <h2>Contents</h2>
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
        Questions? <Link to="/support">Contact support</Link>.
      </p>
    </article>
  );
}
