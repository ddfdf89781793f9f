/**
 * Structured data for search engines (schema.org as JSON-LD), in the page. `<` is escaped so
 * that no text of the data can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(
    /</g,
    "\\u003c",
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, not markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
