import { describe, expect, it } from "vitest";
import { extractPage } from "./extract.js";
import { type PageFindings, siteFindings } from "./findings.js";

const findingsOf = (html: string): PageFindings => {
  const page = extractPage(html, "https://bayside.example/");
  if (!page.findings) throw new Error("no findings");
  return page.findings;
};

describe("what a business's website says about its settings", () => {
  it("reads schema.org's description, opening hours and FAQPage first", () => {
    const findings = findingsOf(`<html><head>
      <script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@graph": [
          {
            "@type": "RealEstateAgent",
            description: "Homes in Marin <b>since 1998</b>.",
            openingHours: ["Mo-Fr 09:00-18:00", "Sa 10:00-16:00"],
          },
          {
            "@type": "FAQPage",
            mainEntity: [
              {
                "@type": "Question",
                name: "Do you handle rentals?",
                acceptedAnswer: { "@type": "Answer", text: "<p>No, we only sell homes.</p>" },
              },
            ],
          },
        ],
      })}</script></head><body><p>Welcome.</p></body></html>`);
    expect(findings).toEqual({
      description: "Homes in Marin since 1998.",
      services: [],
      hours: "Mo-Fr 09:00-18:00; Sa 10:00-16:00",
      questions: [{ question: "Do you handle rentals?", answer: "No, we only sell homes." }],
    });
  });

  it("reads what a visitor sees: the meta description, a services list, hours lines and questions", () => {
    const findings = findingsOf(`<html><head>
      <meta name="description" content="Bayside Realty helps families buy and sell homes in Marin.">
      </head><body>
      <h1>Bayside Realty</h1>
      <h2>Our services</h2>
      <ul><li>Buying a home</li><li>Selling your home</li><li>Free home valuations</li></ul>
      <h2>Visit us</h2>
      <p>Monday – Friday: 9 am – 6 pm</p>
      <p>Saturday: 10 am – 4 pm</p>
      <p>We love Mondays.</p>
      <h2>Questions</h2>
      <h3>How fast can you list my home?</h3>
      <p>Usually within a week.</p>
      <details><summary>Do you charge for a valuation?</summary><p>Never.</p></details>
      <dl><dt>Which towns do you cover?</dt><dd>All of Marin County.</dd></dl>
      </body></html>`);
    expect(findings.description).toBe("Bayside Realty helps families buy and sell homes in Marin.");
    expect(findings.services).toEqual([
      "Buying a home",
      "Selling your home",
      "Free home valuations",
    ]);
    expect(findings.hours).toBe("Monday – Friday: 9 am – 6 pm; Saturday: 10 am – 4 pm");
    expect(findings.questions).toEqual([
      { question: "Do you charge for a valuation?", answer: "Never." },
      { question: "Which towns do you cover?", answer: "All of Marin County." },
      { question: "How fast can you list my home?", answer: "Usually within a week." },
    ]);
  });

  it("finds nothing on a page that says nothing of the kind", () => {
    expect(
      findingsOf("<html><body><h1>Hello</h1><p>Welcome to our site.</p></body></html>"),
    ).toEqual({ description: null, services: [], hours: null, questions: [] });
  });

  it("takes the home page's description, a services page's services, each question once, cut to fit", () => {
    const empty: PageFindings = { description: null, services: [], hours: null, questions: [] };
    const found = siteFindings(
      [
        {
          url: "https://bayside.example/about",
          findings: {
            ...empty,
            description: "About us.",
            services: ["Coffee"],
            questions: [{ question: "Open Sundays?", answer: "No." }],
          },
        },
        {
          url: "https://bayside.example/services",
          findings: { ...empty, services: ["Buying", "Selling"], hours: "Sa 10-4" },
        },
        {
          url: "https://bayside.example/",
          findings: {
            ...empty,
            description: "Homes in Marin.",
            questions: [
              { question: "open sundays?", answer: "Only by appointment." },
              { question: "Long?", answer: "x".repeat(900) },
            ],
          },
        },
      ],
      ["https://bayside.example/"],
    );
    expect(found.businessDescription).toBe("Homes in Marin.");
    expect(found.keyServices).toBe("Buying, Selling");
    expect(found.businessHours).toBe("Sa 10-4");
    expect(found.commonQuestions.map((item) => item.question)).toEqual(["open sundays?", "Long?"]);
    expect(found.commonQuestions[1]?.answer).toHaveLength(500);
    expect(found.commonQuestions[1]?.answer.endsWith("…")).toBe(true);
  });
});
