import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { type AnalyticsHandler, emitAnalyticsEvent } from "../shared/analytics.js";
import { type CopyOutcome, copyText } from "../shared/clipboard.js";
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

/**
 * The state of the guide's copy buttons: which code was copied last (shown as
 * "Copied" for two seconds) or which one could not be copied.
 *
 * @example
 * ```ts
 * const state: ForwardingCopyState = { status: "copied", key: "att-all-on", text: "**21*5551234567#" };
 * ```
 */
export type ForwardingCopyState =
  | { readonly status: "idle" }
  | { readonly status: "copied" | "failed"; readonly key: string; readonly text: string };

/**
 * The guide's state: the chosen carrier and the copy state.
 *
 * @example
 * ```ts
 * guide.getSnapshot().carrier; // "att"
 * ```
 */
export interface ForwardingGuideState {
  readonly carrier: CarrierId;
  readonly copy: ForwardingCopyState;
}

/**
 * The guide's behaviour without any user interface.
 *
 * @example
 * ```ts
 * const guide = createForwardingGuide({ carrier: "verizon" });
 * await guide.copy("verizon-all-on", "*725551234567");
 * guide.getSnapshot().copy.status; // "copied" (back to "idle" after 2 s)
 * ```
 */
export interface ForwardingGuideStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ForwardingGuideState;
  selectCarrier(carrier: CarrierId): void;
  copy(key: string, text: string): Promise<CopyOutcome>;
  /** Stops the pending reset timer. */
  dispose(): void;
}

/** How long a copy button reads "Copied". */
export const COPIED_DURATION_MS = 2000;

const IDLE: ForwardingCopyState = { status: "idle" };

function isCarrierId(value: unknown): value is CarrierId {
  return CARRIERS.some((carrier) => carrier.id === value);
}

/**
 * Creates the framework-free guide state. `useForwardingGuide` binds it to React.
 *
 * @example
 * ```ts
 * const guide = createForwardingGuide({ carrier: "tmobile" });
 * guide.selectCarrier("google-voice");
 * ```
 */
export function createForwardingGuide(
  options: { carrier?: CarrierId | undefined; copyText?: typeof copyText | undefined } = {},
): ForwardingGuideStore {
  const listeners = new Set<() => void>();
  const copy = options.copyText ?? copyText;
  let state: ForwardingGuideState = {
    carrier: isCarrierId(options.carrier) ? options.carrier : "att",
    copy: IDLE,
  };
  let resetTimer: ReturnType<typeof setTimeout> | undefined;

  function setState(next: ForwardingGuideState): void {
    if (next.carrier === state.carrier && next.copy === state.copy) return;
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    selectCarrier(carrier) {
      if (!isCarrierId(carrier)) return;
      setState({ ...state, carrier });
    },
    async copy(key, text) {
      const outcome = await copy(text);
      clearTimeout(resetTimer);
      setState({
        ...state,
        copy: { status: outcome === "failed" ? "failed" : "copied", key, text },
      });
      // A failure stays until the next attempt: the visitor needs time to copy by hand.
      if (outcome !== "failed") {
        resetTimer = setTimeout(() => setState({ ...state, copy: IDLE }), COPIED_DURATION_MS);
      }
      return outcome;
    },
    dispose() {
      clearTimeout(resetTimer);
    },
  };
}

/**
 * The analytics events of the forwarding guide and their properties.
 *
 * @example
 * ```ts
 * const onEvent: AnalyticsHandler<ForwardingGuideEvents> = (name, properties) =>
 *   console.log(name, properties.carrier);
 * ```
 */
export type ForwardingGuideEvents = {
  /** A tap-to-dial link was followed: a forwarding code or customer service. */
  phone_number_clicked: {
    carrier: CarrierId;
    target: "forwarding_code" | "disable_code" | "customer_service";
    condition?: ForwardingCondition;
  };
  /** A code was copied (or the copy failed). */
  forwarding_code_copied: {
    carrier: CarrierId;
    target: "forwarding_code" | "disable_code";
    condition: ForwardingCondition;
    outcome: CopyOutcome;
  };
};

/**
 * Options of {@link useForwardingGuide}.
 *
 * @example
 * ```ts
 * const options: UseForwardingGuideOptions = { businessNumber: "+1 555 123 4567" };
 * ```
 */
export interface UseForwardingGuideOptions {
  /** The Ringline number calls forward to, in any format. */
  businessNumber?: string | undefined;
  /** The carrier selected on mount. Default `"att"`. */
  defaultCarrier?: CarrierId | undefined;
  onEvent?: AnalyticsHandler<ForwardingGuideEvents> | undefined;
  /** Shown in the codes while there is no number. Default `"XXXXXXXXXX"`. */
  numberPlaceholder?: string | undefined;
  /** Replaces the clipboard, for tests and previews. */
  copyText?: typeof copyText | undefined;
}

