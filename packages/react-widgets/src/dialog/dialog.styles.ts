import { defineStyles } from "../shared/styles.js";

export const dialogStyles = defineStyles(
  "dialog",
  `.rl-dialog{position:fixed;inset:0;z-index:var(--_rl-z-index);display:flex;align-items:center;justify-content:center;padding:1rem;overflow-y:auto;overscroll-behavior:contain;background:var(--_rl-backdrop);animation:rl-fade-in 150ms ease-out}
.rl-dialog__content{position:relative;width:100%;max-width:32rem;margin:auto;padding:1.5rem;background:var(--_rl-background);color:var(--_rl-foreground);border-radius:calc(var(--_rl-radius) * 1.5);box-shadow:var(--_rl-shadow);animation:rl-dialog-in 200ms cubic-bezier(0.16,1,0.3,1)}
.rl-dialog__title{padding-inline-end:2.5rem;font-size:1.25rem;font-weight:700;line-height:1.3}
.rl-dialog__description{margin-top:0.5rem;color:var(--_rl-muted-foreground);font-size:0.9375rem}
.rl-dialog__body{margin-top:1.25rem}
.rl-dialog__close{position:absolute;top:0.75rem;right:0.75rem}
@keyframes rl-fade-in{from{opacity:0}}
@keyframes rl-dialog-in{from{opacity:0;transform:translateY(0.5rem) scale(0.97)}}
@media (max-width:40rem){.rl-dialog{padding:0;align-items:stretch}.rl-dialog__content{max-width:none;min-height:100%;margin:0;border-radius:0;padding:1.25rem}}
`,
);
