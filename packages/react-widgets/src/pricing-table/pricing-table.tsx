import type { TPlan } from "@ringline/api-client";
import { useId } from "react";
import type { AnalyticsHandler } from "../shared/analytics.js";
import { baseStyles } from "../shared/base-styles.js";
import { formatMessage, numberLocaleOf } from "../shared/format-message.js";
import type { Locale } from "../shared/messages.js";
import { useInjectedStyles } from "../shared/use-injected-styles.js";
import { visuallyHiddenStyles } from "../shared/visually-hidden.js";
import { pricingTableMessages } from "./pricing-table.messages.js";
import { pricingTableStyles } from "./pricing-table.styles.js";
import {
  type BillingPeriod,
  type PricingPlanView,
  type PricingTableEvents,
  usePricingTable,
} from "./use-pricing-table.js";

const PRICING_TABLE_STYLE_SHEETS = [baseStyles, visuallyHiddenStyles, pricingTableStyles];
const BILLING_PERIODS: readonly BillingPeriod[] = ["monthly", "annual"];

/**
 * Props of {@link PricingTable}.
 *
 * @example
 * ```tsx
 * const props: PricingTableProps = { plans: (await api.listPlans()).items, defaultBilling: "annual" };
 * ```
 */
export interface PricingTableProps {
  /**
   * The plans, as `GET /api/plans` answers them (the one source of prices, minutes and
   * overage rates). Default {@link DEFAULT_PLANS}, the product's figures when this package
   * was built.
   */
  plans?: readonly TPlan[] | undefined;
  /** The period selected on mount. Default `"monthly"`. */
  defaultBilling?: BillingPeriod | undefined;
  /** The plan to set apart as "Most popular" (its id, e.g. `"growth"`); none by default. */
  popularPlanId?: string | undefined;
  /** When true, every button reads "Go to Dashboard" and leads to `/dashboard`. */
  signedIn?: boolean | undefined;
  /** Default `"en"`. */
  locale?: Locale | undefined;
  /** Origin of Ringline's site, e.g. `"https://ringline.ai"`; relative links when absent. */
  baseUrl?: string | undefined;
  /** Analytics callback (`select_item`); the events also go to `window.gtag` when present. */
  onEvent?: AnalyticsHandler<PricingTableEvents> | undefined;
  /** Called when the visitor switches the billing period (to remember it, say). */
  onBillingChange?: ((billing: BillingPeriod) => void) | undefined;
}

/**
 * The pricing table: the plans it is given (Starter, Growth and Unlimited), monthly or
 * annual, with the annual savings, the free trial (card required) and a sign-up button per
 * plan.
 *
 * @example
 * ```tsx
 * import { PricingTable } from "@ringline/react-widgets";
 *
 * const { data } = useRouteQuery("listPlans");
 * <PricingTable plans={data?.items} signedIn={Boolean(session)} baseUrl="https://ringline.ai" />
 * ```
 */
export function PricingTable(props: PricingTableProps) {
  const { popularPlanId, locale, signedIn } = props;
  // The props are the hook's options, passed on whole (the embed counts every byte).
  const pricing = usePricingTable(props);
  const styleRef = useInjectedStyles(PRICING_TABLE_STYLE_SHEETS);
  const headingId = useId();
  const texts = pricingTableMessages.forLocale(locale);
  const annual = pricing.billing === "annual";
  const money = new Intl.NumberFormat(numberLocaleOf(locale), {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  const cents = new Intl.NumberFormat(numberLocaleOf(locale), {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
  });

  function features(view: PricingPlanView): string[] {
    const { plan } = view;
    const minutes =
      plan.includedMinutes === null
        ? [texts.unlimitedMinutes, texts.noOverage]
        : [
            formatMessage(texts.includedMinutes, { count: plan.includedMinutes }),
            formatMessage(texts.overage, { price: cents.format(plan.overageCentsPerMinute / 100) }),
          ];
    return [
      ...minutes,
      texts.everyCall,
      plan.smsNotifications ? texts.smsAlerts : texts.emailAlerts,
      ...(plan.advancedAnalytics ? [texts.analytics] : []),
      ...(plan.prioritySupport ? [texts.prioritySupport] : []),
    ];
  }

  return (
    <section
      ref={styleRef}
      className="rl-root rl-pricing"
      aria-labelledby={headingId}
      data-billing={pricing.billing}
    >
      <div className="rl-pricing__header">
        <h2 id={headingId} className="rl-pricing__title">
          {texts.title}
        </h2>
        <p className="rl-pricing__description">{texts.description}</p>
      </div>
      <fieldset className="rl-pricing__toggle">
        <legend className="rl-visually-hidden">{texts.billingLegend}</legend>
        {BILLING_PERIODS.map((period) => {
          const radio = pricing.getBillingRadioProps(period);
          return (
            <label key={period} className="rl-pricing__option" htmlFor={radio.id}>
              <input className="rl-pricing__radio" {...radio} />
              <span>{texts[period]}</span>
            </label>
          );
        })}
      </fieldset>
      <ul className="rl-pricing__plans">
        {pricing.plans.map((view) => {
          const nameId = `${headingId}-${view.plan.id}`;
          return (
            <li
              key={view.plan.id}
              className="rl-pricing__plan"
              data-popular={view.plan.id === popularPlanId ? "true" : undefined}
            >
              {view.plan.id === popularPlanId ? (
                <p className="rl-pricing__popular">{texts.popular}</p>
              ) : null}
              <h3 id={nameId} className="rl-pricing__name">
                {view.plan.name}
              </h3>
              {annual ? (
                <p className="rl-pricing__badges">
                  <span className="rl-pricing__badge">{texts.discount}</span>
                  <span className="rl-pricing__badge rl-pricing__badge--muted">
                    {texts.monthsFree}
                  </span>
                </p>
              ) : null}
              <p className="rl-pricing__price">
                <span className="rl-pricing__amount">{money.format(view.price)}</span>
                <span className="rl-pricing__period">
                  {annual ? texts.perYear : texts.perMonth}
                </span>
              </p>
              {annual ? (
                <p className="rl-pricing__savings">
                  {formatMessage(texts.annualSavings, { amount: money.format(view.annualSavings) })}
                </p>
              ) : null}
              <ul className="rl-pricing__features">
                {features(view).map((feature) => (
                  <li key={feature} className="rl-pricing__feature">
                    {feature}
                  </li>
                ))}
              </ul>
              <a
                className="rl-button rl-button--primary rl-pricing__cta"
                href={view.href}
                aria-describedby={nameId}
                onClick={view.handleClick}
              >
                {signedIn ? texts.goToDashboard : texts.startTrial}
              </a>
              {signedIn || view.plan.trialDays <= 0 ? null : (
                <p className="rl-pricing__trial">
                  {formatMessage(texts.trial, { days: view.plan.trialDays })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
