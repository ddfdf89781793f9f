import type { ReactNode } from "react";

/**
 * A band of a public page: an anchor (`id`), an optional eyebrow, heading and lead, then its
 * content, on the site's width and spacing. `tone` gives it the raised surface to set it
 * apart from its neighbours. Without a title (a widget brings its own heading) pass `label`.
 */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  label,
  tone,
  className,
  headingLevel = 2,
  children,
}: {
  id: string;
  eyebrow?: string | undefined;
  title?: ReactNode;
  lead?: ReactNode;
  label?: string | undefined;
  tone?: "surface" | "brand" | undefined;
  className?: string | undefined;
  /** 1 when the section is the page itself (the /demo page); 2 otherwise. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}) {
  const titleId = `${id}-title`;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section
      id={id}
      className={["section", tone ? `section--${tone}` : "", className ?? ""].join(" ").trim()}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      // A link or the popup's 'See AI in Action' may move focus here.
      tabIndex={-1}
    >
      <div className="section-inner">
        {title ? (
          <header className="section-header">
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <Heading id={titleId}>{title}</Heading>
            {lead ? <p className="section-lead">{lead}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
