import { defineStyles } from "../../shared/styles.js";

// The chevron is drawn by the wrapper: a <select> cannot have pseudo-elements.
export const selectStyles = defineStyles(
  "select",
  `.rl-select{position:relative;display:block;width:100%}
.rl-select__input{appearance:none;padding-inline-end:var(--_rl-space-10);cursor:pointer}
.rl-select::after{content:"";position:absolute;inset-inline-end:var(--_rl-space-4);top:50%;width:0.5rem;height:0.5rem;border-inline-end:2px solid var(--_rl-muted-foreground);border-block-end:2px solid var(--_rl-muted-foreground);transform:translateY(-70%) rotate(45deg);pointer-events:none}
`,
);
