import type { TPlan } from "@ringline/api-client";
import { useId } from "react";
import type { AnalyticsHandler } from "../shared/analytics.js";
import { baseStyles } from "../shared/base-styles.js";
import { formatMessage } from "../shared/format-message.js";
import type { Locale } from "../shared/messages.js";
import { useInjectedStyles } from "../shared/use-injected-styles.js";
import { roiCalculatorMessages } from "./roi-calculator.messages.js";
import { roiCalculatorStyles } from "./roi-calculator.styles.js";
import {
  ROI_INPUT_NAMES,
  type RoiCalculatorEvents,
  type RoiInputName,
  type RoiInputs,
  useRoiCalculator,
} from "./use-roi-calculator.js";

const ROI_CALCULATOR_STYLE_SHEETS = [baseStyles, roiCalculatorStyles];

const SLIDER_LABELS = {
  missedCalls: "missedCallsLabel",
  dealValue: "dealValueLabel",
  conversionRate: "conversionRateLabel",
  planIndex: "planLabel",
} as const satisfies Record<RoiInputName, string>;

/**
 * Props of {@link RoiCalculator}.
 *
 * @example
 * ```tsx
 * const props: RoiCalculatorProps = { locale: "es", defaultValues: { missedCalls: 50 } };
 * ```
 */
export interface RoiCalculatorProps {
  /**
   * The plans to price, as `GET /api/plans` answers them (the pricing table's figures),
   * cheapest first. Default {@link DEFAULT_PLANS}.
   */
  plans?: readonly TPlan[] | undefined;
  /** Starting slider values (read on mount); default 25 calls, $10,000, 10 %, Unlimited. */
  defaultValues?: Partial<RoiInputs> | undefined;
  /** Default `"en"`. */
  locale?: Locale | undefined;
  /**
   * Origin of Ringline's site, e.g. `"https://ringline.ai"`, so that a partner page links
   * to Ringline's checkout. Default: relative links to the current site.
   */
  baseUrl?: string | undefined;
  /** Analytics callback (`begin_checkout`); the events also go to `window.gtag` when present. */
  onEvent?: AnalyticsHandler<RoiCalculatorEvents> | undefined;
  /** Called with the plan's id when the visitor moves the plan slider. */
  onPlanChange?: ((planId: string) => void) | undefined;
}

/**
 * The ROI calculator: four sliders (missed calls, deal value, conversion rate, plan), the
 * revenue those calls are worth, the plan's cost with overage and setup, the net gain,
 * the ROI, and a link to checkout with the chosen plan.
 *
 * @example
 * ```tsx
 * import { RoiCalculator } from "@ringline/react-widgets";
 *
 * <RoiCalculator
 *   plans={plans.data?.items}
 *   locale="en"
 *   baseUrl="https://ringline.ai"
 *   onEvent={(name, properties) => analytics.track(name, properties)}
 * />
 * ```
 */
export function RoiCalculator(props: RoiCalculatorProps) {
  const { locale } = props;
  // The props are the hook's options, passed on whole (the embed counts every byte).
  const calculator = useRoiCalculator(props);
  const styleRef = useInjectedStyles(ROI_CALCULATOR_STYLE_SHEETS);
  const headingId = useId();
  const texts = roiCalculatorMessages.forLocale(locale);
  const { result, formatMoney, formatNumber } = calculator;
  const planName = result.plan.name;

  return (
    <section ref={styleRef} className="rl-root rl-roi" aria-labelledby={headingId}>
      <div className="rl-roi__header">
        <h2 id={headingId} className="rl-roi__title">
          {texts.title}
        </h2>
        <p className="rl-roi__description">{texts.description}</p>
      </div>
      <div className="rl-roi__body">
        <fieldset className="rl-roi__inputs">
          <legend className="rl-roi__legend">{texts.inputsLabel}</legend>
          {ROI_INPUT_NAMES.map((name) => {
            const slider = calculator.getSliderProps(name);
            return (
              <div key={name} className="rl-slider">
                <div className="rl-slider__row">
                  <label htmlFor={slider.id} className="rl-slider__label">
                    {texts[SLIDER_LABELS[name]]}
                  </label>
                  <span className="rl-slider__value" aria-hidden="true">
                    {slider["aria-valuetext"]}
                  </span>
                </div>
                <input className="rl-slider__input" {...slider} />
              </div>
            );
          })}
        </fieldset>
        <div className="rl-roi__results">
          <h3 className="rl-roi__legend">{texts.resultsLabel}</h3>
          <dl className="rl-roi__figures">
            <Figure
              term={texts.monthlyLostRevenue}
              value={formatMoney(result.monthlyLostRevenue)}
            />
            <Figure term={texts.annualLostRevenue} value={formatMoney(result.annualLostRevenue)} />
            <Figure term={texts.capturedCalls} value={formatNumber(result.capturedCalls)} />
            <Figure term={texts.minutesUsed} value={formatNumber(result.minutesUsed)} />
            <Figure
              term={texts.monthlyCost}
              value={formatMoney(result.monthlyCost)}
              note={
                result.overageMinutes > 0
                  ? formatMessage(texts.overageNote, {
                      amount: formatMoney(result.overageCost),
                      minutes: formatNumber(result.overageMinutes),
                    })
                  : undefined
              }
            />
            <Figure term={texts.annualCost} value={formatMoney(result.annualCost)} />
            <Figure term={texts.netGain} value={formatMoney(result.netGain)} total />
            <Figure term={texts.roi} value={`${formatNumber(result.roiPercent)}%`} total />
          </dl>
          {/* One polite sentence instead of eight live figures: a screen reader hears the
              outcome once the slider settles, not every number on every step. */}
          <p
            className="rl-roi__summary"
            role="status"
            data-negative={result.netGain < 0 ? "true" : undefined}
          >
            {formatMessage(texts.roiSummary, {
              percent: formatNumber(result.roiPercent),
              gain: formatMoney(result.netGain),
            })}
          </p>
          <a
            className="rl-button rl-button--primary rl-roi__checkout"
            href={calculator.checkoutHref}
            onClick={calculator.handleCheckoutClick}
          >
            {formatMessage(texts.checkout, { plan: planName })}
          </a>
        </div>
      </div>
    </section>
  );
}

function Figure({
  term,
  value,
  note,
  total = false,
}: {
  term: string;
  value: string;
  note?: string | undefined;
  total?: boolean;
}) {
  return (
    <div className={total ? "rl-roi__figure rl-roi__figure--total" : "rl-roi__figure"}>
      <dt>{term}</dt>
      <dd>
        {value}
        {note ? <span className="rl-roi__note">{note}</span> : null}
      </dd>
    </div>
  );
}
