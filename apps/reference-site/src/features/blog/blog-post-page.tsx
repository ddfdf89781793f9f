import { ARTICLE_BODIES } from "virtual:blog-articles";
import { Trans, useLingui } from "@lingui/react/macro";
import { LinkButton } from "@ringline/react-widgets";
import { Link, useLoaderData } from "react-router";
import { ArticleBody } from "../../components/article-body.js";
import { JsonLd } from "../../components/json-ld.js";
import { useHydrated } from "../../shared/hydration.js";
import { localHref } from "../../shared/i18n/i18n.js";
import { NotFoundPage } from "../marketing/not-found-page.js";
import { ArticleMeta, BlogCardList } from "./blog-card.js";
import {
  ARTICLES_LOCALE,
  articleBySlug,
  articleLang,
  type BlogArticleMeta,
  categoryName,
  relatedTo,
} from "./blog-data.js";
import "../../styles/content.css";

/** What the post's loader gives the page: the post and its body, or nothing for no post. */
export interface BlogPostData {
  article: BlogArticleMeta | undefined;
  body: { html: string; headings: { id: string; text: string }[] } | undefined;
}

/** Loads a post's body (its own chunk) before the page shows. */
export async function loadBlogPost(slug: string | undefined): Promise<BlogPostData> {
  const article = articleBySlug(slug);
  const load = article ? ARTICLE_BODIES[article.slug] : undefined;
  return { article, body: load ? await load() : undefined };
}

/**
 * /blog/{slug}: the article with its date, reading time and category, its contents, a call to
 * action, and related posts; described to search engines as a BlogPosting. The page is in its
 * language; the article's own text stays in the articles' (English, `lang="en"`), introduced
 * on a page of another language by a note that says so.
 */
export function BlogPostPage() {
  const { t } = useLingui();
  const { article, body } = useLoaderData() as BlogPostData;
  // The prerendered page names its own paths; the browser's address comes with hydration.
  const origin = useHydrated() ? window.location.origin : "";
  if (!article || !body) return <NotFoundPage />;
  const related = relatedTo(article);
  const lang = articleLang();
  const author = article.author;
  return (
    <>
      <article className="blog-post" aria-labelledby="post-title">
        <header className="blog-post-header">
          <nav aria-label={t`Breadcrumb`} className="breadcrumb">
            <ol>
              <li>
                <Link to="/blog">
                  <Trans>Blog</Trans>
                </Link>
              </li>
              <li>
                <Link to={`/blog/category/${article.category}`}>
                  {categoryName(article.category)}
                </Link>
              </li>
            </ol>
          </nav>
          <h1 id="post-title" lang={lang}>
            {article.title}
          </h1>
          <p className="blog-post-lead" lang={lang}>
            {article.description}
          </p>
          <ArticleMeta article={article} withCategory={false} />
          <p className="muted">
            <Trans>By {author}</Trans>
          </p>
        </header>
        {body.headings.length > 2 ? (
          <nav className="blog-post-contents" aria-label={t`In this article`}>
            <h2>
              <Trans>In this article</Trans>
            </h2>
            <ol lang={lang}>
              {body.headings.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`}>{heading.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {lang ? (
          <>
            <p className="form-notice blog-post-language" role="note">
              <Trans>This article is available in English only.</Trans>
            </p>
            <div lang={lang}>
              <ArticleBody html={body.html} />
            </div>
          </>
        ) : (
          <ArticleBody html={body.html} />
        )}
        <aside className="blog-post-cta" aria-label={t`Try Ringline`}>
          <p className="blog-post-cta-title">
            <Trans>Let an AI receptionist answer your next missed call</Trans>
          </p>
          <p>
            <Trans>Setup in 5 minutes. 7-day free trial, cancel anytime.</Trans>
          </p>
          <div className="cta-actions">
            <LinkButton href="/signup" linkComponent={Link}>
              <Trans>Start 7-Day Free Trial</Trans>
            </LinkButton>
            <LinkButton href="/demo" linkComponent={Link} variant="secondary">
              <Trans>Hear a Demo Call</Trans>
            </LinkButton>
          </div>
        </aside>
      </article>
      {related.length > 0 ? (
        <section className="blog-related" aria-labelledby="related-title">
          <h2 id="related-title">
            <Trans>Related posts</Trans>
          </h2>
          <BlogCardList articles={related} />
        </section>
      ) : null}
      <JsonLd
        data={{
          "@type": "BlogPosting",
          headline: article.title,
          inLanguage: ARTICLES_LOCALE,
          description: article.description,
          datePublished: article.date,
          dateModified: article.date,
          author: { "@type": "Person", name: article.author },
          publisher: { "@type": "Organization", name: "Ringline", url: origin || "/" },
          mainEntityOfPage: `${origin}${localHref(`/blog/${article.slug}`)}`,
          articleSection: categoryName(article.category),
          wordCount: article.readingMinutes * 220,
        }}
      />
    </>
  );
}
