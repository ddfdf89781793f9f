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
@media (max-width:40rem){.rl-sticky-bar{justify-content:flex-start}.rl-sticky-bar__message{flex-basis:100%}}
`,
);
