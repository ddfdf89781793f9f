export { LeadCapturePopup, type LeadCapturePopupProps } from "./lead-capture-popup.js";
export {
  type LeadCapturePopupEvents,
  revealSection,
  type UseLeadCapturePopupOptions,
  type UseLeadCapturePopupResult,
  useLeadCapturePopup,
} from "./use-lead-capture-popup.js";
