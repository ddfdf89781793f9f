import { type ComponentType, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { Locale } from "../shared/messages.js";
import { defineStyles } from "../shared/styles.js";

/**
 * The attributes every Ringline element understands.
 *
 * @example
 * ```html
 * <ringline-pricing locale="es" theme="dark" base-url="https://ringline.ai"></ringline-pricing>
 * ```
 */
export const COMMON_ATTRIBUTES = ["locale", "theme", "base-url"] as const;

/**
 * How one custom element becomes one widget: its tag, the attributes it watches, how
 * they turn into props, and the component (loaded lazily when it is heavy).
 *
 * @example
 * ```ts
 * const pricing: WidgetElementDefinition<PricingTableProps> = {
 *   tagName: "ringline-pricing",
 *   attributes: ["billing", "signed-in"],
 *   load: () => PricingTable,
 *   props: (element, common) => ({ ...common, signedIn: element.hasAttribute("signed-in") }),
 * };
 * ```
 */
export interface WidgetElementDefinition<TProps> {
  readonly tagName: `ringline-${string}`;
  /** Attributes besides the common ones; a change re-renders the widget. */
  readonly attributes: readonly string[];
  /** Attributes whose change remounts the widget, because they only set starting values. */
  readonly remountOn?: readonly string[];
  readonly load: () => ComponentType<TProps> | Promise<ComponentType<TProps>>;
  readonly props: (element: HTMLElement, common: CommonWidgetProps) => TProps;
}

/**
 * The props every element passes to its widget.
 *
 * @example
 * ```ts
 * const common: CommonWidgetProps = { locale: "en", baseUrl: "https://ringline.ai", onEvent };
 * ```
 */
export interface CommonWidgetProps {
  locale: Locale;
  baseUrl: string | undefined;
  /** Re-dispatches each analytics event as a `ringline-event` DOM event on the element. */
  onEvent: (name: string, properties: Record<string, unknown>) => void;
}

/**
 * The name of the DOM event each element dispatches for an analytics event; it bubbles
 * out of the shadow root. The events also go to `window.gtag` when present.
 *
 * @example
 * ```js
 * document.addEventListener("ringline-event", (event) => {
 *   console.log(event.detail.name, event.detail.properties);
 * });
 * ```
 */
export const EMBED_EVENT_NAME = "ringline-event";

// `all: initial` cuts every inherited property (font size, colour, line height, letter
// spacing…) that the host page would otherwise pass through the shadow boundary; custom
// properties are not part of `all`, so `--rl-*` set by the page still reach the widget.
const embedStyles = defineStyles(
  "embed",
  `:host{display:block}
:host([hidden]){display:none}
.rl-embed{all:initial;display:block;font-size:var(--rl-font-size,16px)}
`,
);

// The widgets size themselves in rem, which means the page's root font size: a page with
// `html { font-size: 40px }` would blow them up. In a shadow root the same sheets are
// rewritten to em, relative to the embed's own font size.
const REM = /(\d*\.?\d+)rem\b/g;

function rewriteRem(style: HTMLStyleElement): void {
  if (style.dataset.rlEmbed === "em") return;
  style.textContent = (style.textContent ?? "").replace(REM, "$1em");
  style.dataset.rlEmbed = "em";
}

function watchStyles(shadowRoot: ShadowRoot): void {
  for (const style of shadowRoot.querySelectorAll<HTMLStyleElement>("style[data-ringline]")) {
    rewriteRem(style);
  }
  // Mutation records are delivered before the browser paints, so no frame shows rem sizes.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLStyleElement && node.dataset.ringline) rewriteRem(node);
      }
    }
  });
  observer.observe(shadowRoot, { childList: true });
}

/**
 * The widget's language: its `locale` attribute, or else the partner page's own language (the
 * nearest `lang`, `<html lang="es">` for a Spanish page); English when neither says Spanish.
 *
 * @example
 * ```ts
 * localeOf(document.querySelector("ringline-pricing")!); // "es" on <html lang="es-MX">
 * ```
 */
export function localeOf(element: HTMLElement): Locale {
  const given = element.getAttribute("locale") ?? element.closest<HTMLElement>("[lang]")?.lang;
  return /^es/i.test(String(given)) ? "es" : "en";
}

/**
 * Builds the custom element class for one widget: an open shadow root holding the
 * widget's styles and a mount point; the widget renders when the element is connected,
 * again on every watched attribute change, and unmounts when the element is removed.
 *
 * @example
 * ```ts
 * customElements.define("ringline-pricing", createWidgetElement(pricingDefinition));
 * ```
 */
export function createWidgetElement<TProps>(
  definition: WidgetElementDefinition<TProps>,
): CustomElementConstructor {
  const watched = [...COMMON_ATTRIBUTES, ...definition.attributes];

  return class RinglineWidgetElement extends HTMLElement {
    static get observedAttributes(): string[] {
      return watched;
    }

    #root: Root | undefined;
    #mount: HTMLDivElement | undefined;
    #component: ComponentType<TProps> | undefined;
    #loading: Promise<void> | undefined;
    #generation = 0;

    connectedCallback(): void {
      if (!this.#mount) {
        const shadowRoot = this.shadowRoot ?? this.attachShadow({ mode: "open" });
        const style = document.createElement("style");
        style.dataset.ringline = embedStyles.id;
        style.textContent = embedStyles.css;
        const mount = document.createElement("div");
        mount.className = "rl-embed";
        shadowRoot.replaceChildren(style, mount);
        watchStyles(shadowRoot);
        this.#mount = mount;
      }
      this.#root ??= createRoot(this.#mount);
      this.#render();
    }

    disconnectedCallback(): void {
      // Moving the element within the page disconnects and reconnects it at once; the
      // widget only goes when the element is really gone.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#root?.unmount();
        this.#root = undefined;
      });
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null) {
      if (oldValue === newValue) return;
      if (definition.remountOn?.includes(name)) this.#generation += 1;
      if (this.#root) this.#render();
    }

    #render(): void {
      const mount = this.#mount;
      const root = this.#root;
      if (!mount || !root) return;
      if (!this.#component) {
        this.#loading ??= Promise.resolve(definition.load()).then((component) => {
          this.#component = component;
          this.#render();
        });
        return;
      }
      if (this.getAttribute("theme") === "dark") mount.dataset.rlTheme = "dark";
      else delete mount.dataset.rlTheme;
      const common: CommonWidgetProps = {
        locale: localeOf(this),
        baseUrl: this.getAttribute("base-url") ?? undefined,
        onEvent: (name, properties) => {
          this.dispatchEvent(
            new CustomEvent(EMBED_EVENT_NAME, {
              detail: { name, properties },
              bubbles: true,
              composed: true,
            }),
          );
        },
      };
      const props = definition.props(this, common);
      root.render(
        createElement(this.#component as ComponentType<object>, {
          ...(props as object),
          key: this.#generation,
        }),
      );
    }
  };
}

/**
 * Registers an element once: loading the script twice, or next to another copy, is safe.
 *
 * @example
 * ```ts
 * defineWidgetElement(pricingDefinition);
 * ```
 */
export function defineWidgetElement<TProps>(definition: WidgetElementDefinition<TProps>): void {
  if (customElements.get(definition.tagName)) return;
  customElements.define(definition.tagName, createWidgetElement(definition));
}
