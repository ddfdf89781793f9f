import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldIcon } from "../../../components/icons.js";
import { Section } from "../../../components/section.js";
import { IntegrationMark } from "./integration-marks.js";
import {
  CASE_STUDIES,
  GUARANTEES,
  ILLUSTRATIVE_NOTE,
  INTEGRATIONS,
  landingText,
  TESTIMONIALS,
} from "./landing-content.js";

/** The guarantees (#guarantee). */
export function GuaranteeSection() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  return (
    <Section
      id="guarantee"
      eyebrow={t`Our guarantee`}
      title={t`Try it without risk`}
      lead={t`We only win when you stop missing calls, so we put it in writing.`}
      tone="surface"
    >
      <ul className="card-grid card-grid--4">
        {GUARANTEES.map((guarantee) => (
          <li key={guarantee.title.id} className="site-card guarantee-card">
            <span className="site-card-icon">
              <ShieldIcon />
            </span>
            <h3>{_(guarantee.title)}</h3>
            <p>{_(guarantee.text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** One example business's story: the challenge, what they did, the results before and after. */
function CaseStudy({ study, index }: { study: (typeof CASE_STUDIES)[number]; index: number }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const company = study.company;
  return (
    <article className="case-study" aria-labelledby={`case-study-${index}`}>
      <header>
        <h3 id={`case-study-${index}`}>{_(study.title)}</h3>
        <p className="case-study-meta">
          <span>{study.company}</span>
          <span>{study.location}</span>
          <span>{_(study.teamSize)}</span>
        </p>
      </header>
      <div className="case-study-story">
        <div>
          <h4>
            <Trans>Challenge</Trans>
          </h4>
          <p>{_(study.challenge)}</p>
        </div>
        <div>
          <h4>
            <Trans>Solution</Trans>
          </h4>
          <p>{_(study.solution)}</p>
        </div>
      </div>
      <table className="case-study-results">
        <caption className="visually-hidden">
          <Trans>Results at {company}</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Result</Trans>
            </th>
            <th scope="col">
              <Trans>Before</Trans>
            </th>
            <th scope="col">
              <Trans>After</Trans>
            </th>
            <th scope="col">
              <Trans>Change</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {study.results.map((result) => (
            <tr key={result.metric.id}>
              <th scope="row">{_(result.metric)}</th>
              <td data-label={t`Before`}>{landingText(_, result.before)}</td>
              <td data-label={t`After`}>{landingText(_, result.after)}</td>
              <td className="case-study-improvement" data-label={t`Change`}>
                {landingText(_, result.improvement)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <blockquote className="case-study-quote">
        <p>“{_(study.testimonial)}”</p>
        <footer>
          {study.contact.name}, {_(study.contact.role)}
        </footer>
      </blockquote>
    </article>
  );
}

/** Three customers' stories: the challenge, what they did, the results before and after. */
export function CaseStudiesSection() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  return (
    <Section
      id="case-studies"
      eyebrow={t`Case studies`}
      title={t`What answering every call changes`}
      lead={t`Three example businesses, three phones that used to ring out.`}
    >
      <div className="case-studies">
        {CASE_STUDIES.map((study, index) => (
          <CaseStudy key={study.company} study={study} index={index} />
        ))}
      </div>
      <p className="section-footnote">{_(ILLUSTRATIVE_NOTE)}</p>
    </Section>
  );
}

/** A person's initials, where a photo would be. */
function Monogram({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .slice(0, 2);
  return (
    <span className="monogram" aria-hidden="true">
      {initials}
    </span>
  );
}

/** Customers in their own words, each with the number that changed (#testimonials). */
export function TestimonialsSection() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  return (
    <Section
      id="testimonials"
      eyebrow={t`Reviews`}
      title={t`What an answered call changes for an office`}
      lead={t`Agents, brokers and front desks on the calls they no longer miss.`}
      tone="surface"
    >
      <ul className="card-grid card-grid--3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name} className="site-card testimonial">
            <p className="testimonial-metric">{_(testimonial.metric)}</p>
            <blockquote>
              <p>“{_(testimonial.quote)}”</p>
            </blockquote>
            <p className="testimonial-author">
              <Monogram name={testimonial.name} />
              <span>
                <strong>{testimonial.name}</strong>
                <span>
                  {_(testimonial.role)}, {testimonial.company}
                </span>
              </span>
            </p>
          </li>
        ))}
      </ul>
      <p className="section-footnote">{_(ILLUSTRATIVE_NOTE)}</p>
    </Section>
  );
}

/** The tools Ringline hands leads and appointments to (#integrations). */
export function IntegrationsSection() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  return (
    <Section
      id="integrations"
      eyebrow={t`Integrations`}
      title={t`Works with the tools you already use`}
      lead={t`Leads land in your CRM and showings in your calendar, as the call ends. Text and e-mail alerts come with every plan.`}
    >
      <ul className="integrations">
        {Object.values(INTEGRATIONS).map((integration) => (
          <li key={integration.name}>
            <IntegrationMark mark={integration.mark} />
            <span>
              <strong>{integration.name}</strong>
              <span>{_(integration.kind)}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
