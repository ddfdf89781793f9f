import { defineStyles } from "../../shared/styles.js";

// The same look as the contact dialog's fields (same class names, same values), so a page
// showing both never gets two looks whichever sheet comes last.
export const fieldStyles = defineStyles(
  "field",
  `.rl-field{display:grid;gap:0.375rem}
.rl-field__label{font-size:var(--_rl-font-size-sm);font-weight:var(--_rl-font-weight-semibold);line-height:var(--_rl-line-height-snug)}
.rl-field__required{margin-inline-start:var(--_rl-space-1);color:var(--_rl-danger)}
.rl-field__hint{color:var(--_rl-muted-foreground);font-size:var(--_rl-font-size-sm);line-height:var(--_rl-line-height-snug)}
.rl-field__input{display:block;width:100%;min-height:2.75rem;padding:var(--_rl-space-2) var(--_rl-space-3);background:var(--_rl-background);color:var(--_rl-foreground);border:1px solid var(--_rl-border);border-radius:var(--_rl-radius);font-size:var(--_rl-font-size-md);line-height:var(--_rl-line-height-normal);transition:border-color var(--_rl-duration-fast),box-shadow var(--_rl-duration-fast)}
.rl-field__input:focus-visible{outline:2px solid var(--_rl-focus);outline-offset:1px}
.rl-field__input:disabled{cursor:not-allowed;opacity:0.7;background:var(--_rl-muted)}
.rl-field__input[aria-invalid="true"]{border-color:var(--_rl-danger);box-shadow:0 0 0 1px var(--_rl-danger)}
textarea.rl-field__input{min-height:5.5rem;resize:vertical}
.rl-field__error{color:var(--_rl-danger);font-size:var(--_rl-font-size-sm);font-weight:var(--_rl-font-weight-medium);line-height:var(--_rl-line-height-snug)}
`,
);
