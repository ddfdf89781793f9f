import type { TPlan } from "@ringline/api-client";
import { type ChangeEvent, type MouseEvent, useId, useMemo, useState } from "react";
import { useStore } from "zustand";
import { type AnalyticsHandler, emitAnalyticsEvent } from "../shared/analytics.js";
import { formatMessage, numberLocaleOf } from "../shared/format-message.js";
import { ringlineLink } from "../shared/links.js";
import type { Locale } from "../shared/messages.js";
import { plansOrDefault } from "../shared/plans.js";
import { createWidgetStore, type WidgetStore } from "../shared/widget-store.js";
import { roiCalculatorMessages } from "./roi-calculator.messages.js";
import {
  calculateRoi,
  clampRoiInput,
  DEFAULT_ROI_INPUTS,
  ROI_INPUT_NAMES,
  ROI_INPUT_RANGES,
  type RoiInputName,
  type RoiInputs,
  type RoiPlanId,
  type RoiResult,
  roiPlanOf,
} from "./roi-model.js";

export {
  calculateRoi,
  clampPlanIndex,
  clampRoiInput,
  DEFAULT_ROI_INPUTS,
  ROI_CAPTURE_RATE,
  ROI_INPUT_NAMES,
  ROI_INPUT_RANGES,
  ROI_MINUTES_PER_CALL,
  ROI_PLANS,
  ROI_SETUP_FEE_CENTS,
  type RoiInputName,
  type RoiInputs,
  type RoiPlan,
  type RoiPlanId,
  type RoiResult,
  roiPlanOf,
} from "./roi-model.js";

/**
 * The calculator's state without any user interface: the slider values, with one
 * `setInput` that clamps and notifies only on change.
 *
 * @example
 * ```ts
 * const calculator = createRoiCalculator({ missedCalls: 50 });
 * calculator.subscribe(() => console.log(calculateRoi(calculator.getSnapshot())));
 * calculator.setInput("planIndex", 0);
 * ```
 */
export interface RoiCalculatorStore extends WidgetStore<RoiInputs> {
  setInput(name: RoiInputName, value: number): void;
}

/**
 * Creates the framework-free calculator state. `useRoiCalculator` binds it to React.
 *
 * @example
 * ```ts
 * const calculator = createRoiCalculator({ dealValue: 25_000 });
 * calculator.getSnapshot().dealValue; // 25_000
 * ```
 */
export function createRoiCalculator(initial: Partial<RoiInputs> = {}): RoiCalculatorStore {
  let inputs: RoiInputs = DEFAULT_ROI_INPUTS;
  for (const name of ROI_INPUT_NAMES) {
    const value = initial[name];
    if (value !== undefined) inputs = { ...inputs, [name]: clampRoiInput(name, value) };
  }
  const store = createWidgetStore(inputs);

  return {
    ...store.readable,
    setInput(name, value) {
      store.patch({ [name]: clampRoiInput(name, value) });
    },
  };
}

/**
 * The analytics events of the ROI calculator and their properties.
 *
 * @example
 * ```ts
 * const onEvent: AnalyticsHandler<RoiCalculatorEvents> = (name, properties) =>
 *   console.log(name, properties.plan);
 * ```
 */
export type RoiCalculatorEvents = {
  /** The visitor followed the result's link to checkout. */
  begin_checkout: {
    source: "roi_calculator";
    plan: RoiPlanId;
    currency: "USD";
    /** The monthly cost the calculator showed, overage included. */
    value: number;
  };
};

/**
 * Options of {@link useRoiCalculator}.
 *
 * @example
 * ```ts
 * const options: UseRoiCalculatorOptions = { locale: "es", baseUrl: "https://ringline.ai" };
 * ```
 */
export interface UseRoiCalculatorOptions {
  /**
   * The plans to price, as `GET /api/plans` answers them, cheapest first (the plan slider's
   * order). Default {@link DEFAULT_PLANS}.
   */
  plans?: readonly TPlan[] | undefined;
  /** Starting slider values (read once, on mount). */
  defaultValues?: Partial<RoiInputs> | undefined;
  locale?: Locale | undefined;
  /** Origin of Ringline's site for the checkout link; relative when absent. */
  baseUrl?: string | undefined;
  onEvent?: AnalyticsHandler<RoiCalculatorEvents> | undefined;
  /** Called with the plan's id when the visitor moves the plan slider. */
  onPlanChange?: ((planId: string) => void) | undefined;
}

