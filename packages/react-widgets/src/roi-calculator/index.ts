export { RoiCalculator, type RoiCalculatorProps } from "./roi-calculator.js";
export {
  calculateRoi,
  clampRoiInput,
  createRoiCalculator,
  DEFAULT_ROI_INPUTS,
  ROI_INPUT_RANGES,
  ROI_PLANS,
  type RoiCalculatorEvents,
  type RoiCalculatorStore,
  type RoiInputName,
  type RoiInputs,
  type RoiPlan,
  type RoiPlanId,
  type RoiResult,
  type UseRoiCalculatorOptions,
  type UseRoiCalculatorResult,
  useRoiCalculator,
} from "./use-roi-calculator.js";
