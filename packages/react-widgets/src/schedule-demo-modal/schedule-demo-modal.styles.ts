import { defineStyles } from "../shared/styles.js";

export const scheduleDemoModalStyles = defineStyles(
  "schedule-demo-modal",
  `.rl-booking{display:grid;gap:1rem}
.rl-booking__step{display:grid;gap:1rem;min-width:0}
.rl-booking__legend{margin-bottom:0.25rem;font-weight:700;font-size:0.9375rem;color:var(--_rl-muted-foreground)}
.rl-booking__progress{display:flex;gap:0.375rem}
.rl-booking__progress span{flex:1;height:0.25rem;border-radius:999px;background:var(--_rl-muted)}
.rl-booking__progress span[data-done="true"]{background:var(--_rl-primary)}
.rl-booking__radios{display:grid;gap:0.5rem;min-width:0}
.rl-booking__radio{display:flex;align-items:center;gap:0.5rem;min-height:2.25rem;font-size:0.9375rem}
.rl-booking__radio input{width:1.125rem;height:1.125rem;accent-color:var(--_rl-primary)}
.rl-booking__waiver{padding:0.75rem 1rem;border-radius:var(--_rl-radius);background:var(--_rl-muted);font-weight:600;font-size:0.9375rem}
.rl-booking__actions{display:flex;justify-content:space-between;gap:0.75rem;margin-top:0.5rem}
.rl-booking__actions .rl-button:only-child{margin-inline-start:auto}
select.rl-field__input{appearance:auto}
@media (max-width:40rem){.rl-booking__actions{flex-direction:column-reverse}.rl-booking__actions .rl-button{width:100%}}
`,
);
