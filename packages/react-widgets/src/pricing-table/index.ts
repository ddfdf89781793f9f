export { PricingTable, type PricingTableProps } from "./pricing-table.js";
export {
  annualSavingsOf,
  type BillingPeriod,
  type BillingStore,
  createBillingStore,
  PRICING_PLANS,
  type PricingPlan,
  type PricingPlanId,
  type PricingPlanView,
  type PricingTableEvents,
  planHref,
  type UsePricingTableOptions,
  type UsePricingTableResult,
  usePricingTable,
} from "./use-pricing-table.js";
