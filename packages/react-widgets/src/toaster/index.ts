export {
  createToastStore,
  dismissToast,
  getDefaultToastStore,
  TOAST_DURATION_MS,
  type Toast,
  type ToastOptions,
  type ToastStore,
  type ToastStoreOptions,
  type ToastVariant,
  toast,
} from "./toast-store.js";
export { Toaster, type ToasterProps, type ToastPosition } from "./toaster.js";
