import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import {
  articleLang,
  type BlogArticleMeta,
  categoryName,
  formatDate,
  usedCategories,
} from "./blog-data.js";

/** The date, the reading time and the category of a post. */
export function ArticleMeta({
  article,
  withCategory = true,
}: {
  article: BlogArticleMeta;
  withCategory?: boolean;
}) {
  const minutes = article.readingMinutes;
  return (
    <p className="article-meta">
      {withCategory ? (
        <Link className="article-category" to={`/blog/category/${article.category}`}>
          {categoryName(article.category)}
        </Link>
      ) : null}
      <time dateTime={article.date}>{formatDate(article.date)}</time>
      <span>
        <Trans>{minutes} min read</Trans>
      </span>
    </p>
  );
}

/**
 * A post in a list: its title (the link), what it is about, when and how long. The title and
 * description are the article's own, in its language (`lang` on a page of another).
 */
export function BlogCard({
  article,
  headingLevel = 3,
  featured = false,
}: {
  article: BlogArticleMeta;
  headingLevel?: 2 | 3;
  featured?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const lang = articleLang();
  return (
    <article className={featured ? "blog-card blog-card--featured" : "blog-card"}>
      <Heading className="blog-card-title" lang={lang}>
        <Link to={`/blog/${article.slug}`}>{article.title}</Link>
      </Heading>
      <p lang={lang}>{article.description}</p>
      <ArticleMeta article={article} />
    </article>
  );
}

/** A list of posts as cards. */
export function BlogCardList({
  articles,
  headingLevel,
}: {
  articles: readonly BlogArticleMeta[];
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="blog-list">
      {articles.map((article) => (
        <li key={article.slug}>
          <BlogCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Links to every category with posts, the current one marked. */
export function CategoryLinks({ current }: { current?: string | undefined }) {
  const { t } = useLingui();
  return (
    <nav className="blog-categories" aria-label={t`Blog categories`}>
      <ul>
        <li>
          <Link to="/blog/all" aria-current={current === "all" ? "page" : undefined}>
            <Trans>All posts</Trans>
          </Link>
        </li>
        {usedCategories().map((slug) => (
          <li key={slug}>
            <Link
              to={`/blog/category/${slug}`}
              aria-current={current === slug ? "page" : undefined}
            >
              {categoryName(slug)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
