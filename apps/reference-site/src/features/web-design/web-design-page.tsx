import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LinkButton } from "@ringline/react-widgets";
import { Link } from "react-router";
import { CheckIcon } from "../../components/icons.js";
import { ResponsiveImage } from "../../components/responsive-image.js";
import { Section } from "../../components/section.js";
import { formatMoney } from "../../shared/format.js";
import { packagePrice, WEB_DESIGN_PACKAGES, WEB_DESIGN_STEPS } from "./web-design-content.js";
import "../../styles/landing.css";

/**
 * /web-design-services (and /services): the web-design offer for agents and brokerages, its
 * packages and process, and the way to order one (/checkout/web-design).
 */
export function WebDesignPage() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  return (
    <>
      <section className="hero hero--compact" aria-labelledby="web-design-title">
        <div className="hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">
              <Trans>Web design services</Trans>
            </p>
            <h1 id="web-design-title">
              <Trans>A website that turns visitors into phone calls</Trans>
            </h1>
            <p className="hero-lead">
              <Trans>
                We design and build fast, accessible websites for real estate agents, teams and
                brokerages, with every call button answered by your AI receptionist.
              </Trans>
            </p>
            <div className="hero-actions">
              <LinkButton href="/checkout/web-design" linkComponent={Link} size="lg">
                <Trans>Order Your Website</Trans>
              </LinkButton>
              <LinkButton href="#packages" variant="secondary" size="lg">
                <Trans>Compare Packages</Trans>
              </LinkButton>
            </div>
          </div>
          <ResponsiveImage
            name="web-design"
            alt={t`A real estate agent's website designed by Ringline: a listing search, the agent's reviews and a call button`}
            width={1280}
            height={800}
            sizes="(min-width: 64rem) 34rem, 94vw"
            priority
            className="hero-image"
          />
        </div>
      </section>
      <Section
        id="packages"
        eyebrow={t`Packages`}
        title={t`Three ways to start`}
        lead={t`Every site is written with you, built for phones first, and sold at one fixed price, paid once when you order.`}
        tone="surface"
      >
        <ul className="card-grid card-grid--3">
          {WEB_DESIGN_PACKAGES.map((offer) => {
            const name = offer.name;
            return (
              <li key={offer.id} className="site-card package-card">
                <h3>{name}</h3>
                <p className="package-price">
                  <strong>{formatMoney(packagePrice(offer.id) ?? 0).replace(/\.00$/, "")}</strong>{" "}
                  <span>
                    <Trans>paid once</Trans>
                  </span>
                </p>
                <p>{_(offer.summary)}</p>
                <ul className="check-list">
                  {offer.features.map((feature) => (
                    <li key={feature.id}>
                      <CheckIcon />
                      {_(feature)}
                    </li>
                  ))}
                </ul>
                <LinkButton
                  href={`/checkout/web-design?package=${offer.id}`}
                  linkComponent={Link}
                  variant="secondary"
                >
                  <Trans>Order the {name}</Trans>
                </LinkButton>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="process" eyebrow={t`How it works`} title={t`From first call to launch`}>
        <ol className="numbered-steps numbered-steps--cards">
          {WEB_DESIGN_STEPS.map((step) => (
            <li key={step.title.id}>
              <strong>{_(step.title)}</strong>
              <span>{_(step.text)}</span>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
