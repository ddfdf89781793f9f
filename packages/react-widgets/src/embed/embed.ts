/**
 * The standalone embed: one module script registers Ringline's custom elements on any page.
 *
 * ```html
 * <script type="module" src="https://ringline.ai/embed/ringline-embed.js"></script>
 * <ringline-roi-calculator base-url="https://ringline.ai"></ringline-roi-calculator>
 * ```
 *
 * Elements placed before the script loads are upgraded when it runs. The chunks beside the
 * entry (the voice demo's widget, the voice client, daily-js) load through `import()` only
 * when needed.
 */
import { defineEmbedElements, EMBED_TAG_NAMES } from "./elements.js";
import { EMBED_EVENT_NAME } from "./widget-element.js";

declare const __RINGLINE_EMBED_VERSION__: string;

interface RinglineEmbedGlobal {
  readonly version: string;
  readonly elements: readonly string[];
  readonly eventName: string;
}

if (typeof window !== "undefined" && typeof customElements !== "undefined") {
  defineEmbedElements();
  const global = window as unknown as { RinglineEmbed?: RinglineEmbedGlobal };
  global.RinglineEmbed ??= {
    version: __RINGLINE_EMBED_VERSION__,
    elements: EMBED_TAG_NAMES,
    eventName: EMBED_EVENT_NAME,
  };
}
