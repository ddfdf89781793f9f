import type { TPlan } from "@ringline/api-client";
import { useId, useState } from "react";
import { useStore } from "zustand";
import { type AnalyticsHandler, emitAnalyticsEvent } from "../shared/analytics.js";
import { ringlineLink } from "../shared/links.js";
import { centsOf, plansOrDefault } from "../shared/plans.js";
import { createWidgetStore, type WidgetStore } from "../shared/widget-store.js";

/**
 * How a subscription is paid: every month (the default) or once a year.
 *
 * @example
 * ```tsx
 * <PricingTable defaultBilling="annual" />
 * ```
 */
export type BillingPeriod = "monthly" | "annual";

/**
 * A plan's id as the sign-up link names it (`starter`, `growth`, `unlimited` today; the
 * table shows whatever plans it is given).
 *
 * @example
 * ```ts
 * const plan: PricingPlanId = "unlimited";
 * ```
 */
export type PricingPlanId = string;

/**
 * One subscription plan as the table shows it: the API's plan (`ZPlan`) with the overage
 * rate in cents. Prices are dollars.
 *
 * @example
 * ```ts
 * pricingPlanOf(DEFAULT_PLANS[0]).overageCentsPerMinute; // 30
 * ```
 */
export interface PricingPlan {
  readonly id: PricingPlanId;
  readonly name: string;
  readonly monthlyPrice: number;
  readonly annualPrice: number;
  /** Minutes included per month; `null` when unlimited. */
  readonly includedMinutes: number | null;
  /** Price of each minute past the included ones; 0 when there is no overage. */
  readonly overageCentsPerMinute: number;
  readonly trialDays: number;
  /** Lead alerts by text message as well as e-mail. */
  readonly smsNotifications: boolean;
  readonly advancedAnalytics: boolean;
  readonly prioritySupport: boolean;
}

/**
 * The table's view of one plan of `GET /api/plans`.
 *
 * @example
 * ```ts
 * const plans = (await api.listPlans()).items.map(pricingPlanOf);
 * ```
 */
export function pricingPlanOf(plan: TPlan): PricingPlan {
  return {
    id: plan.id,
    name: plan.name,
    monthlyPrice: plan.monthlyPrice,
    annualPrice: plan.annualPrice,
    includedMinutes: plan.minutesIncluded,
    overageCentsPerMinute:
      plan.overageRatePerMinute === null ? 0 : centsOf(plan.overageRatePerMinute),
    trialDays: plan.trialDays,
    smsNotifications: plan.hasSmsNotifications,
    advancedAnalytics: plan.hasAdvancedAnalytics,
    prioritySupport: plan.hasPrioritySupport,
  };
}

/**
 * What a year of monthly payments costs more than the annual price.
 *
 * @example
 * ```ts
 * annualSavingsOf(pricingPlanOf(DEFAULT_PLANS[0])); // 154 (12 × $39 − $314)
 * ```
 */
export function annualSavingsOf(plan: Pick<PricingPlan, "monthlyPrice" | "annualPrice">): number {
  return 12 * plan.monthlyPrice - plan.annualPrice;
}

/**
 * Where a plan's button leads: sign-up with the plan and billing period, or the
 * dashboard for a signed-in visitor.
 *
 * @example
 * ```ts
 * planHref({ plan: "growth", billing: "annual", signedIn: false }); // "/signup?plan=growth&billing=annual"
 * ```
 */
export function planHref(options: {
  plan: PricingPlanId;
  billing: BillingPeriod;
  signedIn: boolean;
  baseUrl?: string | undefined;
}): string {
  if (options.signedIn) return ringlineLink(options.baseUrl, "/dashboard");
  return ringlineLink(options.baseUrl, "/signup", {
    plan: options.plan,
    billing: options.billing,
  });
}

/**
 * The billing toggle's state without any user interface.
 *
 * @example
 * ```ts
 * const billing = createBillingStore();
 * billing.subscribe(() => console.log(billing.getSnapshot()));
 * billing.setBilling("annual"); // logs "annual"
 * ```
 */
export interface BillingStore extends WidgetStore<BillingPeriod> {
  setBilling(billing: BillingPeriod): void;
}

/**
 * Creates the framework-free billing toggle; monthly unless told otherwise.
 *
 * @example
 * ```ts
 * createBillingStore("annual").getSnapshot(); // "annual"
 * ```
 */
