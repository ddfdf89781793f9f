import type { DemoCallButtonProps } from "../demo-call-button/demo-call-button.js";
import type { CarrierId } from "../forwarding-guide/carriers.js";
import {
  ForwardingGuide,
  type ForwardingGuideProps,
} from "../forwarding-guide/forwarding-guide.js";
import { PricingTable, type PricingTableProps } from "../pricing-table/pricing-table.js";
import { RoiCalculator, type RoiCalculatorProps } from "../roi-calculator/roi-calculator.js";
import { ROI_PLANS, type RoiInputs } from "../roi-calculator/use-roi-calculator.js";
import type { EmbeddedChatProps } from "./embedded-chat.js";
import { withLivePlans } from "./live-plans.js";
import { defineWidgetElement, type WidgetElementDefinition } from "./widget-element.js";

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
 * `daily` or `local`. The widget is a chunk of its own, fetched when the element is on
 * the page; the voice client and daily-js are fetched only when a call starts.
 *
 * @example
 * ```html
 * <ringline-demo-call public-key="pk_live_123" assistant-id="asst_123"></ringline-demo-call>
 * <!-- against the local voice emulator -->
 * <ringline-demo-call public-key="…" assistant-id="…" platform-url="http://127.0.0.1:4010"
 *   transport="local"></ringline-demo-call>
 * ```
 */
export const demoCallElement: WidgetElementDefinition<DemoCallButtonProps> = {
  tagName: "ringline-demo-call",
  attributes: ["public-key", "assistant-id", "platform-url", "transport"],
  load: () =>
    import("../demo-call-button/demo-call-button.js").then((module) => module.DemoCallButton),
  props(element, common) {
    const transport = transportOf(element);
    return {
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
 * `<ringline-chat mode="support" api-url="https://app.ringline.ai">`: the chat assistant's
 * bubble. The widget and the API client are a chunk of their own, fetched when the element
 * is on the page. Without `mode`, the mode follows the page's path as in the React widget.
 *
 * @example
 * ```html
 * <ringline-chat support-email="help@example.com"></ringline-chat>
 * ```
 */
export const chatElement: WidgetElementDefinition<EmbeddedChatProps> = {
  tagName: "ringline-chat",
  attributes: ["mode", "api-url", "support-email"],
  remountOn: ["mode", "api-url"],
  load: () => import("./embedded-chat.js").then((module) => module.EmbeddedChat),
  props(element, common) {
    const mode = element.getAttribute("mode");
    return {
      locale: common.locale,
      onEvent: common.onEvent,
      mode: mode === "marketing" || mode === "support" || mode === "dashboard" ? mode : undefined,
      apiUrl: element.getAttribute("api-url")?.trim() || undefined,
      supportEmail: element.getAttribute("support-email") ?? undefined,
    };
  },
};

/**
 * The tag names the embed script registers.
 *
 * @example
 * ```ts
 * EMBED_TAG_NAMES;
 * // ["ringline-roi-calculator", "ringline-forwarding-guide", "ringline-pricing",
 * //  "ringline-demo-call", "ringline-chat"]
 * ```
 */
export const EMBED_TAG_NAMES = [
  roiCalculatorElement.tagName,
  forwardingGuideElement.tagName,
  pricingElement.tagName,
  demoCallElement.tagName,
  chatElement.tagName,
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
}
