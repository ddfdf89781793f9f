import { type ChangeEvent, useEffect, useId, useState } from "react";
import { useStore } from "zustand";
import { type AnalyticsHandler, emitAnalyticsEvent } from "../shared/analytics.js";
import { type CopyOutcome, copyText } from "../shared/clipboard.js";
import { createWidgetStore, type WidgetStore } from "../shared/widget-store.js";
import {
  CARRIERS,
  type Carrier,
  type CarrierId,
  FORWARDING_CONDITIONS,
  type ForwardingCodes,
  type ForwardingCondition,
  fillForwardingCode,
  normalizeForwardingNumber,
  telHref,
} from "./carriers.js";

// The carrier the hook's options name, for code that imports it from here.
export type { CarrierId } from "./carriers.js";

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
  /** The Ringline number as typed (or given), in any format. */
  readonly number: string;
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
export interface ForwardingGuideStore extends WidgetStore<ForwardingGuideState> {
  selectCarrier(carrier: CarrierId): void;
  /** The number field changed (or the owner gave another number). */
  setNumber(number: string): void;
  copy(key: string, text: string): Promise<CopyOutcome>;
  /** Stops the pending reset timer. */
  dispose(): void;
}

/** A forwarding number has at least this many digits (ten in North America). */
export const MIN_NUMBER_DIGITS = 10;

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
  options: {
    carrier?: CarrierId | undefined;
    number?: string | undefined;
    copyText?: typeof copyText | undefined;
  } = {},
): ForwardingGuideStore {
  const copy = options.copyText ?? copyText;
  const store = createWidgetStore<ForwardingGuideState>({
    carrier: isCarrierId(options.carrier) ? options.carrier : "att",
    number: options.number ?? "",
    copy: IDLE,
  });
  let resetTimer: ReturnType<typeof setTimeout> | undefined;

  return {
    ...store.readable,
    selectCarrier(carrier) {
      if (isCarrierId(carrier)) store.patch({ carrier });
    },
    setNumber(number) {
      store.patch({ number });
    },
    async copy(key, text) {
      const outcome = await copy(text);
      clearTimeout(resetTimer);
      store.patch({ copy: { status: outcome === "failed" ? "failed" : "copied", key, text } });
      // A failure stays until the next attempt: the visitor needs time to copy by hand.
      if (outcome !== "failed") {
        resetTimer = setTimeout(() => store.patch({ copy: IDLE }), COPIED_DURATION_MS);
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
  /**
   * The Ringline number calls forward to, in any format: fills the number field (which the
   * visitor can still edit) and follows changes of this option.
   */
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
  /** The normalized forwarding number; empty until it has at least 10 digits. */
  number: string;
  /** Props for the number field, a native `<input type="tel">`. */
  getNumberInputProps(): {
    id: string;
    type: "tel";
    inputMode: "tel";
    autoComplete: "off";
    value: string;
    "aria-invalid": boolean | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  /** Digits were typed but are too few to be a phone number. */
  numberIncomplete: boolean;
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
    createForwardingGuide({
      carrier: options.defaultCarrier,
      number: options.businessNumber,
      copyText: options.copyText,
    }),
  );
  const state = useStore(store);
  const name = useId();
  useEffect(() => () => store.dispose(), [store]);
  const given = options.businessNumber;
  useEffect(() => {
    if (given !== undefined) store.setNumber(given);
  }, [store, given]);

  const carrier = CARRIERS.find((entry) => entry.id === state.carrier) ?? (CARRIERS[0] as Carrier);
  const digits = normalizeForwardingNumber(state.number);
  const number = digits.length >= MIN_NUMBER_DIGITS ? digits : "";
  const numberIncomplete = digits.length > 0 && number === "";

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
    numberIncomplete,
    getNumberInputProps: () => ({
      id: `${name}-number`,
      type: "tel",
      inputMode: "tel",
      autoComplete: "off",
      value: state.number,
      "aria-invalid": numberIncomplete || undefined,
      onChange: (event) => store.setNumber(event.currentTarget.value),
    }),
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