export function createBillingStore(initial: BillingPeriod = "monthly"): BillingStore {
  const store = createWidgetStore<BillingPeriod>(initial === "annual" ? "annual" : "monthly");
  return {
    ...store.readable,
    setBilling(next) {
      if (next === "monthly" || next === "annual") store.set(next);
    },
  };
}

/**
 * The analytics events of the pricing table and their properties.
 *
 * @example
 * ```ts
 * const onEvent: AnalyticsHandler<PricingTableEvents> = (name, properties) =>
 *   console.log(name, properties.plan, properties.billing);
 * ```
 */
export type PricingTableEvents = {
  /** A visitor chose a plan's sign-up button. */
  select_item: {
    item_list_id: "pricing_table";
    plan: PricingPlanId;
    billing: BillingPeriod;
    currency: "USD";
    /** The price shown: monthly or annual. */
    value: number;
  };
};

/**
 * Options of {@link usePricingTable}.
 *
 * @example
 * ```ts
 * const options: UsePricingTableOptions = { plans: DEFAULT_PLANS, defaultBilling: "annual" };
 * ```
 */
export interface UsePricingTableOptions {
  /** The plans to show, as `GET /api/plans` answers them. Default {@link DEFAULT_PLANS}. */
  plans?: readonly TPlan[] | undefined;
  /** Read on mount. Default `"monthly"`. */
  defaultBilling?: BillingPeriod | undefined;
  /** Signed-in visitors are sent to the dashboard instead of sign-up. */
  signedIn?: boolean | undefined;
  /** Origin of Ringline's site; relative links when absent. */
  baseUrl?: string | undefined;
  onEvent?: AnalyticsHandler<PricingTableEvents> | undefined;
  /** Called when the visitor switches the billing period. */
  onBillingChange?: ((billing: BillingPeriod) => void) | undefined;
}

/**
 * One plan as the markup shows it for the current billing period.
 *
 * @example
 * ```tsx
 * <a href={view.href} onClick={view.handleClick}>{view.price}</a>
 * ```
 */
export interface PricingPlanView {
  plan: PricingPlan;
  /** Dollars for the current period. */
  price: number;
  annualSavings: number;
  href: string;
  handleClick(): void;
}

/**
 * What {@link usePricingTable} gives the markup.
 *
 * @example
 * ```tsx
 * const pricing = usePricingTable({});
 * <input type="radio" {...pricing.getBillingRadioProps("annual")} />
 * ```
 */
export interface UsePricingTableResult {
  billing: BillingPeriod;
  setBilling(billing: BillingPeriod): void;
  /** Props for the two native radio buttons of the billing toggle. */
  getBillingRadioProps(value: BillingPeriod): {
    type: "radio";
    id: string;
    name: string;
    value: BillingPeriod;
    checked: boolean;
    onChange: () => void;
  };
  plans: readonly PricingPlanView[];
}

/**
 * The pricing table's behaviour for React, without markup: the billing toggle as a radio
 * group, each plan's price and link for the chosen period, and `select_item` events.
 *
 * @example
 * ```tsx
 * function MyPricing() {
 *   const pricing = usePricingTable({ signedIn: false });
 *   return pricing.plans.map((view) => (
 *     <a key={view.plan.id} href={view.href} onClick={view.handleClick}>${view.price}</a>
 *   ));
 * }
 * ```
 */
export function usePricingTable(options: UsePricingTableOptions): UsePricingTableResult {
  const [store] = useState(() => createBillingStore(options.defaultBilling));
  const billing = useStore(store);
  const name = useId();
  const signedIn = options.signedIn === true;

  const plans = plansOrDefault(options.plans).map((source): PricingPlanView => {
    const plan = pricingPlanOf(source);
    const price = billing === "annual" ? plan.annualPrice : plan.monthlyPrice;
    return {
      plan,
      price,
      annualSavings: annualSavingsOf(plan),
      href: planHref({ plan: plan.id, billing, signedIn, baseUrl: options.baseUrl }),
      handleClick() {
        if (signedIn) return;
        emitAnalyticsEvent(options.onEvent, "select_item", {
          item_list_id: "pricing_table",
          plan: plan.id,
          billing,
          currency: "USD",
          value: price,
        });
      },
    };
  });

  return {
    billing,
    setBilling: store.setBilling,
    getBillingRadioProps: (value) => ({
      type: "radio",
      id: `${name}-${value}`,
      name,
      value,
      checked: billing === value,
      onChange: () => {
        store.setBilling(value);
        options.onBillingChange?.(value);
      },
    }),
    plans,
  };
}
