import { defineStyles } from "../../shared/styles.js";

export const checkboxStyles = defineStyles(
  "checkbox",
  `.rl-checkbox{display:grid;grid-template-columns:auto minmax(0,1fr);column-gap:var(--_rl-space-3);align-items:start}
.rl-checkbox__input{width:1.25rem;height:1.25rem;margin-block-start:0.125rem;accent-color:var(--_rl-primary);cursor:pointer}
.rl-checkbox__input:disabled{cursor:not-allowed}
.rl-checkbox__text{display:grid;gap:var(--_rl-space-1)}
.rl-checkbox__label{font-weight:var(--_rl-font-weight-medium);cursor:pointer}
.rl-checkbox__input:disabled+.rl-checkbox__text .rl-checkbox__label{cursor:not-allowed;opacity:0.7}
`,
);
