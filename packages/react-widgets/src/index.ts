export {
  type ContactClient,
  ContactDialog,
  type ContactDialogEvents,
  type ContactDialogMode,
  type ContactDialogProps,
} from "./contact-dialog/index.js";
export {
  Dialog,
  type DialogProps,
  type UseDialogOptions,
  type UseDialogResult,
  useDialog,
} from "./dialog/index.js";
export type { AnalyticsEvents, AnalyticsHandler } from "./shared/analytics.js";
export type { Locale } from "./shared/messages.js";
export {
  createToastStore,
  dismissToast,
  getDefaultToastStore,
  TOAST_DURATION_MS,
  type Toast,
  Toaster,
  type ToasterProps,
  type ToastOptions,
  type ToastPosition,
  type ToastStore,
  type ToastStoreOptions,
  type ToastVariant,
  toast,
} from "./toaster/index.js";
