import type { ForwardingGuideMessageKey } from "./forwarding-guide.messages.js";

/**
 * The carriers the guide covers.
 *
 * @example
 * ```tsx
 * <ForwardingGuide defaultCarrier="verizon" businessNumber="+1 (555) 123-4567" />
 * ```
 */
export type CarrierId = "att" | "verizon" | "tmobile" | "google-voice" | "ringcentral";

/**
 * When calls forward: always, or only when the line is busy, unanswered or unreachable.
 *
 * @example
 * ```ts
 * const condition: ForwardingCondition = "unanswered";
 * ```
 */
export type ForwardingCondition = "all" | "busy" | "unanswered" | "unreachable";

/**
 * The conditions in the order shown.
 *
 * @example
 * ```ts
 * FORWARDING_CONDITIONS[0]; // "all"
 * ```
 */
export const FORWARDING_CONDITIONS: readonly ForwardingCondition[] = [
  "all",
  "busy",
  "unanswered",
  "unreachable",
];

/**
 * Dial codes per condition; `{number}` stands for the forwarding number, `null` means
 * the carrier has no code for that condition.
 *
 * @example
 * ```ts
 * const codes: ForwardingCodes = { all: "*72{number}", busy: "*90{number}", unanswered: "*92{number}", unreachable: null };
 * ```
 */
export type ForwardingCodes = Readonly<Record<ForwardingCondition, string | null>>;

/**
 * One carrier of the guide: how to turn forwarding on and off, whom to call, and what
 * to watch for. Cell carriers have dial codes; VoIP services are set up in their app.
 *
 * @example
 * ```ts
 * const verizon = CARRIERS.find((carrier) => carrier.id === "verizon");
 * verizon?.codes?.all; // "*72{number}"
 * ```
 */
export interface Carrier {
  readonly id: CarrierId;
  /** The carrier's own name (not translated). */
  readonly name: string;
  readonly kind: "cell" | "voip";
  /** `null` for VoIP services, which have no dial codes. */
  readonly codes: ForwardingCodes | null;
  readonly disableCodes: ForwardingCodes | null;
  readonly customerService: {
    /** Dialled as is (`611`, `*611`) or a full number. */
    readonly phones: readonly string[];
    readonly url?: string;
  };
  /** Steps in the carrier's app, for VoIP services (message keys, `{number}` filled in). */
  readonly appSteps: readonly ForwardingGuideMessageKey[];
  readonly notes: readonly ForwardingGuideMessageKey[];
  /** Whether iPhone's Live Voicemail can take the call first (it must be turned off). */
  readonly liveVoicemail: boolean;
}

// AT&T and T-Mobile use the GSM supplementary-service codes, so they share one set.
const GSM_CODES: ForwardingCodes = {
  all: "**21*{number}#",
  busy: "**67*{number}#",
  unanswered: "**61*{number}#",
  unreachable: "**62*{number}#",
};
const GSM_DISABLE_CODES: ForwardingCodes = {
  all: "##21#",
  busy: "##67#",
  unanswered: "##61#",
  unreachable: "##62#",
};

/**
 * The carrier table: one typed entry per carrier.
 *
 * @example
 * ```ts
 * CARRIERS.filter((carrier) => carrier.kind === "voip").map((carrier) => carrier.name);
 * // ["Google Voice", "RingCentral"]
 * ```
 */
export const CARRIERS: readonly Carrier[] = [
  {
    id: "att",
    name: "AT&T",
    kind: "cell",
    codes: GSM_CODES,
    disableCodes: GSM_DISABLE_CODES,
    customerService: { phones: ["611", "18003310500"] },
    appSteps: [],
    notes: ["attNoteConditional", "attNoteMinutes"],
    liveVoicemail: true,
  },
  {
    id: "verizon",
    name: "Verizon",
    kind: "cell",
    codes: {
      all: "*72{number}",
      busy: "*90{number}",
      unanswered: "*92{number}",
      unreachable: null,
    },
    disableCodes: { all: "*73", busy: "*73", unanswered: "*73", unreachable: null },
    customerService: { phones: ["*611", "18009220204"] },
    appSteps: [],
    notes: ["verizonNoteUnreachable", "verizonNoteOneOff"],
    liveVoicemail: true,
  },
  {
    id: "tmobile",
    name: "T-Mobile",
    kind: "cell",
    codes: GSM_CODES,
    disableCodes: GSM_DISABLE_CODES,
    customerService: { phones: ["611", "18009378997"] },
    appSteps: [],
    notes: ["tmobileNotePrepaid"],
    liveVoicemail: true,
  },
  {
    id: "google-voice",
    name: "Google Voice",
    kind: "voip",
    codes: null,
    disableCodes: null,
    customerService: { phones: [], url: "https://support.google.com/voice" },
    appSteps: ["googleVoiceStepSettings", "googleVoiceStepLink", "googleVoiceStepForward"],
    notes: ["googleVoiceNote"],
    liveVoicemail: false,
  },
  {
    id: "ringcentral",
    name: "RingCentral",
    kind: "voip",
    codes: null,
    disableCodes: null,
    customerService: { phones: ["18888984591"] },
    appSteps: ["ringCentralStepSettings", "ringCentralStepForward", "ringCentralStepTest"],
    notes: ["ringCentralNote"],
    liveVoicemail: false,
  },
];

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
