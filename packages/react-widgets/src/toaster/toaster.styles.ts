import { defineStyles } from "../shared/styles.js";

export const toasterStyles = defineStyles(
  "toaster",
  `.rl-toaster{position:fixed;z-index:calc(var(--_rl-z-index) + 1);display:flex;flex-direction:column;width:min(100%,24rem);padding:0.75rem 1rem;pointer-events:none}
.rl-toaster[data-position^="top"]{top:0}
.rl-toaster[data-position^="bottom"]{bottom:0;flex-direction:column-reverse}
.rl-toaster[data-position$="right"]{right:0}
.rl-toaster[data-position$="left"]{left:0}
.rl-toaster[data-position$="center"]{left:50%;transform:translateX(-50%)}
.rl-toaster__list{display:flex;flex-direction:column-reverse}
.rl-toaster[data-position^="bottom"] .rl-toaster__list{flex-direction:column}
.rl-toast{--_rl-accent:var(--_rl-muted-foreground);pointer-events:auto;position:relative;display:flex;align-items:flex-start;gap:0.75rem;margin-block:0.25rem;padding:0.875rem 0.625rem 1rem 1rem;overflow:hidden;background:var(--_rl-background);color:var(--_rl-foreground);border:1px solid rgb(127 127 127 / 0.3);border-inline-start:4px solid var(--_rl-accent);border-radius:var(--_rl-radius);box-shadow:var(--_rl-shadow);animation:rl-toast-in 200ms ease-out}
.rl-toaster[data-position^="bottom"] .rl-toast{animation-name:rl-toast-in-bottom}
.rl-toast[data-variant="success"]{--_rl-accent:var(--_rl-success)}
.rl-toast[data-variant="warning"]{--_rl-accent:var(--_rl-warning)}
.rl-toast[data-variant="info"]{--_rl-accent:var(--_rl-info)}
.rl-toast[data-variant="error"]{--_rl-accent:var(--_rl-danger-foreground);background:var(--_rl-danger);color:var(--_rl-danger-foreground);border-color:var(--_rl-danger)}
.rl-toast__icon{margin-top:0.125rem;color:var(--_rl-accent)}
.rl-toast__content{flex:1;min-width:0;overflow-wrap:anywhere}
.rl-toast__title{font-weight:600;font-size:0.9375rem;line-height:1.4}
.rl-toast__description{margin-top:0.125rem;font-size:0.875rem;line-height:1.45}
.rl-toast__close{width:2rem;height:2rem;margin-top:-0.375rem}
.rl-toast__progress{position:absolute;inset-inline:0;bottom:0;height:3px;background:var(--_rl-accent);transform-origin:left;transition:transform 50ms linear}
.rl-toast__progress:dir(rtl){transform-origin:right}
@keyframes rl-toast-in{from{opacity:0;transform:translateY(-0.5rem)}}
@keyframes rl-toast-in-bottom{from{opacity:0;transform:translateY(0.5rem)}}
@media (max-width:40rem){.rl-toaster{left:0;right:0;width:100%;padding:0.5rem;transform:none}.rl-toaster[data-position$="center"]{left:0;transform:none}}
`,
);
