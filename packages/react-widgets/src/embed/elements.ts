import type { CarrierId } from "../forwarding-guide/carriers.js";
import {
  ForwardingGuide,
  type ForwardingGuideProps,
} from "../forwarding-guide/forwarding-guide.js";
import { PricingTable, type PricingTableProps } from "../pricing-table/pricing-table.js";
import { RoiCalculator, type RoiCalculatorProps } from "../roi-calculator/roi-calculator.js";
import { ROI_PLANS, type RoiInputs } from "../roi-calculator/use-roi-calculator.js";
import type { EmbeddedChatProps } from "./embedded-chat.js";
import type { EmbeddedDemoCallProps } from "./embedded-demo-call.js";
import type { EmbeddedContactProps, EmbeddedScheduleDemoProps } from "./embedded-forms.js";
import { withLivePlans } from "./live-plans.js";
import { defineWidgetElement, type WidgetElementDefinition } from "./widget-element.js";

/**
 * Where Ringline's API is and the embed key the owner made for this site, from `api-url` and
 * `embed-key` (attributes of the elements that call the API).
 */
function apiAttributes(element: HTMLElement): { apiUrl?: string; embedKey?: string } {
  const apiUrl = element.getAttribute("api-url")?.trim();
  const embedKey = element.getAttribute("embed-key")?.trim();
  return { ...(apiUrl ? { apiUrl } : {}), ...(embedKey ? { embedKey } : {}) };
}

const API_ATTRIBUTES = ["api-url", "embed-key"];

