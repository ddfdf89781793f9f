import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "react-router";
import { Section } from "../../components/section.js";
import { NotFoundPage } from "../marketing/not-found-page.js";
import { BlogCard, BlogCardList, CategoryLinks } from "./blog-card.js";
import { ALL_ARTICLES, articlesIn, BLOG_CATEGORIES } from "./blog-data.js";
import "../../styles/content.css";

/** /blog: the newest post first, the latest ones, the categories. */
export function BlogIndexPage() {
  const { t } = useLingui();
  const [featured, ...rest] = ALL_ARTICLES;
  const count = ALL_ARTICLES.length;
  return (
    <Section
      id="blog"
      eyebrow={t`Blog`}
      title={t`Never miss another lead`}
      lead={t`Practical advice for small-business owners and real estate agents on missed calls, AI receptionists, call forwarding and fast lead response.`}
      headingLevel={1}
    >
      <CategoryLinks />
      {featured ? <BlogCard article={featured} headingLevel={2} featured /> : null}
      <h2 className="blog-subheading">
        <Trans>Latest posts</Trans>
      </h2>
      <BlogCardList articles={rest.slice(0, 6)} />
      <p className="section-footnote">
        <Link to="/blog/all">
          <Plural value={count} one="See # post" other="See all # posts" />
        </Link>
      </p>
    </Section>
  );
}

/** /blog/all: every post, newest first. */
export function BlogAllPage() {
  const { t } = useLingui();
  const count = ALL_ARTICLES.length;
  return (
    <Section
      id="blog-all"
      eyebrow={t`Blog`}
      title={t`All posts`}
      lead={t`${plural(count, { one: "# article, newest first.", other: "# articles, newest first." })}`}
      headingLevel={1}
    >
      <CategoryLinks current="all" />
      <BlogCardList articles={ALL_ARTICLES} headingLevel={2} />
    </Section>
  );
}

/** /blog/category/{category}: the posts of one category (the not-found page for others). */
export function BlogCategoryPage() {
  const { t } = useLingui();
  const { category = "" } = useParams();
  const info = BLOG_CATEGORIES[category];
  const articles = articlesIn(category);
  if (!info || articles.length === 0) return <NotFoundPage />;
  return (
    <Section
      id="blog-category"
      eyebrow={t`Blog category`}
      title={info.name}
      lead={info.description}
      headingLevel={1}
    >
      <CategoryLinks current={category} />
      <BlogCardList articles={articles} headingLevel={2} />
    </Section>
  );
}
