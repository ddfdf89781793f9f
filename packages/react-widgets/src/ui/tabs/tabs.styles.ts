import { defineStyles } from "../../shared/styles.js";

// Shared by Tabs and TabLinks: a route tab looks like a tab. The underline is an inset
// shadow because the list scrolls sideways on narrow screens and would clip an overhang.
export const tabsStyles = defineStyles(
  "tabs",
  `.rl-tabs{display:grid;gap:var(--_rl-space-4);min-width:0}
.rl-tabs__list{display:flex;gap:var(--_rl-space-1);overflow-x:auto;box-shadow:inset 0 -1px 0 var(--_rl-border-subtle);scrollbar-width:thin}
.rl-tabs__list[aria-orientation="vertical"]{flex-direction:column;overflow-x:visible;box-shadow:inset -1px 0 0 var(--_rl-border-subtle)}
.rl-tabs__tab{display:inline-flex;align-items:center;gap:var(--_rl-space-2);min-height:2.75rem;padding:var(--_rl-space-2) var(--_rl-space-4);border-radius:var(--_rl-radius) var(--_rl-radius) 0 0;color:var(--_rl-muted-foreground);font-size:var(--_rl-font-size-sm);font-weight:var(--_rl-font-weight-semibold);white-space:nowrap;text-decoration:none;cursor:pointer;transition:color var(--_rl-duration-fast),background-color var(--_rl-duration-fast)}
.rl-tabs__tab:hover:not([aria-disabled="true"]){color:var(--_rl-foreground);background:var(--_rl-muted)}
.rl-tabs__tab[aria-selected="true"],.rl-tabs__tab[aria-current="page"]{color:var(--_rl-primary);box-shadow:inset 0 -2px 0 currentColor}
.rl-tabs__list[aria-orientation="vertical"] .rl-tabs__tab[aria-selected="true"]{box-shadow:inset -2px 0 0 currentColor}
.rl-tabs__tab[aria-disabled="true"]{cursor:not-allowed;opacity:0.5}
.rl-tabs__tab:focus-visible{outline-offset:-2px}
.rl-tabs__panel{min-width:0}
`,
);
