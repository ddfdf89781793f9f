export {
  CARRIERS,
  type Carrier,
  type CarrierId,
  displayPhoneNumber,
  FORWARDING_CONDITIONS,
  type ForwardingCodes,
  type ForwardingCondition,
  fillForwardingCode,
  normalizeForwardingNumber,
  telHref,
} from "./carriers.js";
export { ForwardingGuide, type ForwardingGuideProps } from "./forwarding-guide.js";
export {
  COPIED_DURATION_MS,
  createForwardingGuide,
  type ForwardingCodeRow,
  type ForwardingCopyState,
  type ForwardingGuideEvents,
  type ForwardingGuideState,
  type ForwardingGuideStore,
  type UseForwardingGuideOptions,
  type UseForwardingGuideResult,
  useForwardingGuide,
} from "./use-forwarding-guide.js";
