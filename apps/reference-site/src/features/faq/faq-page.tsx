import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { JsonLd } from "../../components/json-ld.js";
import { Section } from "../../components/section.js";
import { useTrackView } from "../analytics/analytics.js";
import { usePlans } from "../marketing/visitor.js";
import { answerText, FAQ_GROUPS } from "./faq-content.js";
import "../../styles/content.css";

/** Whether every word of `query` is in the question or its answer. */
function matches(query: string, question: string, answer: string | undefined): boolean {
  const haystack = `${question} ${answer ?? ""}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * /faq: the questions visitors and customers ask, grouped, searchable (the search is kept in
 * the URL, `?q=`), with prices from the plans of plan_configurations. Sends `faq_viewed` and
 * describes itself to search engines as an FAQPage.
 */
export function FaqPage() {
  const [search, setSearch] = useSearchParams();
  const query = search.get("q") ?? "";
  const plans = usePlans();
  const searchId = useId();
  useTrackView("faq_viewed");

  const groups = FAQ_GROUPS.map((group) => ({
    ...group,
    items: group.items
      .map((item) => ({ question: item.question, answer: answerText(item.answer, plans.data) }))
      .filter((item) => matches(query, item.question, item.answer)),
  })).filter((group) => group.items.length > 0);
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);

  return (
    <>
      <Section
        id="faq"
        eyebrow="FAQ"
        title="Frequently asked questions"
        lead="Everything about Ringline's AI receptionist: set-up, pricing, forwarding and privacy."
        headingLevel={1}
      >
        <search className="faq-search">
          <label htmlFor={searchId}>Search the questions</label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder="e.g. forwarding, trial, recording"
            onChange={(event) => {
              const next = new URLSearchParams(search);
              if (event.target.value) next.set("q", event.target.value);
              else next.delete("q");
              setSearch(next, { replace: true, preventScrollReset: true });
            }}
          />
          <p className="faq-count" role="status">
            {query ? `${count} ${count === 1 ? "answer" : "answers"} for “${query}”` : ""}
          </p>
        </search>
        {groups.length === 0 ? (
          <p className="faq-empty">
            No answer mentions that yet. <Link to="/support">Ask support</Link>, or open the chat in
            the corner: it knows more than this page.
          </p>
        ) : null}
        <nav aria-label="Topics" className="faq-topics">
          <ul>
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map((group) => (
          <section
            key={group.id}
            id={group.id}
            className="faq-group"
            aria-labelledby={`${group.id}-title`}
          >
            <h2 id={`${group.id}-title`}>{group.title}</h2>
            {group.items.map((item) => (
              <details key={item.question} className="faq-item" open={query !== ""}>
                <summary>{item.question}</summary>
                <p>{item.answer ?? "Loading the current prices…"}</p>
              </details>
            ))}
          </section>
        ))}
      </Section>
      <JsonLd
        data={{
          "@type": "FAQPage",
          mainEntity: FAQ_GROUPS.flatMap((group) => group.items)
            .map((item) => ({
              question: item.question,
              answer: answerText(item.answer, plans.data),
            }))
            .filter((item) => item.answer !== undefined)
            .map((item) => ({
              "@type": "Question",
              name: item.question,
              acceptedAnswer: { "@type": "Answer", text: item.answer },
            })),
        }}
      />
    </>
  );
}
