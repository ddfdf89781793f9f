import { CARD_SURFACE, defineStyles } from "../shared/styles.js";

export const pricingTableStyles = defineStyles(
  "pricing-table",
  `.rl-pricing{display:grid;gap:1.5rem;width:100%;max-width:64rem;justify-items:center}
.rl-pricing__header{display:grid;gap:0.25rem;text-align:center}
.rl-pricing__title{font-size:1.75rem;font-weight:700;line-height:1.25}
.rl-pricing__description{color:var(--_rl-muted-foreground)}
.rl-pricing__toggle{display:inline-flex;gap:0.25rem;padding:0.25rem;background:var(--_rl-muted);border:1px solid var(--_rl-border);border-radius:999px}
.rl-pricing__option{position:relative;display:inline-flex;align-items:center;min-height:2.75rem;padding:0.5rem 1.25rem;border-radius:999px;font-weight:600;cursor:pointer}
.rl-pricing__radio{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.rl-pricing__option:has(.rl-pricing__radio:checked){background:var(--_rl-primary);color:var(--_rl-primary-foreground)}
.rl-pricing__option:has(.rl-pricing__radio:focus-visible){outline:2px solid var(--_rl-focus);outline-offset:2px}
.rl-pricing__plans{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:1rem;width:100%}
.rl-pricing__plan{display:flex;flex-direction:column;gap:0.75rem;padding:1.5rem;${CARD_SURFACE}}
.rl-pricing__plan[data-popular="true"]{border:2px solid var(--_rl-primary);box-shadow:var(--_rl-shadow-md)}
.rl-pricing__popular{align-self:flex-start;padding:0.125rem 0.625rem;border-radius:999px;background:var(--_rl-primary);color:var(--_rl-primary-foreground);font-size:0.75rem;font-weight:700}
.rl-pricing__name{font-size:1.25rem;font-weight:700}
.rl-pricing__badges{display:flex;flex-wrap:wrap;gap:0.5rem}
.rl-pricing__badge{padding:0.125rem 0.5rem;border-radius:999px;background:var(--_rl-success);color:var(--_rl-background);font-size:0.75rem;font-weight:700}
.rl-pricing__badge--muted{background:var(--_rl-muted);color:var(--_rl-foreground)}
.rl-pricing__price{display:flex;align-items:baseline;gap:0.25rem}
.rl-pricing__amount{font-size:2.25rem;font-weight:800;line-height:1.1;font-variant-numeric:tabular-nums}
.rl-pricing__period{color:var(--_rl-muted-foreground)}
.rl-pricing__savings{font-size:0.875rem;font-weight:600;color:var(--_rl-success)}
.rl-pricing__features{display:grid;gap:0.375rem;flex:1}
.rl-pricing__feature{padding-inline-start:1.25rem;position:relative}
.rl-pricing__feature::before{content:"";position:absolute;inset-inline-start:0.25rem;top:0.6em;width:0.4rem;height:0.4rem;border-radius:50%;background:var(--_rl-primary)}
.rl-pricing__cta{width:100%;text-decoration:none}
.rl-pricing__trial{font-size:0.75rem;text-align:center;color:var(--_rl-muted-foreground)}
@media (max-width:48rem){.rl-pricing__plans{grid-template-columns:minmax(0,1fr)}.rl-pricing__plan{padding:1.25rem}}
`,
);
