// The carrier table of call forwarding, written once: the dashboard's forwarding guide shows
// it and the chat's forwarding answers are generated from it, so both give the same codes.

/**
 * The carriers the forwarding guide and the chat cover.
 *
 * @example
 * ```ts
 * const id: ForwardingCarrierId = "verizon";
 * ```
 */
export type ForwardingCarrierId = "att" | "verizon" | "tmobile" | "google-voice" | "ringcentral";

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
 * The facts of one carrier: its name, whether it is a cell carrier (dial codes) or a VoIP
 * service (set up in its app), its codes and its customer service.
 *
 * @example
 * ```ts
 * FORWARDING_CARRIERS.find((carrier) => carrier.id === "verizon")?.codes?.all; // "*72{number}"
 * ```
 */
export interface ForwardingCarrierFacts {
  readonly id: ForwardingCarrierId;
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
 * The carrier table: one entry per carrier, in the order the guide lists them.
 *
 * @example
 * ```ts
 * FORWARDING_CARRIERS.filter((carrier) => carrier.kind === "voip").map((carrier) => carrier.name);
 * // ["Google Voice", "RingCentral"]
 * ```
 */
export const FORWARDING_CARRIERS: readonly ForwardingCarrierFacts[] = [
  {
    id: "att",
    name: "AT&T",
    kind: "cell",
    codes: GSM_CODES,
    disableCodes: GSM_DISABLE_CODES,
    customerService: { phones: ["611", "18003310500"] },
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
  },
  {
    id: "tmobile",
    name: "T-Mobile",
    kind: "cell",
    codes: GSM_CODES,
    disableCodes: GSM_DISABLE_CODES,
    customerService: { phones: ["611", "18009378997"] },
  },
  {
    id: "google-voice",
    name: "Google Voice",
    kind: "voip",
    codes: null,
    disableCodes: null,
    customerService: { phones: [], url: "https://support.google.com/voice" },
  },
  {
    id: "ringcentral",
    name: "RingCentral",
    kind: "voip",
    codes: null,
    disableCodes: null,
    customerService: { phones: ["18888984591"] },
  },
];