function numberAttribute(element: HTMLElement, name: string): number | undefined {
  const value = element.getAttribute(name);
  if (value === null || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * `<ringline-roi-calculator missed-calls="25" deal-value="10000" conversion-rate="10"
 * plan="unlimited">`: the four attributes set the sliders' starting values. With `base-url`,
 * the plans priced are that site's live ones (`GET {base-url}/api/plans`).
 *
 * @example
 * ```html
 * <ringline-roi-calculator plan="growth" base-url="https://ringline.ai"></ringline-roi-calculator>
 * ```
 */
export const roiCalculatorElement: WidgetElementDefinition<RoiCalculatorProps> = {
  tagName: "ringline-roi-calculator",
  attributes: ["missed-calls", "deal-value", "conversion-rate", "plan"],
  remountOn: ["missed-calls", "deal-value", "conversion-rate", "plan"],
  load: () => withLivePlans(RoiCalculator),
  props(element, common) {
    const defaultValues: Partial<Record<keyof RoiInputs, number>> = {};
    const missedCalls = numberAttribute(element, "missed-calls");
    const dealValue = numberAttribute(element, "deal-value");
    const conversionRate = numberAttribute(element, "conversion-rate");
    const planIndex = ROI_PLANS.findIndex((plan) => plan.id === element.getAttribute("plan"));
    if (missedCalls !== undefined) defaultValues.missedCalls = missedCalls;
    if (dealValue !== undefined) defaultValues.dealValue = dealValue;
    if (conversionRate !== undefined) defaultValues.conversionRate = conversionRate;
    if (planIndex >= 0) defaultValues.planIndex = planIndex;
    return { ...common, defaultValues };
  },
};

/**
 * `<ringline-forwarding-guide business-number="+1 555 123 4567" carrier="verizon">`.
 *
 * @example
 * ```html
 * <ringline-forwarding-guide business-number="(555) 123-4567"></ringline-forwarding-guide>
 * ```
 */
export const forwardingGuideElement: WidgetElementDefinition<ForwardingGuideProps> = {
  tagName: "ringline-forwarding-guide",
  attributes: ["business-number", "carrier"],
  remountOn: ["carrier"],
  load: () => ForwardingGuide,
  props: (element, common) => ({
    locale: common.locale,
    onEvent: common.onEvent,
    businessNumber: element.getAttribute("business-number") ?? undefined,
    defaultCarrier: (element.getAttribute("carrier") ?? undefined) as CarrierId | undefined,
  }),
};

/**
 * `<ringline-pricing billing="annual" signed-in>`. With `base-url`, the plans are that site's
 * live ones (`GET {base-url}/api/plans`); the built-in figures show until they arrive.
 *
 * @example
 * ```html
 * <ringline-pricing billing="annual" base-url="https://ringline.ai"></ringline-pricing>
 * ```
 */
export const pricingElement: WidgetElementDefinition<PricingTableProps> = {
  tagName: "ringline-pricing",
  attributes: ["billing", "signed-in"],
  remountOn: ["billing"],
  load: () => withLivePlans(PricingTable),
  props: (element, common) => ({
    ...common,
    defaultBilling: element.getAttribute("billing") === "annual" ? "annual" : "monthly",
    signedIn: element.hasAttribute("signed-in") && element.getAttribute("signed-in") !== "false",
  }),
};

const TRANSPORTS = ["auto", "daily", "local"] as const;
type DemoCallTransport = (typeof TRANSPORTS)[number];

function transportOf(element: HTMLElement): DemoCallTransport | undefined {
  const value = element.getAttribute("transport")?.trim().toLowerCase();
  return TRANSPORTS.find((transport) => transport === value);
}

/**
 * `<ringline-demo-call public-key="…" assistant-id="…">`: the voice demo button.
 * `platform-url` is the voice platform's address (the emulator's for a local demo; the
 * common `base-url` stays Ringline's site, for links) and `transport` is `auto` (default),
 * `daily` or `local`. Without `public-key`, `api-url` and `embed-key` fetch those settings
 * from Ringline. The widget is a chunk of its own, fetched when the element is on
 * the page; the voice client and daily-js are fetched only when a call starts.
 *
 * @example
 * ```html
 * <ringline-demo-call public-key="pk_live_123" assistant-id="asst_123"></ringline-demo-call>
 * <ringline-demo-call api-url="https://app.ringline.ai" embed-key="rk_…"></ringline-demo-call>
 * <!-- against the local voice emulator -->
 * <ringline-demo-call public-key="…" assistant-id="…" platform-url="http://127.0.0.1:4010"
 *   transport="local"></ringline-demo-call>
 * ```
 */
export const demoCallElement: WidgetElementDefinition<EmbeddedDemoCallProps> = {
  tagName: "ringline-demo-call",
  attributes: ["public-key", "assistant-id", "platform-url", "transport", ...API_ATTRIBUTES],
  remountOn: API_ATTRIBUTES,
  load: () => import("./embedded-demo-call.js").then((module) => module.EmbeddedDemoCall),
  props(element, common) {
    const transport = transportOf(element);
    return {
      ...apiAttributes(element),
      locale: common.locale,
      onEvent: common.onEvent,
      publicKey: element.getAttribute("public-key") ?? undefined,
      assistantId: element.getAttribute("assistant-id") ?? undefined,
      // An empty attribute means the default platform, not a relative URL.
      baseUrl: element.getAttribute("platform-url")?.trim() || undefined,
      callOptions: transport === undefined ? undefined : { transport },
    };
  },
};

/**
 * `<ringline-chat mode="support" api-url="https://app.ringline.ai" embed-key="rk_…">`: the chat
 * assistant's bubble. On another site than Ringline's, `embed-key` names the key the owner
 * made for it (no cookie is needed: the visitor is a token kept in this page's storage). The
 * widget and the API client are a chunk of their own, fetched when the element is on the
 * page. Without `mode`, the mode follows the page's path as in the React widget.
 *
 * @example
 * ```html
 * <ringline-chat api-url="https://app.ringline.ai" embed-key="rk_…"></ringline-chat>
 * ```
 */
export const chatElement: WidgetElementDefinition<EmbeddedChatProps> = {
  tagName: "ringline-chat",
  attributes: ["mode", "support-email", ...API_ATTRIBUTES],
  remountOn: ["mode", ...API_ATTRIBUTES],
  load: () => import("./embedded-chat.js").then((module) => module.EmbeddedChat),
  props(element, common) {
    const mode = element.getAttribute("mode");
    return {
      ...apiAttributes(element),
      locale: common.locale,
      onEvent: common.onEvent,
      mode: mode === "marketing" || mode === "support" || mode === "dashboard" ? mode : undefined,
      supportEmail: element.getAttribute("support-email") ?? undefined,
    };
  },
};

/**
 * `<ringline-contact mode="demo" api-url="https://app.ringline.ai" embed-key="rk_…">`: a
 * button (`label`, or the default words) opening the demo (`mode="demo"`, the default) or
 * consultation request dialog. A chunk of its own.
 *
 * @example
 * ```html
 * <ringline-contact mode="consultation" api-url="https://app.ringline.ai" embed-key="rk_…"></ringline-contact>
 * ```
 */
export const contactElement: WidgetElementDefinition<EmbeddedContactProps> = {
  tagName: "ringline-contact",
  attributes: ["mode", "label", ...API_ATTRIBUTES],
  remountOn: API_ATTRIBUTES,
  load: () => import("./embedded-forms.js").then((module) => module.EmbeddedContact),
  props: (element, common) => ({
    ...apiAttributes(element),
    locale: common.locale,
    onEvent: common.onEvent,
    mode: element.getAttribute("mode") === "consultation" ? "consultation" : "demo",
    label: element.getAttribute("label")?.trim() || undefined,
    container: element.shadowRoot,
  }),
};

/**
 * `<ringline-schedule-demo api-url="https://app.ringline.ai" embed-key="rk_…">`: a button
 * (`label`, or the default words) opening the three-step demo booking dialog; `timezone`
 * preselects a time zone (the browser's by default). A chunk of its own.
 *
 * @example
 * ```html
 * <ringline-schedule-demo api-url="https://app.ringline.ai" embed-key="rk_…"></ringline-schedule-demo>
 * ```
 */
export const scheduleDemoElement: WidgetElementDefinition<EmbeddedScheduleDemoProps> = {
  tagName: "ringline-schedule-demo",
  attributes: ["label", "timezone", ...API_ATTRIBUTES],
  remountOn: API_ATTRIBUTES,
  load: () => import("./embedded-forms.js").then((module) => module.EmbeddedScheduleDemo),
  props: (element, common) => ({
    ...apiAttributes(element),
    locale: common.locale,
    onEvent: common.onEvent,
    label: element.getAttribute("label")?.trim() || undefined,
    timezone: element.getAttribute("timezone")?.trim() || undefined,
    container: element.shadowRoot,
  }),
};

/**
 * The tag names the embed script registers.
 *
 * @example
 * ```ts
 * EMBED_TAG_NAMES;
 * // ["ringline-roi-calculator", "ringline-forwarding-guide", "ringline-pricing",
 * //  "ringline-demo-call", "ringline-chat", "ringline-contact", "ringline-schedule-demo"]
 * ```
 */
export const EMBED_TAG_NAMES = [
  roiCalculatorElement.tagName,
  forwardingGuideElement.tagName,
  pricingElement.tagName,
  demoCallElement.tagName,
  chatElement.tagName,
  contactElement.tagName,
  scheduleDemoElement.tagName,
];

/**
 * Registers every element of the embed (each only once).
 *
 * @example
 * ```ts
 * defineEmbedElements();
 * document.body.append(document.createElement("ringline-pricing"));
 * ```
 */
export function defineEmbedElements(): void {
  defineWidgetElement(roiCalculatorElement);
  defineWidgetElement(forwardingGuideElement);
  defineWidgetElement(pricingElement);
  defineWidgetElement(demoCallElement);
  defineWidgetElement(chatElement);
  defineWidgetElement(contactElement);
  defineWidgetElement(scheduleDemoElement);
}
