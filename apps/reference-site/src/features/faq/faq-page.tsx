import { plural } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { JsonLd } from "../../components/json-ld.js";
import { Section } from "../../components/section.js";
import { useTrackView } from "../analytics/analytics.js";
import { usePlans } from "../marketing/visitor.js";
import { answerText, FAQ_GROUPS } from "./faq-content.js";
import "../../styles/content.css";

/** Lower case and without accents, so that "vision" finds "visión" and "Visión". */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Whether every word of `query` is in the question or its answer. */
function matches(query: string, question: string, answer: string | undefined): boolean {
  const haystack = folded(`${question} ${answer ?? ""}`);
  return folded(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * /faq: the questions visitors and customers ask, grouped, searchable in the page's language
 * (the search is kept in the URL, `?q=`), with prices from the plans of plan_configurations.
 * Sends `faq_viewed` and describes itself to search engines as an FAQPage.
 */
export function FaqPage() {
  const [search, setSearch] = useSearchParams();
  const query = search.get("q") ?? "";
  const plans = usePlans();
  const searchId = useId();
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  useTrackView("faq_viewed");

  // Every question and answer in the page's language: what the search reads and the page shows.
  const translated = FAQ_GROUPS.map((group) => ({
    id: group.id,
    title: _(group.title),
    items: group.items.map((item) => ({
      key: item.question.id,
      question: _(item.question),
      answer: answerText(item.answer, plans.data),
    })),
  }));
  const groups = translated
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => matches(query, item.question, item.answer)),
    }))
    .filter((group) => group.items.length > 0);
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);

  return (
    <>
      <Section
        id="faq"
        eyebrow={t`FAQ`}
        title={t`Frequently asked questions`}
        lead={t`Everything about Ringline's AI receptionist: set-up, pricing, forwarding and privacy.`}
        headingLevel={1}
      >
        <search className="faq-search">
          <label htmlFor={searchId}>
            <Trans>Search the questions</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t`e.g. forwarding, trial, recording`}
            onChange={(event) => {
              const next = new URLSearchParams(search);
              if (event.target.value) next.set("q", event.target.value);
              else next.delete("q");
              setSearch(next, { replace: true, preventScrollReset: true });
            }}
          />
          <p className="faq-count" role="status">
            {query
              ? t`${plural(count, {
                  one: `# answer for “${query}”`,
                  other: `# answers for “${query}”`,
                })}`
              : ""}
          </p>
        </search>
        {groups.length === 0 ? (
          <p className="faq-empty">
            <Trans>
              No answer mentions that yet. <Link to="/support">Ask support</Link>, or open the chat
              in the corner: it knows more than this page.
            </Trans>
          </p>
        ) : null}
        <nav aria-label={t`Topics`} className="faq-topics">
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
              <details key={item.key} className="faq-item" open={query !== ""}>
                <summary>{item.question}</summary>
                <p>{item.answer ?? t`Loading the current prices…`}</p>
              </details>
            ))}
          </section>
        ))}
      </Section>
      <JsonLd
        data={{
          "@type": "FAQPage",
          mainEntity: translated
            .flatMap((group) => group.items)
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
