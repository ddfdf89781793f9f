export { PurchaseProgress } from "./purchase-progress.js";
export {
  PURCHASE_STEPS,
  type PurchaseStep,
  type PurchaseStepState,
  purchaseSteps,
} from "./purchase-steps.js";
