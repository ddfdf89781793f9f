export { ContactDialog, type ContactDialogProps } from "./contact-dialog.js";
export type { ContactClient } from "./contact-form.js";
export type { ContactDialogEvents, ContactDialogMode } from "./use-contact-form.js";
