import { defineStyles } from "../shared/styles.js";

export const errorBoundaryStyles = defineStyles(
  "error-boundary",
  `.rl-error{color:var(--_rl-foreground)}
.rl-error--critical{position:fixed;inset:0;z-index:var(--_rl-z-index);display:flex;align-items:center;justify-content:center;padding:1.5rem;overflow-y:auto;background:var(--_rl-background)}
.rl-error--page,.rl-error--dashboard{display:flex;justify-content:center;padding:3rem 1rem}
.rl-error__panel{width:100%;max-width:32rem;text-align:center}
.rl-error--dashboard .rl-error__panel{padding:1.5rem;background:var(--_rl-background);border:1px solid var(--_rl-border);border-radius:var(--_rl-radius)}
.rl-error__title{font-size:1.5rem;font-weight:700;line-height:1.3}
.rl-error--critical .rl-error__title{font-size:1.875rem}
.rl-error__description,.rl-error__hint{margin-top:0.5rem;color:var(--_rl-muted-foreground)}
.rl-error__status:empty,.rl-error__copy-status:empty{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.rl-error__status{margin-top:0.75rem;font-weight:600}
.rl-error__actions{display:flex;flex-wrap:wrap;justify-content:center;gap:0.75rem;margin-top:1.25rem}
.rl-error__actions a.rl-button{text-decoration:none}
.rl-error__id{display:grid;justify-items:center;gap:0.5rem;margin-top:1.5rem;padding-top:1rem;border-top:1px solid var(--_rl-border);font-size:0.875rem}
.rl-error__id-label{color:var(--_rl-muted-foreground)}
.rl-error__id-value{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;user-select:all;overflow-wrap:anywhere}
.rl-error--component{display:flex;flex-wrap:wrap;align-items:center;gap:0.75rem;padding:0.75rem 1rem;background:var(--_rl-muted);border:1px solid var(--_rl-border);border-inline-start:4px solid var(--_rl-danger);border-radius:var(--_rl-radius)}
.rl-error--component .rl-error__message{flex:1 1 12rem;font-weight:600}
.rl-error--component .rl-error__status{margin-top:0}
.rl-error--component .rl-error__actions{margin-top:0}
.rl-error--component .rl-button{min-height:2.25rem;padding:0.375rem 0.875rem}
`,
);
