import { defineStyles } from "../../shared/styles.js";

// The wrapper scrolls sideways on narrow screens; it is focusable (and named by the
// caption) so keyboard users can scroll it too.
export const tableStyles = defineStyles(
  "table",
  `.rl-table{position:relative;width:100%;max-width:100%;overflow-x:auto;background:var(--_rl-surface-raised);border:1px solid var(--_rl-border-subtle);border-radius:var(--_rl-radius-lg)}
.rl-table__table{width:100%;border-collapse:collapse;font-size:var(--_rl-font-size-sm)}
.rl-table__caption{padding:var(--_rl-space-4);font-size:var(--_rl-font-size-md);font-weight:var(--_rl-font-weight-semibold);text-align:start}
.rl-table__header,.rl-table__cell{padding:var(--_rl-space-3) var(--_rl-space-4);border-bottom:1px solid var(--_rl-border-subtle);text-align:start;vertical-align:middle}
.rl-table__header{background:var(--_rl-surface);color:var(--_rl-muted-foreground);font-weight:var(--_rl-font-weight-semibold);white-space:nowrap}
.rl-table__cell[data-row-header]{font-weight:var(--_rl-font-weight-medium)}
.rl-table__row:last-child>.rl-table__cell{border-bottom:0}
.rl-table [data-align="center"]{text-align:center}
.rl-table [data-align="end"]{text-align:end;font-variant-numeric:tabular-nums}
.rl-table__state{display:grid;justify-items:center;gap:var(--_rl-space-3);padding:var(--_rl-space-8) var(--_rl-space-4);color:var(--_rl-muted-foreground);text-align:center}
.rl-table__state[role="alert"]{color:var(--_rl-foreground)}
.rl-table--stack{container-type:inline-size}
@container (max-width:34rem){.rl-table--stack thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.rl-table--stack .rl-table__table,.rl-table--stack tbody,.rl-table--stack .rl-table__row{display:block}
.rl-table--stack tbody>.rl-table__row{padding:var(--_rl-space-3) var(--_rl-space-4);border-bottom:1px solid var(--_rl-border-subtle)}
.rl-table--stack tbody>.rl-table__row:last-child{border-bottom:0}
.rl-table--stack .rl-table__cell{display:grid;grid-template-columns:minmax(7rem,35%) minmax(0,1fr);justify-items:start;gap:var(--_rl-space-3);padding:var(--_rl-space-1) 0;border:0;text-align:start;overflow-wrap:anywhere}
.rl-table--stack .rl-table__cell[data-label]::before{content:attr(data-label);color:var(--_rl-muted-foreground);font-weight:var(--_rl-font-weight-semibold);overflow-wrap:normal}
.rl-table--stack .rl-table__cell:not([data-label]){display:block}
.rl-table--stack .rl-table__cell[colspan]{display:block}}
`,
);
