import { defineStyles } from "../../shared/styles.js";

export const stickyBarStyles = defineStyles(
  "sticky-bar",
  `.rl-sticky-bar{position:fixed;inset-inline:0;bottom:0;z-index:calc(var(--_rl-z-index) - 1);display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:0.75rem 1rem;padding:0.75rem 3.5rem 0.75rem 1rem;background:var(--_rl-background);color:var(--_rl-foreground);border-top:1px solid var(--_rl-border);box-shadow:0 -8px 24px -12px rgb(15 23 42 / 0.35);animation:rl-sticky-bar-in 200ms ease-out}
.rl-sticky-bar__message{font-weight:600;font-size:0.9375rem}
.rl-sticky-bar__actions{display:flex;flex-wrap:wrap;gap:0.5rem}
.rl-sticky-bar__actions a.rl-button{text-decoration:none}
.rl-sticky-bar__demo[data-active="true"]{background:var(--_rl-danger);color:var(--_rl-danger-foreground);border-color:var(--_rl-danger)}
.rl-sticky-bar__dismiss{position:absolute;top:50%;right:0.75rem;transform:translateY(-50%)}
.rl-sticky-bar__status{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@keyframes rl-sticky-bar-in{from{transform:translateY(100%)}}
.rl-sticky-bar{transition:opacity 150ms ease-out}
.rl-sticky-bar[data-dimmed]{opacity:0.45;filter:saturate(0.5)}
@media (max-width:40rem){.rl-sticky-bar{flex-wrap:nowrap;gap:0.5rem;padding:0.5rem 3.25rem calc(0.5rem + env(safe-area-inset-bottom)) 0.75rem}.rl-sticky-bar__message{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}.rl-sticky-bar__actions{flex:1;flex-wrap:nowrap}.rl-sticky-bar__actions .rl-button{flex:1 1 0;min-width:0;min-height:2.75rem;padding-inline:0.5rem;font-size:0.875rem;white-space:nowrap}.rl-sticky-bar__dismiss{right:0.375rem}}
@media (prefers-reduced-motion:reduce){.rl-sticky-bar{animation:none;transition:none}}
`,
);
