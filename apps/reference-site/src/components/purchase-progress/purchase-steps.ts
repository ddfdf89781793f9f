/** The three stages of buying Ringline, in order: account, then payment, then setup. */
export const PURCHASE_STEPS = [
  { id: "account", label: "Account" },
  { id: "payment", label: "Payment" },
  { id: "setup", label: "Setup" },
] as const;

export type PurchaseStep = (typeof PURCHASE_STEPS)[number]["id"];

export interface PurchaseStepState {
  id: PurchaseStep;
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
    label: step.label,
    number: index + 1,
    state: index < position ? "done" : index === position ? "current" : "upcoming",
  }));
}
