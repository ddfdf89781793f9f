import { defineStyles } from "../../shared/styles.js";

// The pulse stops under prefers-reduced-motion: the placeholder stays, still.
export const skeletonStyles = defineStyles(
  "skeleton",
  `.rl-skeleton{display:block;width:100%;height:1em;border-radius:var(--_rl-radius-sm);background:var(--_rl-muted);animation:rl-skeleton-pulse 1.5s var(--_rl-easing-standard) infinite}
.rl-skeleton--text{height:0.875em;margin-block:0.3125em}
.rl-skeleton--circle{border-radius:var(--_rl-radius-full)}
@keyframes rl-skeleton-pulse{50%{opacity:0.5}}
@media (prefers-reduced-motion:reduce){.rl-skeleton{animation:none}}
`,
);
