import { defineStyles } from "../shared/styles.js";

export const contactDialogStyles = defineStyles(
  "contact-dialog",
  `.rl-contact-form{display:grid;gap:1rem}
.rl-field{display:grid;gap:0.375rem}
.rl-field__label{font-size:0.875rem;font-weight:600;line-height:1.4}
.rl-field__input{display:block;width:100%;min-height:2.75rem;padding:0.5rem 0.75rem;background:var(--_rl-background);color:var(--_rl-foreground);border:1px solid var(--_rl-border);border-radius:var(--_rl-radius);font-size:1rem;line-height:1.5;transition:border-color 150ms,box-shadow 150ms}
.rl-field__input:focus-visible{outline:2px solid var(--_rl-focus);outline-offset:1px}
.rl-field__input:disabled{cursor:not-allowed;opacity:0.7;background:var(--_rl-muted)}
.rl-field__input[aria-invalid="true"]{border-color:var(--_rl-danger);box-shadow:0 0 0 1px var(--_rl-danger)}
textarea.rl-field__input{min-height:5.5rem;resize:vertical}
.rl-field__error{color:var(--_rl-danger);font-size:0.875rem;font-weight:500;line-height:1.4}
.rl-contact-form__actions{display:flex;justify-content:flex-end;gap:0.75rem;margin-top:0.5rem}
@media (max-width:40rem){.rl-contact-form__actions{flex-direction:column-reverse}.rl-contact-form__actions .rl-button{width:100%}}
`,
);
