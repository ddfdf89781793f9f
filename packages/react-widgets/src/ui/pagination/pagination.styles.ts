import { defineStyles } from "../../shared/styles.js";

// On narrow screens only Previous, the current page and Next stay; the status line says
// where the reader is.
export const paginationStyles = defineStyles(
  "pagination",
  `.rl-pagination{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--_rl-space-3)}
.rl-pagination__list{display:flex;flex-wrap:wrap;align-items:center;gap:var(--_rl-space-1)}
.rl-pagination__link{display:inline-flex;align-items:center;justify-content:center;min-width:2.75rem;min-height:2.75rem;padding:0 var(--_rl-space-3);border-radius:var(--_rl-radius);color:var(--_rl-foreground);font-size:var(--_rl-font-size-sm);font-weight:var(--_rl-font-weight-medium);font-variant-numeric:tabular-nums;text-decoration:none;cursor:pointer;transition:background-color var(--_rl-duration-fast)}
.rl-pagination__link:hover:not(:disabled,[aria-disabled="true"],[aria-current="page"]){background:var(--_rl-muted)}
.rl-pagination__link[aria-current="page"]{background:var(--_rl-primary);color:var(--_rl-primary-foreground)}
.rl-pagination__link:disabled,.rl-pagination__link[aria-disabled="true"]{cursor:not-allowed;opacity:0.5}
.rl-pagination__ellipsis{display:inline-block;min-width:2rem;color:var(--_rl-muted-foreground);text-align:center}
.rl-pagination__status{color:var(--_rl-muted-foreground);font-size:var(--_rl-font-size-sm)}
@media (max-width:40rem){.rl-pagination__item--page:not([data-current]){display:none}}
`,
);
