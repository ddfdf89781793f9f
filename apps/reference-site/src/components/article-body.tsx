/**
 * Text rendered from the site's own Markdown at build time (the blog's articles, the legal
 * pages): every character of the source is escaped and only checked links are kept, so the
 * HTML is ours. Its links go through the client router (the marketing layout's link handling).
 */
export function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: built from the repository's Markdown, escaped
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
