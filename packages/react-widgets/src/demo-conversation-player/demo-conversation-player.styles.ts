import { CARD_SURFACE, defineStyles } from "../shared/styles.js";

export const demoConversationPlayerStyles = defineStyles(
  "demo-conversation-player",
  `.rl-player{display:grid;gap:1rem;width:100%;max-width:40rem;padding:1.25rem;color:var(--_rl-foreground);${CARD_SURFACE}}
.rl-player__title{font-size:1.25rem;font-weight:700;line-height:1.3}
.rl-player__description,.rl-player__hint,.rl-player__progress{color:var(--_rl-muted-foreground);font-size:0.9375rem}
.rl-player__controls{display:flex;flex-wrap:wrap;align-items:center;gap:0.75rem}
.rl-player__status{font-weight:600;font-size:0.875rem}
.rl-player__error{padding:0.75rem 1rem;border:1px solid var(--_rl-danger);border-inline-start-width:4px;border-radius:var(--_rl-radius);color:var(--_rl-foreground);font-weight:600}
.rl-player__lines{display:grid;gap:0.625rem;max-height:20rem;overflow-y:auto}
.rl-player__line{display:grid;gap:0.125rem;max-width:85%;padding:0.625rem 0.875rem;border-radius:var(--_rl-radius);background:var(--_rl-muted);animation:rl-player-line-in 200ms ease-out}
.rl-player__line[data-speaker="user"]{justify-self:end;background:var(--_rl-background);border:1px solid var(--_rl-border)}
.rl-player__line[aria-current="true"]{box-shadow:inset 0 0 0 2px var(--_rl-primary)}
.rl-player__speaker{font-size:0.75rem;font-weight:700;text-transform:uppercase;letter-spacing:0.04em;color:var(--_rl-muted-foreground)}
.rl-player__transcript summary{cursor:pointer;font-weight:600;font-size:0.9375rem;border-radius:var(--_rl-radius)}
.rl-player__transcript ol{display:grid;gap:0.5rem;margin-top:0.75rem;font-size:0.9375rem}
@keyframes rl-player-line-in{from{opacity:0;transform:translateY(0.25rem)}}
`,
);
