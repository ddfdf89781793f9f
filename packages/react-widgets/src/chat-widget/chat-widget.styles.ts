import { defineStyles } from "../shared/styles.js";

export const chatWidgetStyles = defineStyles(
  "chat-widget",
  `.rl-chat{position:fixed;right:1.25rem;bottom:1.25rem;z-index:var(--_rl-z-index)}
.rl-chat__bubble{position:relative;display:flex;align-items:center;justify-content:center;width:3.5rem;height:3.5rem;border-radius:999px;background:var(--_rl-primary);color:var(--_rl-primary-foreground);box-shadow:var(--_rl-shadow);cursor:pointer}
.rl-chat__badge{position:absolute;top:-0.25rem;right:-0.25rem;min-width:1.25rem;height:1.25rem;padding:0 0.3rem;border-radius:999px;background:var(--_rl-danger);color:var(--_rl-danger-foreground);font-size:0.75rem;font-weight:700;line-height:1.25rem;text-align:center}
.rl-chat__panel{position:absolute;right:0;bottom:4.5rem;display:flex;flex-direction:column;width:420px;height:650px;max-height:calc(100vh - 7rem);overflow:hidden;background:var(--_rl-background);border:1px solid rgb(127 127 127 / 0.3);border-radius:calc(var(--_rl-radius) * 1.5);box-shadow:var(--_rl-shadow);animation:rl-chat-in 200ms ease-out}
.rl-chat__header{display:flex;align-items:center;gap:0.5rem;padding:0.75rem 0.75rem 0.75rem 1rem;background:var(--_rl-primary);color:var(--_rl-primary-foreground)}
.rl-chat__heading{flex:1;min-width:0}
.rl-chat__title{font-size:1rem;font-weight:700;line-height:1.3}
.rl-chat__subtitle{font-size:0.8125rem;opacity:0.9}
.rl-chat__body{position:relative;flex:1;min-height:0}
.rl-chat__scroller{height:100%;overflow-y:auto;overscroll-behavior:contain;padding:1rem}
.rl-chat__list{display:grid;gap:0.75rem}
.rl-chat__message{max-width:85%;padding:0.5rem 0.75rem;border-radius:var(--_rl-radius);background:var(--_rl-muted);font-size:0.9375rem;overflow-wrap:anywhere}
.rl-chat__message[data-role="user"]{justify-self:end;background:var(--_rl-primary);color:var(--_rl-primary-foreground);white-space:pre-wrap}
.rl-chat__message[data-error="true"]{border-inline-start:3px solid var(--_rl-danger)}
.rl-chat__message :where(p,ul,ol,pre)+:where(p,ul,ol,pre){margin-top:0.5rem}
.rl-chat__message ul{list-style:disc;padding-inline-start:1.25rem}
.rl-chat__message ol{list-style:decimal;padding-inline-start:1.25rem}
.rl-chat__message a{color:var(--_rl-primary);text-decoration:underline}
.rl-chat__message strong{font-weight:700}
.rl-chat__plain{white-space:pre-wrap}
.rl-chat__message em{font-style:italic}
.rl-chat__code{padding:0.05rem 0.3rem;border-radius:calc(var(--_rl-radius) / 2);background:var(--_rl-background);font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:0.875em;white-space:nowrap}
.rl-chat__code-block{overflow-x:auto;padding:0.5rem;border-radius:calc(var(--_rl-radius) / 2);background:var(--_rl-background);font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:0.875em}
.rl-chat__typing{display:flex;gap:0.25rem;width:fit-content;padding:0.75rem;border-radius:var(--_rl-radius);background:var(--_rl-muted)}
.rl-chat__dot{width:0.4rem;height:0.4rem;border-radius:999px;background:var(--_rl-muted-foreground);animation:rl-chat-dot 1s infinite ease-in-out}
.rl-chat__dot:nth-child(3){animation-delay:150ms}
.rl-chat__dot:nth-child(4){animation-delay:300ms}
.rl-chat__choices{display:flex;flex-wrap:wrap;gap:0.5rem;margin-top:0.75rem}
.rl-chat__choices-label{width:100%;font-size:0.8125rem;font-weight:600;color:var(--_rl-muted-foreground)}
.rl-chat__choice{padding:0.375rem 0.75rem;border:1px solid var(--_rl-primary);border-radius:999px;color:var(--_rl-primary);font-size:0.875rem;cursor:pointer}
.rl-chat__choice:hover:not(:disabled){background:var(--_rl-muted)}
.rl-chat__choice:disabled{cursor:not-allowed;opacity:0.6}
.rl-chat__scroll-down{position:absolute;left:50%;bottom:0.75rem;transform:translateX(-50%);padding:0.375rem 0.75rem;border-radius:999px;background:var(--_rl-foreground);color:var(--_rl-background);font-size:0.8125rem;box-shadow:var(--_rl-shadow);cursor:pointer}
.rl-chat__form{display:flex;align-items:flex-end;gap:0.5rem;padding:0.75rem;border-top:1px solid rgb(127 127 127 / 0.3)}
.rl-chat__input{flex:1;min-height:2.75rem;max-height:8rem;padding:0.625rem 0.75rem;border:1px solid var(--_rl-border);border-radius:var(--_rl-radius);background:var(--_rl-background);resize:none;font-size:1rem;line-height:1.4}
@keyframes rl-chat-in{from{opacity:0;transform:translateY(0.5rem)}}
@keyframes rl-chat-dot{50%{transform:translateY(-0.25rem);opacity:0.5}}
@media (max-width:40rem){.rl-chat[data-open="true"] .rl-chat__panel{position:fixed;inset:0;width:auto;height:auto;max-height:none;border:0;border-radius:0}.rl-chat[data-open="true"] .rl-chat__bubble{display:none}}
`,
);
