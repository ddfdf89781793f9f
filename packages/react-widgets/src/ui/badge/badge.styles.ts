import { defineStyles } from "../../shared/styles.js";

export const badgeStyles = defineStyles(
  "badge",
  `.rl-badge{display:inline-flex;align-items:center;gap:var(--_rl-space-1);padding:0.125rem var(--_rl-space-2);border-radius:var(--_rl-radius-full);font-size:var(--_rl-font-size-xs);font-weight:var(--_rl-font-weight-semibold);line-height:var(--_rl-line-height-normal);white-space:nowrap;vertical-align:middle}
.rl-badge--neutral{background:var(--_rl-muted);color:var(--_rl-muted-foreground)}
.rl-badge--success{background:var(--_rl-success-subtle);color:var(--_rl-success-subtle-foreground)}
.rl-badge--warning{background:var(--_rl-warning-subtle);color:var(--_rl-warning-subtle-foreground)}
.rl-badge--danger{background:var(--_rl-danger-subtle);color:var(--_rl-danger-subtle-foreground)}
.rl-badge--info{background:var(--_rl-info-subtle);color:var(--_rl-info-subtle-foreground)}
`,
);
