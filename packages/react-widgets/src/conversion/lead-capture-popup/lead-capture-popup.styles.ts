import { defineStyles } from "../../shared/styles.js";

export const leadCapturePopupStyles = defineStyles(
  "lead-capture-popup",
  `.rl-lead-popup{display:grid;gap:1.25rem}
.rl-lead-popup__benefits{display:grid;gap:0.625rem}
.rl-lead-popup__benefit{display:flex;align-items:flex-start;gap:0.625rem}
.rl-lead-popup__benefit svg{margin-top:0.1875rem;color:var(--_rl-success)}
.rl-lead-popup__actions{display:flex;flex-wrap:wrap;gap:0.75rem}
.rl-lead-popup__actions .rl-button{flex:1 1 12rem;text-decoration:none}
.rl-lead-sheet{position:fixed;right:1.25rem;bottom:1.25rem;z-index:var(--_rl-z-index);width:min(26rem,calc(100vw - 2.5rem));max-height:calc(100vh - 2.5rem);overflow-y:auto;padding:1.25rem;background:var(--_rl-background);color:var(--_rl-foreground);border:1px solid var(--_rl-border);border-radius:calc(var(--_rl-radius) * 1.5);box-shadow:var(--_rl-shadow);animation:rl-lead-sheet-in 200ms ease-out}
.rl-lead-sheet .rl-lead-popup{gap:1rem;margin-top:0.75rem}
.rl-lead-sheet__title{padding-inline-end:2.5rem;font-size:1.125rem;font-weight:700;line-height:1.3}
.rl-lead-sheet__description{margin-top:0.375rem;color:var(--_rl-muted-foreground);font-size:0.9375rem}
.rl-lead-sheet__close{position:absolute;top:0.625rem;right:0.625rem}
@keyframes rl-lead-sheet-in{from{opacity:0;transform:translateY(1rem)}}
@media (max-width:40rem){.rl-lead-sheet{inset-inline:0;right:0;bottom:0;width:auto;max-height:70vh;padding:1rem 1rem calc(1rem + env(safe-area-inset-bottom));border-inline:0;border-bottom:0;border-radius:calc(var(--_rl-radius) * 1.5) calc(var(--_rl-radius) * 1.5) 0 0}.rl-lead-sheet .rl-lead-popup__benefits{gap:0.375rem;font-size:0.875rem}.rl-lead-sheet .rl-lead-popup__actions .rl-button{flex-basis:8rem}}
@media (prefers-reduced-motion:reduce){.rl-lead-sheet{animation:none}}
`,
);
