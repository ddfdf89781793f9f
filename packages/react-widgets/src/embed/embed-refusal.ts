import { createElement } from "react";
import { baseStyles } from "../shared/base-styles.js";
import { defineMessages, type Locale } from "../shared/messages.js";
import { defineStyles } from "../shared/styles.js";
import { useInjectedStyles } from "../shared/use-injected-styles.js";

const refusalMessages = defineMessages({
  en: {
    title: "This site can't use Ringline's widgets",
    message:
      "This page's address is not on the allowed sites of its Ringline embed key. If you own this site, add it in your Ringline dashboard (Profile, Widgets on your sites).",
  },
  es: {
    title: "Este sitio no puede usar los widgets de Ringline",
    message:
      "La dirección de esta página no está entre los sitios permitidos de su clave de Ringline. Si este sitio es tuyo, añádelo en tu panel de Ringline (Perfil, Widgets en tus sitios).",
  },
});

const refusalStyles = defineStyles(
  "embed-refusal",
  `.rl-embed-refusal{display:block;max-width:28rem;padding:var(--_rl-space-3) var(--_rl-space-4);border:1px solid var(--_rl-danger);border-radius:var(--_rl-radius);background:var(--_rl-danger-subtle);color:var(--_rl-danger-subtle-foreground)}
.rl-embed-refusal strong{display:block;margin-bottom:var(--_rl-space-1)}`,
);
const REFUSAL_SHEETS = [baseStyles, refusalStyles];

/**
 * What a widget shows instead of itself on a page whose origin may not use its embed key.
 *
 * @example
 * ```ts
 * createElement(EmbedRefusal, { locale: "es" });
 * ```
 */
export function EmbedRefusal({ locale }: { locale: Locale | undefined }) {
  const words = refusalMessages.forLocale(locale);
  const styleRef = useInjectedStyles(REFUSAL_SHEETS);
  return createElement(
    "div",
    { ref: styleRef, role: "alert", className: "rl-root rl-embed-refusal" },
    createElement("strong", null, words.title),
    words.message,
  );
}
