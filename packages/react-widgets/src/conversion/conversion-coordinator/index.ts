export {
  ConversionCoordinator,
  type ConversionCoordinatorProps,
  type ConversionEvents,
} from "./conversion-coordinator.js";
export {
  CONVERSION_RULES,
  CONVERSION_STORAGE_KEY,
  type ConversionCoordinator as ConversionCoordinatorStore,
  type ConversionCoordinatorOptions,
  type ConversionState,
  type ConversionStorage,
  connectConversionCoordinator,
  createConversionCoordinator,
  type PromptType,
  readStoredState,
  type ScrollPosition,
  type StoredConversionState,
  visitorBusyOnPage,
} from "./conversion-store.js";
export {
  type ConversionCoordinatorEvents,
  type UseConversionCoordinatorOptions,
  type UseConversionCoordinatorResult,
  useConversionCoordinator,
} from "./use-conversion-coordinator.js";
