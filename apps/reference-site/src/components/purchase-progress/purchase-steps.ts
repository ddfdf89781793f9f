import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18n } from "../../shared/i18n/i18n.js";

/** The three stages of buying Ringline, in order: account, then payment, then setup. */
export const PURCHASE_STEPS: readonly {
  id: "account" | "payment" | "setup";
  label: MessageDescriptor;
}[] = [
  { id: "account", label: msg`Account` },
  { id: "payment", label: msg`Payment` },
  { id: "setup", label: msg`Setup` },
];

export type PurchaseStep = (typeof PURCHASE_STEPS)[number]["id"];

export interface PurchaseStepState {
  id: PurchaseStep;
  /** In the page's language. */
  label: string;
  /** 1-based, as the page says it. */
  number: number;
  state: "done" | "current" | "upcoming";
}

/** Every step with whether it is done, the current one, or still to come. */
export function purchaseSteps(current: PurchaseStep): PurchaseStepState[] {
  const position = PURCHASE_STEPS.findIndex((step) => step.id === current);
  return PURCHASE_STEPS.map((step, index) => ({
    id: step.id,
    label: i18n._(step.label),
    number: index + 1,
    state: index < position ? "done" : index === position ? "current" : "upcoming",
  }));
}