/**
 * Props of one slider, ready to spread on `<input type="range">`.
 *
 * @example
 * ```tsx
 * <input {...calculator.getSliderProps("missedCalls")} />
 * ```
 */
export interface RoiSliderProps {
  type: "range";
  id: string;
  name: RoiInputName;
  min: number;
  max: number;
  step: number;
  value: number;
  "aria-valuetext": string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * What {@link useRoiCalculator} gives the markup.
 *
 * @example
 * ```tsx
 * const calculator = useRoiCalculator({});
 * <a href={calculator.checkoutHref} onClick={calculator.handleCheckoutClick}>Checkout</a>
 * ```
 */
export interface UseRoiCalculatorResult {
  inputs: RoiInputs;
  result: RoiResult;
  getSliderProps(name: RoiInputName): RoiSliderProps;
  /** The slider's value as words, e.g. "25 calls" or "$10,000". */
  valueTextOf(name: RoiInputName): string;
  /** Formats dollars in the locale, cents only when there are any. */
  formatMoney(dollars: number): string;
  /** Formats a count or a percentage's number in the locale ("23,210"). */
  formatNumber(value: number): string;
  checkoutHref: string;
  handleCheckoutClick(event: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * The ROI calculator's behaviour for React, without markup: slider props with labels'
 * ids and `aria-valuetext`, the figures, the checkout link and its analytics event.
 *
 * @example
 * ```tsx
 * function MyRoi() {
 *   const calculator = useRoiCalculator({ locale: "en" });
 *   const slider = calculator.getSliderProps("missedCalls");
 *   return (
 *     <>
 *       <label htmlFor={slider.id}>Missed calls</label>
 *       <input {...slider} />
 *       <p>{calculator.formatMoney(calculator.result.netGain)}</p>
 *     </>
 *   );
 * }
 * ```
 */
export function useRoiCalculator(options: UseRoiCalculatorOptions): UseRoiCalculatorResult {
  const [store] = useState(() => createRoiCalculator(options.defaultValues));
  const inputs = useStore(store);
  const baseId = useId();
  const plans = useMemo(() => plansOrDefault(options.plans).map(roiPlanOf), [options.plans]);
  const result = calculateRoi(inputs, plans);
  const texts = roiCalculatorMessages.forLocale(options.locale);
  const numberLocale = numberLocaleOf(options.locale);

  const format = (value: number, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(numberLocale, options).format(value);
  const formatMoney = (dollars: number) =>
    format(dollars, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
      maximumFractionDigits: 2,
    });
  const formatNumber = (value: number) => format(value);

  function valueTextOf(name: RoiInputName): string {
    const value = inputs[name];
    switch (name) {
      case "missedCalls":
        return formatMessage(texts.callsValue, { count: value });
      case "dealValue":
        return formatMoney(value);
      case "conversionRate":
        return `${value}%`;
      case "planIndex": {
        const plan = result.plan;
        return formatMessage(texts.planValue, {
          plan: plan.name,
          price: formatMoney(plan.monthlyPriceCents / 100),
        });
      }
    }
  }

  function getSliderProps(name: RoiInputName): RoiSliderProps {
    const { min, step } = ROI_INPUT_RANGES[name];
    const max = name === "planIndex" ? plans.length - 1 : ROI_INPUT_RANGES[name].max;
    return {
      type: "range",
      id: `${baseId}-${name}`,
      name,
      min,
      max,
      step,
      value: name === "planIndex" ? plans.indexOf(result.plan) : inputs[name],
      "aria-valuetext": valueTextOf(name),
      onChange: (event) => {
        const value = Number(event.currentTarget.value);
        store.setInput(name, value);
        if (name === "planIndex") options.onPlanChange?.(plans[value]?.id as string);
      },
    };
  }

  const planId = result.plan.id;
  return {
    inputs,
    result,
    getSliderProps,
    valueTextOf,
    formatMoney,
    formatNumber,
    checkoutHref: ringlineLink(options.baseUrl, "/checkout", { plan: planId }),
    handleCheckoutClick() {
      emitAnalyticsEvent(options.onEvent, "begin_checkout", {
        source: "roi_calculator",
        plan: planId,
        currency: "USD",
        value: result.monthlyCost,
      });
    },
  };
}
