export { PricingTable, type PricingTableProps } from "./pricing-table.js";
export {
  annualSavingsOf,
  type BillingPeriod,
  type BillingStore,
  createBillingStore,
  type PricingPlan,
  type PricingPlanId,
  type PricingPlanView,
  type PricingTableEvents,
  planHref,
  pricingPlanOf,
  type UsePricingTableOptions,
  type UsePricingTableResult,
  usePricingTable,
} from "./use-pricing-table.js";
