import { CARD_SURFACE, defineStyles } from "../../shared/styles.js";

export const cardStyles = defineStyles(
  "card",
  `.rl-card{display:flex;flex-direction:column;min-width:0;${CARD_SURFACE}}
.rl-card__header{display:grid;gap:var(--_rl-space-1);padding:var(--_rl-space-6) var(--_rl-space-6) 0}
.rl-card__title{font-size:var(--_rl-font-size-lg);font-weight:var(--_rl-font-weight-semibold);line-height:var(--_rl-line-height-snug)}
.rl-card__description{color:var(--_rl-muted-foreground);font-size:var(--_rl-font-size-sm)}
.rl-card__content{flex:1;padding:var(--_rl-space-6)}
.rl-card__footer{display:flex;flex-wrap:wrap;align-items:center;gap:var(--_rl-space-3);padding:0 var(--_rl-space-6) var(--_rl-space-6)}
@media (max-width:40rem){.rl-card__header{padding:var(--_rl-space-4) var(--_rl-space-4) 0}.rl-card__content{padding:var(--_rl-space-4)}.rl-card__footer{padding:0 var(--_rl-space-4) var(--_rl-space-4)}}
`,
);
