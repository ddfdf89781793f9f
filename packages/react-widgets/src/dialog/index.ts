export { Dialog, type DialogProps } from "./dialog.js";
export { type UseDialogOptions, type UseDialogResult, useDialog } from "./use-dialog.js";