/**
 * One code row as the markup shows it.
 *
 * @example
 * ```tsx
 * {row.code ? <a href={row.href}>{row.code}</a> : null}
 * ```
 */
export interface ForwardingCodeRow {
  /** Stable id of the row, also the copy state's key. */
  key: string;
  condition: ForwardingCondition;
  target: "forwarding_code" | "disable_code";
  /** The code with the number filled in; `null` when the carrier has none. */
  code: string | null;
  /** Whether the code can be dialled and copied (it has a real number, or needs none). */
  ready: boolean;
  href: string | undefined;
  copyState: "idle" | "copied" | "failed";
  handleDial(): void;
  handleCopy(): Promise<void>;
}

/**
 * What {@link useForwardingGuide} gives the markup.
 *
 * @example
 * ```tsx
 * const guide = useForwardingGuide({ businessNumber });
 * guide.enableRows.map((row) => <code key={row.key}>{row.code}</code>);
 * ```
 */
export interface UseForwardingGuideResult {
  carrier: Carrier;
  /** The normalized forwarding number; empty when none was given. */
  number: string;
  getCarrierRadioProps(id: CarrierId): {
    type: "radio";
    id: string;
    name: string;
    value: CarrierId;
    checked: boolean;
    onChange: () => void;
  };
  enableRows: readonly ForwardingCodeRow[];
  disableRows: readonly ForwardingCodeRow[];
  copy: ForwardingCopyState;
  handleCustomerServiceClick(): void;
}

/**
 * The forwarding guide's behaviour for React, without markup: the carrier radio group,
 * the codes with the number filled in, dial links, copy buttons and analytics.
 *
 * @example
 * ```tsx
 * function Codes() {
 *   const guide = useForwardingGuide({ businessNumber: "555-123-4567", defaultCarrier: "verizon" });
 *   return guide.enableRows.map((row) =>
 *     row.code ? <a key={row.key} href={row.href} onClick={row.handleDial}>{row.code}</a> : null,
 *   );
 * }
 * ```
 */
export function useForwardingGuide(options: UseForwardingGuideOptions): UseForwardingGuideResult {
  const [store] = useState(() =>
    createForwardingGuide({ carrier: options.defaultCarrier, copyText: options.copyText }),
  );
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const name = useId();
  useEffect(() => () => store.dispose(), [store]);

  const carrier = CARRIERS.find((entry) => entry.id === state.carrier) ?? (CARRIERS[0] as Carrier);
  const number = normalizeForwardingNumber(options.businessNumber);

  function rowsOf(
    codes: ForwardingCodes | null,
    target: ForwardingCodeRow["target"],
  ): ForwardingCodeRow[] {
    if (!codes) return [];
    return FORWARDING_CONDITIONS.map((condition) => {
      const template = codes[condition];
      const key = `${carrier.id}-${condition}-${target}`;
      const needsNumber = template?.includes("{number}") ?? false;
      const ready = template !== null && (!needsNumber || number !== "");
      const code =
        template === null
          ? null
          : fillForwardingCode(template, number || (options.numberPlaceholder ?? "XXXXXXXXXX"));
      const copyState =
        state.copy.status !== "idle" && state.copy.key === key ? state.copy.status : "idle";
      return {
        key,
        condition,
        target,
        code,
        ready,
        href: ready && code ? telHref(code) : undefined,
        copyState,
        handleDial() {
          emitAnalyticsEvent(options.onEvent, "phone_number_clicked", {
            carrier: carrier.id,
            target,
            condition,
          });
        },
        async handleCopy() {
          if (!ready || !code) return;
          const outcome = await store.copy(key, code);
          emitAnalyticsEvent(options.onEvent, "forwarding_code_copied", {
            carrier: carrier.id,
            target,
            condition,
            outcome,
          });
        },
      };
    });
  }

  return {
    carrier,
    number,
    getCarrierRadioProps: (id) => ({
      type: "radio",
      id: `${name}-${id}`,
      name,
      value: id,
      checked: carrier.id === id,
      onChange: () => store.selectCarrier(id),
    }),
    enableRows: rowsOf(carrier.codes, "forwarding_code"),
    disableRows: rowsOf(carrier.disableCodes, "disable_code"),
    copy: state.copy,
    handleCustomerServiceClick() {
      emitAnalyticsEvent(options.onEvent, "phone_number_clicked", {
        carrier: carrier.id,
        target: "customer_service",
      });
    },
  };
}
