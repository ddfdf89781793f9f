import {
  FORWARDING_CARRIERS,
  FORWARDING_CONDITIONS,
  type ForwardingCarrierFacts,
  type ForwardingCarrierId,
  type ForwardingCodes,
  type ForwardingCondition,
} from "@ringline/api-client/core";
import type { ForwardingGuideMessageKey } from "./forwarding-guide.messages.js";

/**
 * The carriers the guide covers (the shared carrier table's ids).
 *
 * @example
 * ```tsx
 * <ForwardingGuide defaultCarrier="verizon" businessNumber="+1 (555) 123-4567" />
 * ```
 */
export type CarrierId = ForwardingCarrierId;

export { FORWARDING_CONDITIONS, type ForwardingCodes, type ForwardingCondition };

/**
 * One carrier of the guide: the shared table's facts (name, dial codes, customer service)
 * plus what only the guide shows: app steps, notes and the Live Voicemail warning.
 *
 * @example
 * ```ts
 * const verizon = CARRIERS.find((carrier) => carrier.id === "verizon");
 * verizon?.codes?.all; // "*72{number}"
 * ```
 */
export interface Carrier extends ForwardingCarrierFacts {
  /** Steps in the carrier's app, for VoIP services (message keys, `{number}` filled in). */
  readonly appSteps: readonly ForwardingGuideMessageKey[];
  readonly notes: readonly ForwardingGuideMessageKey[];
  /** Whether iPhone's Live Voicemail can take the call first (it must be turned off). */
  readonly liveVoicemail: boolean;
}

const GUIDE_EXTRAS: Readonly<
  Record<CarrierId, Pick<Carrier, "appSteps" | "notes" | "liveVoicemail">>
> = {
  att: { appSteps: [], notes: ["attNoteConditional", "attNoteMinutes"], liveVoicemail: true },
  verizon: {
    appSteps: [],
    notes: ["verizonNoteUnreachable", "verizonNoteOneOff"],
    liveVoicemail: true,
  },
  tmobile: { appSteps: [], notes: ["tmobileNotePrepaid"], liveVoicemail: true },
  "google-voice": {
    appSteps: ["googleVoiceStepSettings", "googleVoiceStepLink", "googleVoiceStepForward"],
    notes: ["googleVoiceNote"],
    liveVoicemail: false,
  },
  ringcentral: {
    appSteps: ["ringCentralStepSettings", "ringCentralStepForward", "ringCentralStepTest"],
    notes: ["ringCentralNote"],
    liveVoicemail: false,
  },
};

/**
 * The carrier table: the shared table of `@ringline/api-client/core` (which the chat's
 * forwarding answers are generated from) with the guide's own extras.
 *
 * @example
 * ```ts
 * CARRIERS.filter((carrier) => carrier.kind === "voip").map((carrier) => carrier.name);
 * // ["Google Voice", "RingCentral"]
 * ```
 */
export const CARRIERS: readonly Carrier[] = FORWARDING_CARRIERS.map((facts) => ({
  ...facts,
  ...GUIDE_EXTRAS[facts.id],
}));

/**
 * The number to forward to, as carriers want it: digits only, without the country code
 * 1 of an 11-digit North American number. Empty when the input holds no digits.
 *
 * @example
 * ```ts
 * normalizeForwardingNumber("+1 (555) 123-4567"); // "5551234567"
 * normalizeForwardingNumber("555.123.4567"); // "5551234567"
 * ```
 */
export function normalizeForwardingNumber(input: string | undefined): string {
  const digits = (input ?? "").replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/**
 * A ten-digit number written the American way; any other number as its digits.
 *
 * @example
 * ```ts
 * displayPhoneNumber("5551234567"); // "(555) 123-4567"
 * displayPhoneNumber("18003310500"); // "1-800-331-0500"
 * ```
 */
export function displayPhoneNumber(digits: string): string {
  if (/^\d{10}$/.test(digits)) {
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  if (/^1\d{10}$/.test(digits)) {
    return `1-${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
  }
  return digits;
}

/**
 * A code with the number filled in.
 *
 * @example
 * ```ts
 * fillForwardingCode("**21*{number}#", "5551234567"); // "**21*5551234567#"
 * ```
 */
export function fillForwardingCode(template: string, number: string): string {
  return template.replace("{number}", number);
}

/**
 * A tap-to-dial link for a code or number. `#` is percent-encoded (`%23`): unencoded it
 * would start the URL's fragment and the phone would dial the code without it. `*` and
 * digits are valid as they are.
 *
 * @example
 * ```ts
 * telHref("**21*5551234567#"); // "tel:**21*5551234567%23"
 * ```
 */
export function telHref(code: string): string {
  return `tel:${encodeURIComponent(code)}`;
}
