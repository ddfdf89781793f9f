import { CARD_SURFACE, defineStyles } from "../shared/styles.js";

export const forwardingGuideStyles = defineStyles(
  "forwarding-guide",
  `.rl-forwarding{display:grid;gap:1.25rem;width:100%;max-width:48rem;padding:1.5rem;${CARD_SURFACE}}
.rl-forwarding__header{display:grid;gap:0.25rem}
.rl-forwarding__title{font-size:1.5rem;font-weight:700;line-height:1.25}
.rl-forwarding__description{color:var(--_rl-muted-foreground)}
.rl-forwarding__field{display:grid;gap:0.375rem;max-width:24rem}
.rl-forwarding__label{font-weight:600}
.rl-forwarding__input{min-height:2.75rem;padding:0.5rem 0.75rem;border:1px solid var(--_rl-border);border-radius:var(--_rl-radius);background:var(--_rl-background);color:var(--_rl-foreground);font:inherit;font-size:1rem}
.rl-forwarding__input:focus-visible{outline:2px solid var(--_rl-focus);outline-offset:2px}
.rl-forwarding__input[aria-invalid="true"]{border-color:var(--_rl-danger)}
.rl-forwarding__number{font-size:0.875rem;font-weight:600}
.rl-forwarding__carriers{display:flex;flex-wrap:wrap;gap:0.5rem}
.rl-forwarding__legend{width:100%;margin-bottom:0.5rem;font-weight:600}
.rl-forwarding__carrier{position:relative;display:inline-flex;align-items:center;gap:0.5rem;min-height:2.75rem;padding:0.5rem 1rem;border:1px solid var(--_rl-border);border-radius:999px;font-weight:600;cursor:pointer}
.rl-forwarding__kind{font-size:0.75rem;font-weight:500;color:var(--_rl-muted-foreground)}
.rl-forwarding__radio{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.rl-forwarding__carrier:has(.rl-forwarding__radio:checked){background:var(--_rl-primary);border-color:var(--_rl-primary);color:var(--_rl-primary-foreground)}
.rl-forwarding__carrier:has(.rl-forwarding__radio:checked) .rl-forwarding__kind{color:inherit}
.rl-forwarding__carrier:has(.rl-forwarding__radio:focus-visible){outline:2px solid var(--_rl-focus);outline-offset:2px}
.rl-forwarding__panel{display:grid;gap:1rem}
.rl-forwarding__carrier-name{font-size:1.25rem;font-weight:700}
.rl-forwarding__warning{padding:0.75rem 1rem;border:1px solid var(--_rl-warning);border-inline-start-width:4px;border-radius:var(--_rl-radius);font-size:0.875rem}
.rl-forwarding__warning-title{font-weight:700}
.rl-forwarding__section{display:grid;gap:0.5rem}
.rl-forwarding__subheading{font-weight:700}
.rl-forwarding__codes{display:grid;gap:0.5rem}
.rl-forwarding__code-row{display:grid;grid-template-columns:9rem minmax(0,1fr) auto;align-items:center;gap:0.75rem;padding:0.5rem 0.75rem;background:var(--_rl-muted);border-radius:var(--_rl-radius)}
.rl-forwarding__condition{font-size:0.875rem;font-weight:600}
.rl-forwarding__code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:1rem;overflow-wrap:anywhere}
.rl-forwarding__unsupported{grid-column:span 2;font-size:0.875rem;color:var(--_rl-muted-foreground)}
.rl-forwarding__actions{display:flex;gap:0.5rem}
.rl-forwarding__action{min-height:2.75rem;padding:0.5rem 0.875rem;text-decoration:none}
.rl-forwarding__steps{display:grid;gap:0.375rem;padding-inline-start:1.25rem;list-style:decimal}
.rl-forwarding__steps li{padding-inline-start:0.25rem}
.rl-forwarding__list{display:grid;gap:0.375rem;padding-inline-start:1.25rem;list-style:disc;font-size:0.875rem}
.rl-forwarding__contacts{display:flex;flex-wrap:wrap;gap:1rem}
.rl-forwarding__link{color:var(--_rl-primary);font-weight:600;text-decoration:underline;min-height:2.75rem;display:inline-flex;align-items:center}
@media (max-width:40rem){.rl-forwarding{padding:1rem}.rl-forwarding__code-row{grid-template-columns:minmax(0,1fr)}.rl-forwarding__unsupported{grid-column:auto}.rl-forwarding__action{flex:1}}
`,
);
