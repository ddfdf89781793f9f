import { defineStyles } from "../../shared/styles.js";

export const leadCapturePopupStyles = defineStyles(
  "lead-capture-popup",
  `.rl-lead-popup{display:grid;gap:1.25rem}
.rl-lead-popup__benefits{display:grid;gap:0.625rem}
.rl-lead-popup__benefit{display:flex;align-items:flex-start;gap:0.625rem}
.rl-lead-popup__benefit svg{margin-top:0.1875rem;color:var(--_rl-success)}
.rl-lead-popup__actions{display:flex;flex-wrap:wrap;gap:0.75rem}
.rl-lead-popup__actions .rl-button{flex:1 1 12rem;text-decoration:none}
`,
);
