import { defineStyles } from "../../shared/styles.js";

// `.rl-button`, `--primary` and `--secondary` live in the base styles, which every widget
// loads; this sheet adds what only the primitive offers.
export const buttonStyles = defineStyles(
  "button",
  `.rl-button--ghost{background:transparent;color:var(--_rl-foreground)}
.rl-button--ghost:hover:not(:disabled,[aria-disabled="true"]){background:var(--_rl-muted)}
.rl-button--danger{background:var(--_rl-danger);color:var(--_rl-danger-foreground)}
.rl-button--danger:hover:not(:disabled,[aria-disabled="true"]){background:var(--_rl-danger-hover)}
.rl-button--sm{min-height:2.25rem;padding:var(--_rl-space-1) var(--_rl-space-3);font-size:var(--_rl-font-size-sm)}
.rl-button--lg{min-height:3.25rem;padding:var(--_rl-space-3) var(--_rl-space-6);font-size:var(--_rl-font-size-lg)}
.rl-button--full-width{display:flex;width:100%}
.rl-button[aria-disabled="true"]{cursor:not-allowed;opacity:0.7}
.rl-button[data-loading="true"]{cursor:progress}
.rl-button__spinner{width:1em;height:1em;border:2px solid currentColor;border-inline-end-color:transparent;border-radius:var(--_rl-radius-full);animation:rl-button-spin 700ms linear infinite}
@keyframes rl-button-spin{to{transform:rotate(1turn)}}
`,
);
