import "../../styles/purchase-progress.css";
import { type PurchaseStep, purchaseSteps } from "./purchase-steps.js";

const STATE_WORDS = { done: "done", current: "current step", upcoming: "to do" } as const;

/**
 * Where the buyer is in account → payment → setup: an ordered list, the current step marked
 * with `aria-current="step"`, each step's state said in words for screen readers.
 */
export function PurchaseProgress({ current }: { current: PurchaseStep }) {
  const steps = purchaseSteps(current);
  const position = steps.findIndex((step) => step.state === "current") + 1;
  return (
    <nav className="purchase-progress" aria-label="Purchase progress">
      <p className="visually-hidden">
        Step {position} of {steps.length}
      </p>
      <ol className="purchase-progress-list">
        {steps.map((step) => (
          <li
            key={step.id}
            className="purchase-progress-step"
            data-state={step.state}
            aria-current={step.state === "current" ? "step" : undefined}
          >
            <span className="purchase-progress-marker" aria-hidden="true">
              {step.state === "done" ? "✓" : step.number}
            </span>
            <span className="purchase-progress-label">
              {step.label}
              <span className="visually-hidden"> ({STATE_WORDS[step.state]})</span>
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
