import { defineStyles } from "../shared/styles.js";

export const demoCallButtonStyles = defineStyles(
  "demo-call-button",
  `.rl-demo-call{display:grid;justify-items:center;gap:0.75rem;width:100%;max-width:28rem;text-align:center}
.rl-demo-call__controls{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:0.75rem}
.rl-demo-call__button[data-active="true"]{background:var(--_rl-danger);color:var(--_rl-danger-foreground)}
.rl-demo-call__mute[aria-pressed="true"]{background:var(--_rl-muted);border-color:var(--_rl-foreground)}
.rl-demo-call__meter{display:flex;align-items:flex-end;gap:0.25rem;height:2rem}
.rl-demo-call__bar{width:0.375rem;height:100%;border-radius:999px;background:var(--_rl-primary);transform-origin:bottom;transition:transform 100ms linear}
.rl-demo-call__status{min-height:1.5em;font-weight:600;font-size:0.9375rem}
.rl-demo-call__tip{padding:0.75rem 1rem;border-radius:var(--_rl-radius);background:var(--_rl-muted);font-size:0.9375rem}
.rl-demo-call__alert{display:flex;align-items:flex-start;gap:0.5rem;padding:0.75rem 0.5rem 0.75rem 1rem;border:1px solid var(--_rl-danger);border-inline-start-width:4px;border-radius:var(--_rl-radius);text-align:start;font-size:0.9375rem;font-weight:600}
.rl-demo-call__alert p{flex:1}
.rl-demo-call__transcript{width:100%;text-align:start}
.rl-demo-call__transcript h3{font-size:0.875rem;font-weight:700;color:var(--_rl-muted-foreground)}
.rl-demo-call__log{max-height:14rem;margin-top:0.5rem;overflow-y:auto;font-size:0.9375rem}
.rl-demo-call__entries{display:grid;gap:0.375rem}
.rl-demo-call__entry[data-final="false"]{color:var(--_rl-muted-foreground)}
`,
);
