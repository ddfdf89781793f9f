import { ARTICLE_BODIES } from "virtual:blog-articles";
import { LinkButton } from "@ringline/react-widgets";
import { Link, useLoaderData } from "react-router";
import { ArticleBody } from "../../components/article-body.js";
import { JsonLd } from "../../components/json-ld.js";
import { useHydrated } from "../../shared/hydration.js";
import { NotFoundPage } from "../marketing/not-found-page.js";
import { ArticleMeta, BlogCardList } from "./blog-card.js";
import { articleBySlug, type BlogArticleMeta, categoryName, relatedTo } from "./blog-data.js";
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
 * action, and related posts; described to search engines as a BlogPosting.
 */
export function BlogPostPage() {
  const { article, body } = useLoaderData() as BlogPostData;
  // The prerendered page names its own paths; the browser's address comes with hydration.
  const origin = useHydrated() ? window.location.origin : "";
  if (!article || !body) return <NotFoundPage />;
  const related = relatedTo(article);
  return (
    <>
      <article className="blog-post" aria-labelledby="post-title">
        <header className="blog-post-header">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <ol>
              <li>
                <Link to="/blog">Blog</Link>
              </li>
              <li>
                <Link to={`/blog/category/${article.category}`}>
                  {categoryName(article.category)}
                </Link>
              </li>
            </ol>
          </nav>
          <h1 id="post-title">{article.title}</h1>
          <p className="blog-post-lead">{article.description}</p>
          <ArticleMeta article={article} withCategory={false} />
          <p className="muted">By {article.author}</p>
        </header>
        {body.headings.length > 2 ? (
          <nav className="blog-post-contents" aria-label="In this article">
            <h2>In this article</h2>
            <ol>
              {body.headings.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`}>{heading.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <ArticleBody html={body.html} />
        <aside className="blog-post-cta" aria-label="Try Ringline">
          <p className="blog-post-cta-title">Let an AI receptionist answer your next missed call</p>
          <p>Setup in 5 minutes. 7-day free trial, cancel anytime.</p>
          <div className="cta-actions">
            <LinkButton href="/signup" linkComponent={Link}>
              Start 7-Day Free Trial
            </LinkButton>
            <LinkButton href="/demo" linkComponent={Link} variant="secondary">
              Hear a Demo Call
            </LinkButton>
          </div>
        </aside>
      </article>
      {related.length > 0 ? (
        <section className="blog-related" aria-labelledby="related-title">
          <h2 id="related-title">Related posts</h2>
          <BlogCardList articles={related} />
        </section>
      ) : null}
      <JsonLd
        data={{
          "@type": "BlogPosting",
          headline: article.title,
          description: article.description,
          datePublished: article.date,
          dateModified: article.date,
          author: { "@type": "Person", name: article.author },
          publisher: { "@type": "Organization", name: "Ringline", url: origin || "/" },
          mainEntityOfPage: `${origin}/blog/${article.slug}`,
          articleSection: categoryName(article.category),
          wordCount: article.readingMinutes * 220,
        }}
      />
    </>
  );
}
