import { ShieldIcon } from "../../../components/icons.js";
import { Section } from "../../../components/section.js";
import { IntegrationMark } from "./integration-marks.js";
import {
  CASE_STUDIES,
  GUARANTEES,
  ILLUSTRATIVE_NOTE,
  INTEGRATIONS,
  TESTIMONIALS,
} from "./landing-content.js";

/** The guarantees (#guarantee). */
export function GuaranteeSection() {
  return (
    <Section
      id="guarantee"
      eyebrow="Our guarantee"
      title="Try it without risk"
      lead="We only win when you stop missing calls, so we put it in writing."
      tone="surface"
    >
      <ul className="card-grid card-grid--4">
        {GUARANTEES.map((guarantee) => (
          <li key={guarantee.title} className="site-card guarantee-card">
            <span className="site-card-icon">
              <ShieldIcon />
            </span>
            <h3>{guarantee.title}</h3>
            <p>{guarantee.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Three customers' stories: the challenge, what they did, the results before and after. */
export function CaseStudiesSection() {
  return (
    <Section
      id="case-studies"
      eyebrow="Case studies"
      title="What answering every call changes"
      lead="Three example businesses, three phones that used to ring out."
    >
      <div className="case-studies">
        {CASE_STUDIES.map((study, index) => (
          <article
            key={study.company}
            className="case-study"
            aria-labelledby={`case-study-${index}`}
          >
            <header>
              <h3 id={`case-study-${index}`}>{study.title}</h3>
              <p className="case-study-meta">
                <span>{study.company}</span>
                <span>{study.location}</span>
                <span>{study.teamSize}</span>
              </p>
            </header>
            <div className="case-study-story">
              <div>
                <h4>Challenge</h4>
                <p>{study.challenge}</p>
              </div>
              <div>
                <h4>Solution</h4>
                <p>{study.solution}</p>
              </div>
            </div>
            <table className="case-study-results">
              <caption className="visually-hidden">Results at {study.company}</caption>
              <thead>
                <tr>
                  <th scope="col">Result</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {study.results.map((result) => (
                  <tr key={result.metric}>
                    <th scope="row">{result.metric}</th>
                    <td data-label="Before">{result.before}</td>
                    <td data-label="After">{result.after}</td>
                    <td className="case-study-improvement" data-label="Change">
                      {result.improvement}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <blockquote className="case-study-quote">
              <p>“{study.testimonial}”</p>
              <footer>{study.contact}</footer>
            </blockquote>
          </article>
        ))}
      </div>
      <p className="section-footnote">{ILLUSTRATIVE_NOTE}</p>
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
  return (
    <Section
      id="testimonials"
      eyebrow="Reviews"
      title="What an answered call changes for an office"
      lead="Agents, brokers and front desks on the calls they no longer miss."
      tone="surface"
    >
      <ul className="card-grid card-grid--3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name} className="site-card testimonial">
            <p className="testimonial-metric">{testimonial.metric}</p>
            <blockquote>
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <p className="testimonial-author">
              <Monogram name={testimonial.name} />
              <span>
                <strong>{testimonial.name}</strong>
                <span>
                  {testimonial.role}, {testimonial.company}
                </span>
              </span>
            </p>
          </li>
        ))}
      </ul>
      <p className="section-footnote">{ILLUSTRATIVE_NOTE}</p>
    </Section>
  );
}

/** The tools Ringline hands leads and appointments to (#integrations). */
export function IntegrationsSection() {
  return (
    <Section
      id="integrations"
      eyebrow="Integrations"
      title="Works with the tools you already use"
      lead="Leads land in your CRM and showings in your calendar, as the call ends. Text and e-mail alerts come with every plan."
    >
      <ul className="integrations">
        {Object.values(INTEGRATIONS).map((integration) => (
          <li key={integration.name}>
            <IntegrationMark mark={integration.mark} />
            <span>
              <strong>{integration.name}</strong>
              <span>{integration.kind}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
