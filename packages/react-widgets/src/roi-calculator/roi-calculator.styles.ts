import { CARD_SURFACE, defineStyles } from "../shared/styles.js";

export const roiCalculatorStyles = defineStyles(
  "roi-calculator",
  `.rl-roi{display:grid;gap:1.5rem;width:100%;max-width:56rem;padding:1.5rem;${CARD_SURFACE}}
.rl-roi__header{display:grid;gap:0.25rem}
.rl-roi__title{font-size:1.5rem;font-weight:700;line-height:1.25}
.rl-roi__description{color:var(--_rl-muted-foreground)}
.rl-roi__body{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1.5rem}
.rl-roi__inputs{display:grid;gap:1.25rem;align-content:start}
.rl-roi__legend{font-weight:600;margin-bottom:0.25rem}
.rl-slider{display:grid;gap:0.375rem}
.rl-slider__row{display:flex;justify-content:space-between;gap:0.75rem;font-size:0.875rem}
.rl-slider__label{font-weight:600}
.rl-slider__value{font-variant-numeric:tabular-nums;font-weight:600;color:var(--_rl-primary)}
.rl-slider__input{display:block;width:100%;min-height:2.75rem;margin:0;accent-color:var(--_rl-primary);cursor:pointer;background:transparent}
.rl-roi__results{display:grid;gap:1rem;align-content:start;padding:1.25rem;background:var(--_rl-muted);border-radius:var(--_rl-radius)}
.rl-roi__figures{display:grid;gap:0.5rem}
.rl-roi__figure{display:flex;justify-content:space-between;align-items:baseline;gap:0.75rem;font-size:0.875rem}
.rl-roi__figure dd{font-weight:600;font-variant-numeric:tabular-nums;text-align:end}
.rl-roi__note{display:block;font-weight:400;font-size:0.75rem;color:var(--_rl-muted-foreground)}
.rl-roi__figure--total{padding-top:0.5rem;border-top:1px solid var(--_rl-border);font-size:1rem}
.rl-roi__summary{font-size:1.125rem;font-weight:700;color:var(--_rl-success)}
.rl-roi__summary[data-negative="true"]{color:var(--_rl-danger)}
.rl-roi__checkout{width:100%;text-decoration:none}
@media (max-width:40rem){.rl-roi{padding:1rem}.rl-roi__body{grid-template-columns:minmax(0,1fr)}}
`,
);
