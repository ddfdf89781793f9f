// The package's dialog is the design system's dialog: one implementation, re-exported here
// so the primitives are complete in one place.
export { Dialog, type DialogProps } from "../../dialog/index.js";
